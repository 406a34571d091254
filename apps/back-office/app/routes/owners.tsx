import { Link, useNavigate, useSearchParams } from 'react-router';
import { PROFILE_TYPE_LABELS } from '@ratai/domain';
import { useTeamOwnersQuery } from '@ratai/api-client';
import { Badge } from '@ratai/ui';
import { Lead, NoWrap, PageTitle } from '../components/layout/Page';
import { PagedTable } from '../components/layout/PagedTable';
import { SearchForm } from '../components/layout/SearchForm';
import { formatDateTime, pageFrom } from '../lib/format';

export const meta = () => [{ title: 'Savininkai | Ratai komanda' }];

/**
 * `/savininkai`: owners, newest account first, 20 a page from the API, searched by part of the
 * e-mail or the name (`?paieska=`), with their listing counts and whether they are blocked.
 */
export default function Owners() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = params.get('paieska')?.trim() || undefined;
  const page = pageFrom(params.get('puslapis'));
  const list = useTeamOwnersQuery({ q, page });

  const hrefWith = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries({ paieska: q, ...changes })) if (value) next.set(key, value);
    const query = next.toString();
    return query ? `/savininkai?${query}` : '/savininkai';
  };

  return (
    <>
      <PageTitle>Savininkai</PageTitle>
      <Lead>Automobilių savininkų paskyros: profilis, skelbimai ir blokavimas.</Lead>
      <SearchForm label="Savininkų paieška" hint="El. pašto arba vardo dalis" value={q} onSearch={(text) => navigate(hrefWith({ paieska: text, puslapis: undefined }))} />
      <PagedTable
        result={list}
        empty={q ? 'Pagal paiešką savininkų nerasta.' : 'Savininkų nėra.'}
        caption="Savininkai"
        columns={['Savininkas', 'Profilis', 'Skelbimai', 'Vieši', 'Laukia', 'Būsena', 'Registruotas']}
        row={(owner) => (
          <tr key={owner.id}>
            <td>
              <Link to={`/savininkai/${owner.id}`}>{owner.displayName ?? owner.email}</Link>
              {owner.displayName ? <div>{owner.email}</div> : null}
            </td>
            <td>{owner.profileType ? PROFILE_TYPE_LABELS[owner.profileType] : 'Neužbaigta registracija'}</td>
            <td>{owner.counts.total}</td>
            <td>{owner.counts.public}</td>
            <td>{owner.counts.pending}</td>
            <td>{owner.blocked ? <Badge tone="danger">Užblokuotas</Badge> : <Badge tone="success">Aktyvus</Badge>}</td>
            <td>
              <NoWrap>{formatDateTime(owner.createdAt)}</NoWrap>
            </td>
          </tr>
        )}
        page={page}
        hrefFor={(p) => hrefWith({ puslapis: String(p) })}
        paginationLabel="Savininkų puslapiai"
      />
    </>
  );
}
