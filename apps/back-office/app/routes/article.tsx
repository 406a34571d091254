import { Link, useLocation, useParams } from 'react-router';
import { useArticleCategoriesQuery, useTeamArticleQuery } from '@ratai/api-client';
import { Alert, Loading } from '@ratai/ui';
import { ArticleCoverPanel } from '../components/articles/ArticleCoverPanel';
import { ArticleEditor } from '../components/articles/ArticleEditor';
import { PageTitle } from '../components/layout/Page';
import { failureText } from '../lib/format';

export const meta = () => [{ title: 'Straipsnis | Ratai komanda' }];

/** `/straipsniai/:id`: the editor with the saved article, 'Paskelbimas' and 'Viršelis'. */
export default function ArticlePage() {
  const params = useParams();
  const location = useLocation();
  const id = Number(params.id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const article = useTeamArticleQuery(id, { skip: !valid });
  const categories = useArticleCategoriesQuery();
  const notice = (location.state as { notice?: unknown } | null)?.notice;

  const back = (
    <p>
      <Link to="/straipsniai">← Straipsniai</Link>
    </p>
  );
  if (!valid) return <>{back}<Alert type="danger">Straipsnis nerastas</Alert></>;
  const error = article.error ?? categories.error;
  if (error) return <>{back}<Alert type="danger">{failureText(error)}</Alert></>;
  if (!article.data || !categories.data) return <>{back}<Loading /></>;

  return (
    <>
      {back}
      <PageTitle>{article.data.title}</PageTitle>
      <ArticleEditor key={article.data.id} article={article.data} categories={categories.data} notice={typeof notice === 'string' ? notice : null} />
      <ArticleCoverPanel key={`cover-${article.data.id}`} article={article.data} />
    </>
  );
}
