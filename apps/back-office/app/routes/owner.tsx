import { Fragment, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatEuro, PROFILE_TYPE_LABELS, REVIEW_STATUS_LABELS, VISIBILITY_LABELS, type TeamOwnerDetail } from '@ratai/domain';
import { useTeamOwnerListingsQuery, useTeamOwnerQuery } from '@ratai/api-client';
import { Alert, Loading, Pagination } from '@ratai/ui';
import { OwnerBlockPanel } from '../components/owners/OwnerBlockPanel';
import { Card, Fields, NoWrap, PageTitle, SectionTitle } from '../components/layout/Page';
import { ScrollTable } from '../components/layout/ScrollTable';
import { EmailLink, PhoneLink } from '../components/layout/Contact';
import { useBackOfficeConfig } from '../lib/config';
import { failureText, formatDateTime, pageFrom } from '../lib/format';

export const meta = () => [{ title: 'Savininkas | Ratai komanda' }];

function FieldList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Fields>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </Fragment>
      ))}
    </Fields>
  );
}

/** The profile as the owner saved it; the API masks a personal code typed as the certificate. */
function profileRows(owner: TeamOwnerDetail): [string, ReactNode][] {
  const c = owner.company;
  const p = owner.personal;
  const contact = (email: string, phone: string): [string, ReactNode][] => [
    ['El. paštas', <EmailLink email={email} />],
    ['Telefonas', <PhoneLink phone={phone} />],
  ];
  if (c && (owner.profileType === 'company' || !p)) {
    return [
      ['Įmonės pavadinimas', c.name],
      ['Įmonės kodas', c.companyCode],
      ['PVM kodas', c.vatNumber ?? '—'],
      ['Adresas', c.address],
      ...contact(c.email, c.phoneNumber),
    ];
  }
  if (p) {
    return [
      ['Vardas, pavardė', `${p.name} ${p.surname}`],
      ['Individualios veiklos pažyma', p.individualActivityCertificate],
      ['PVM kodas', p.vatNumber ?? '—'],
      ['Adresas', p.address],
      ...contact(p.email, p.phoneNumber),
    ];
  }
  return [];
}

/**
 * The owner's listings, newest first, 20 a page from the API (`?puslapis=`): a fleet owner has
 * tens of thousands, so the page never asks for them all.
 */
export function OwnerListings({ owner }: { owner: TeamOwnerDetail }) {
  const [params] = useSearchParams();
  const page = pageFrom(params.get('puslapis'));
  const { marketplaceUrl } = useBackOfficeConfig();
  const list = useTeamOwnerListingsQuery({ id: owner.id, page });
  const hrefFor = (p: number) => (p > 1 ? `/savininkai/${owner.id}?puslapis=${p}` : `/savininkai/${owner.id}`);

  if (list.isError) return <Alert type="danger">{failureText(list.error)}</Alert>;
  if (!list.data) return <Loading />;
  const { data: listings, meta } = list.data;
  if (meta.pagination.total === 0) return <p>Skelbimų nėra.</p>;
  return (
    <>
      <p>Iš viso: {meta.pagination.total}</p>
      {listings.length === 0 ? (
        <Alert type="info">Šiame puslapyje skelbimų nėra.</Alert>
      ) : (
        <ScrollTable caption="Savininko skelbimai">
          <thead>
            <tr>
              <th scope="col">Automobilis</th>
              <th scope="col">Kaina</th>
              <th scope="col">Peržiūra</th>
              <th scope="col">Matomumas</th>
              <th scope="col">Įkeltas</th>
              <th scope="col">Svetainėje</th>
            </tr>
          </thead>
          <tbody>
            {listings.map((listing) => (
              <tr key={listing.id}>
                <td>
                  <Link to={`/skelbimai/${listing.id}`}>{listing.title}</Link>
                </td>
                <td>{formatEuro(listing.price)}</td>
                <td>{REVIEW_STATUS_LABELS[listing.reviewStatus]}</td>
                <td>{VISIBILITY_LABELS[listing.visibility]}</td>
                <td>
                  <NoWrap>{formatDateTime(listing.createdAt)}</NoWrap>
                </td>
                <td>
                  {listing.isPublic && !owner.blocked ? (
                    <a href={`${marketplaceUrl}/automobilio-nuoma/${listing.slug}`}>
                      <NoWrap>Viešas puslapis</NoWrap>
                    </a>
                  ) : listing.isPublic ? (
                    'Paslėptas (savininkas užblokuotas)'
                  ) : (
                    'Nerodomas'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
      <Pagination page={page} pageCount={meta.pagination.pageCount} hrefFor={hrefFor} label="Savininko skelbimų puslapiai" />
    </>
  );
}

/** `/savininkai/:id`: one owner — profile, counts, listings (`?puslapis=`), and the block. */
export default function OwnerPage() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useTeamOwnerQuery(id, { skip: !valid });

  if (!valid) return <Alert type="danger">Savininkas nerastas.</Alert>;
  if (query.isError) return <Alert type="danger">{failureText(query.error)}</Alert>;
  if (!query.data) return <Loading />;
  const owner = query.data;
  const profile = profileRows(owner);

  return (
    <>
      <p>
        <Link to="/savininkai">← Savininkai</Link>
      </p>
      <PageTitle>{owner.displayName ?? owner.email}</PageTitle>
      <OwnerBlockPanel key={owner.id} owner={owner} />
      <Card aria-labelledby="profilis">
        <SectionTitle id="profilis">Profilis</SectionTitle>
        <FieldList
          rows={[
            ['Paskyros el. paštas', owner.email],
            ['Profilio tipas', owner.profileType ? PROFILE_TYPE_LABELS[owner.profileType] : 'Neužbaigta registracija'],
            ['Registruotas', formatDateTime(owner.createdAt)],
            ['Skelbimai', `iš viso ${owner.counts.total}, viešų ${owner.counts.public}, laukia patvirtinimo ${owner.counts.pending}`],
            ...profile,
          ]}
        />
        {profile.length === 0 ? <p>Savininkas dar neužpildė profilio.</p> : null}
      </Card>
      <Card aria-labelledby="skelbimai">
        <SectionTitle id="skelbimai">Skelbimai</SectionTitle>
        <OwnerListings owner={owner} />
      </Card>
    </>
  );
}
