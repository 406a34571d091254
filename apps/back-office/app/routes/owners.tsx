import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PROFILE_TYPE_LABELS } from '@ratai/domain';
import { useTeamOwnersQuery } from '@ratai/api-client';
import { Alert, Badge, Button, Loading, Pagination, TextField, VisuallyHidden } from '@ratai/ui';
import { Filters, Lead, NoWrap, PageTitle, Table, TableScroll } from '../components/layout/Page';
import { failureText, formatDateTime, pageFrom } from '../lib/format';

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
  const [text, setText] = useState(q ?? '');
  useEffect(() => setText(q ?? ''), [q]);

  const hrefWith = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries({ paieska: q, ...changes })) if (value) next.set(key, value);
    const query = next.toString();
    return query ? `/savininkai?${query}` : '/savininkai';
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    navigate(hrefWith({ paieska: text.trim() || undefined, puslapis: undefined }));
  };

  return (
    <>
      <PageTitle>Savininkai</PageTitle>
      <Lead>Automobilių savininkų paskyros: profilis, skelbimai ir blokavimas.</Lead>
      <Filters aria-label="Savininkų paieška" role="search" onSubmit={onSearch}>
        <TextField label="Paieška" hint="El. pašto arba vardo dalis" value={text} onChange={(event) => setText(event.target.value)} />
        <div>
          <Button type="submit">Ieškoti</Button>
        </div>
      </Filters>
      {list.isError ? <Alert type="danger">{failureText(list.error)}</Alert> : null}
      {list.isLoading ? <Loading /> : null}
      {list.data ? (
        list.data.data.length === 0 ? (
          <Alert type="info">{q ? 'Pagal paiešką savininkų nerasta.' : 'Savininkų nėra.'}</Alert>
        ) : (
          <>
            <p>Iš viso: {list.data.meta.pagination.total}</p>
            <TableScroll>
              <Table>
                <caption>
                  <VisuallyHidden>Savininkai</VisuallyHidden>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Savininkas</th>
                    <th scope="col">Profilis</th>
                    <th scope="col">Skelbimai</th>
                    <th scope="col">Vieši</th>
                    <th scope="col">Laukia</th>
                    <th scope="col">Būsena</th>
                    <th scope="col">Registruotas</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.data.map((owner) => (
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
                  ))}
                </tbody>
              </Table>
            </TableScroll>
            <Pagination
              page={page}
              pageCount={list.data.meta.pagination.pageCount}
              hrefFor={(p) => hrefWith({ puslapis: String(p) })}
              label="Savininkų puslapiai"
            />
          </>
        )
      ) : null}
    </>
  );
}
