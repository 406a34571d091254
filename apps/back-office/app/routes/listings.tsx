import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { enumOptions, REVIEW_STATUS_LABELS, REVIEW_STATUSES, SALE_STATUS_LABELS, type ReviewStatus } from '@ratai/domain';
import { useCarMakesQuery, useReviewQueueQuery } from '@ratai/api-client';
import { Alert, Badge, Button, media, Select, TextField } from '@ratai/ui';
import { Filters, Lead, PageTitle } from '../components/layout/Page';
import { PagedTable } from '../components/layout/PagedTable';
import { BulkApproveBar, RowCheck, useSelection } from '../components/listings/BulkApprove';
import { carTitle, formatDateTime, pageFrom } from '../lib/format';

export const meta = () => [{ title: 'Skelbimai | Ratai komanda' }];

/** Level with the fields' inputs: each field keeps room below it for its message. */
const FilterSubmit = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** The five filters on one row from a laptop width up, stacked below it. */
const ListingFilters = styled(Filters)`
  ${media.desktop} {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr) minmax(0, 3fr) minmax(0, 3fr) auto;

    > * {
      min-width: 0;
    }
  }
`;

const STATUS_TONE = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

function statusFrom(value: string | null): ReviewStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(value ?? '') ? (value as ReviewStatus) : 'pending';
}

/**
 * `/skelbimai`: the review queue. Waiting listings oldest first (nobody waits longest); the
 * approved and rejected ones latest decision first. Pages of 10 from the API, filtered there by
 * status (`?busena=`), make (`?marke=`), owner (`?savininkas=`) and the search (`?paieska=`: a
 * slug, a VIN or an owner's e-mail).
 */
export default function Listings() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = statusFrom(params.get('busena'));
  const make = params.get('marke')?.trim() || undefined;
  const owner = params.get('savininkas')?.trim() || undefined;
  const search = params.get('paieska')?.trim() || undefined;
  const page = pageFrom(params.get('puslapis'));
  const queue = useReviewQueueQuery({ status, make, owner, q: search, page });
  const makes = useCarMakesQuery();
  const [ownerText, setOwnerText] = useState(owner ?? '');
  const [searchText, setSearchText] = useState(search ?? '');
  const selection = useSelection();
  // 'Patvirtinti pažymėtus' for listings not approved yet; a page change starts a new selection.
  const bulk = status !== 'approved';
  const pageIds = queue.data?.data.map((car) => car.id) ?? [];
  const pageKey = `${status}|${make}|${owner}|${search}|${page}`;
  const [selectionKey, setSelectionKey] = useState(pageKey);
  if (selectionKey !== pageKey) {
    setSelectionKey(pageKey);
    selection.clear();
  }
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const hrefWith = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries({ busena: status, marke: make, savininkas: owner, paieska: search, ...changes })) if (value) next.set(key, value);
    return `/skelbimai?${next.toString()}`;
  };
  const hrefFor = (p: number) => hrefWith({ puslapis: String(p) });
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    navigate(hrefWith({ savininkas: ownerText.trim() || undefined, paieska: searchText.trim() || undefined }));
  };

  return (
    <>
      <PageTitle>Skelbimai</PageTitle>
      <Lead>Nauji ir redaguoti skelbimai tampa vieši tik komandai patvirtinus.</Lead>
      <ListingFilters aria-label="Skelbimų filtras" onSubmit={onSearch} noValidate>
        <Select
          label="Būsena"
          value={status}
          options={enumOptions(REVIEW_STATUSES, REVIEW_STATUS_LABELS)}
          onChange={(event) => navigate(hrefWith({ busena: event.target.value }))}
        />
        <Select
          label="Markė"
          placeholder="Visos"
          value={make ?? ''}
          options={(makes.data ?? []).map((item) => ({ value: item.slug, label: item.name }))}
          onChange={(event) => navigate(hrefWith({ marke: event.target.value || undefined }))}
        />
        <TextField label="Savininko el. paštas" type="email" value={ownerText} onChange={(event) => setOwnerText(event.target.value)} />
        <TextField
          label="Paieška"
          placeholder="Slug, VIN ar el. paštas"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <FilterSubmit>
          <Button type="submit">Ieškoti</Button>
        </FilterSubmit>
      </ListingFilters>
      {notice ? <Alert type="success">{notice}</Alert> : null}
      <PagedTable
        result={queue}
        empty={make || owner || search ? 'Pagal šiuos filtrus skelbimų nėra.' : status === 'pending' ? 'Patvirtinimo laukiančių skelbimų nėra.' : 'Skelbimų nėra.'}
        caption={REVIEW_STATUS_LABELS[status]}
        beforeTable={bulk ? <BulkApproveBar selected={selection.selected} onDone={selection.clear} /> : null}
        columns={[
          ...(bulk
            ? [
                <RowCheck
                  key="all"
                  aria-label="Pažymėti visus šio puslapio skelbimus"
                  checked={pageIds.length > 0 && pageIds.every((id) => selection.has(id))}
                  onChange={(event) => selection.setAll(pageIds, event.target.checked)}
                />,
              ]
            : []),
          'Automobilis',
          'Savininkas',
          'VIN',
          status === 'pending' ? 'Pateiktas' : 'Atnaujintas',
          'Būsena',
        ]}
        row={(car) => (
          <tr key={car.id}>
            {bulk ? (
              <td>
                <RowCheck aria-label={`Pažymėti: ${carTitle(car)}, Nr. ${car.id}`} checked={selection.has(car.id)} onChange={() => selection.toggle(car.id)} />
              </td>
            ) : null}
            <td>
              <Link to={`/skelbimai/${car.id}`}>{carTitle(car)}</Link>
            </td>
            <td>{car.owner.email}</td>
            <td>{car.vinCode}</td>
            <td>{formatDateTime(status === 'pending' ? car.createdAt : car.updatedAt)}</td>
            <td>
              <Badge tone={STATUS_TONE[car.reviewStatus]}>{REVIEW_STATUS_LABELS[car.reviewStatus]}</Badge>
              {car.hiddenByTeam ? <> <Badge tone="neutral">Paslėpė komanda</Badge></> : null}
              {car.revision ? <> <Badge tone="info">Redaguotas</Badge></> : null}
              {car.saleStatus === 'available' ? null : <> <Badge tone="neutral">{SALE_STATUS_LABELS[car.saleStatus]}</Badge></>}
            </td>
          </tr>
        )}
        page={page}
        hrefFor={hrefFor}
        paginationLabel="Skelbimų puslapiai"
      />
    </>
  );
}
