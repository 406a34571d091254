import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ARTICLE_STATUS_LABELS, ARTICLE_STATUSES, enumOptions, type ArticleStatus } from '@ratai/domain';
import { useTeamArticlesQuery } from '@ratai/api-client';
import { Badge, Button, Select } from '@ratai/ui';
import { ARTICLE_STATUS_TONE } from '../components/articles/article-status';
import { Filters, Lead, NoWrap, PageTitle } from '../components/layout/Page';
import { PagedTable } from '../components/layout/PagedTable';
import { formatDateTime, pageFrom } from '../lib/format';

export const meta = () => [{ title: 'Straipsniai | Ratai komanda' }];

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/**
 * `/straipsniai`: every article (drafts and scheduled ones too), the last edited first, 20 a page
 * from the API (`?puslapis=`), filtered by 'Būsena' (`?busena=`).
 */
export default function Articles() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = oneOf<ArticleStatus>(ARTICLE_STATUSES, params.get('busena'));
  const page = pageFrom(params.get('puslapis'));
  const list = useTeamArticlesQuery({ status, page });

  const hrefWith = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries({ busena: status, ...changes })) if (value) next.set(key, value);
    const text = next.toString();
    return text ? `/straipsniai?${text}` : '/straipsniai';
  };

  return (
    <>
      <TitleRow>
        <PageTitle>Straipsniai</PageTitle>
        <Button href="/straipsniai/naujas">Naujas straipsnis</Button>
      </TitleRow>
      <Lead>Svetainės straipsniai: juodraščiai, suplanuoti ir paskelbti, paskutiniai redaguoti viršuje.</Lead>
      <Filters aria-label="Straipsnių filtras" onSubmit={(event) => event.preventDefault()}>
        <Select
          label="Būsena"
          placeholder="Visos"
          value={status ?? ''}
          options={enumOptions(ARTICLE_STATUSES, ARTICLE_STATUS_LABELS)}
          onChange={(event) => navigate(hrefWith({ busena: event.target.value || undefined, puslapis: undefined }))}
        />
      </Filters>
      <PagedTable
        result={list}
        empty={status ? 'Straipsnių su šia būsena nėra.' : 'Straipsnių dar nėra.'}
        caption="Straipsniai"
        columns={['Pavadinimas', 'Kategorija', 'Būsena', 'Paskelbimo data', 'Redaguota']}
        row={(article) => (
          <tr key={article.id}>
            <td>
              <Link to={`/straipsniai/${article.id}`}>{article.title}</Link>
            </td>
            <td>{article.category?.name ?? '—'}</td>
            <td>
              <Badge tone={ARTICLE_STATUS_TONE[article.status]}>{ARTICLE_STATUS_LABELS[article.status]}</Badge>
            </td>
            <td>
              <NoWrap>{formatDateTime(article.publishedAt)}</NoWrap>
            </td>
            <td>
              <NoWrap>{formatDateTime(article.updatedAt)}</NoWrap>
            </td>
          </tr>
        )}
        page={page}
        hrefFor={(p) => hrefWith({ puslapis: String(p) })}
        paginationLabel="Straipsnių puslapiai"
      />
    </>
  );
}
