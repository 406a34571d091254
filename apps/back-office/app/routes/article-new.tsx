import { Link } from 'react-router';
import { useArticleCategoriesQuery } from '@ratai/api-client';
import { Alert, Loading } from '@ratai/ui';
import { ArticleEditor } from '../components/articles/ArticleEditor';
import { PageTitle } from '../components/layout/Page';
import { failureText } from '../lib/format';

export const meta = () => [{ title: 'Naujas straipsnis | Ratai komanda' }];

/** `/straipsniai/naujas`: the editor, empty; 'Išsaugoti' creates a draft and opens its page. */
export default function NewArticle() {
  const categories = useArticleCategoriesQuery();
  return (
    <>
      <p>
        <Link to="/straipsniai">← Straipsniai</Link>
      </p>
      <PageTitle>Naujas straipsnis</PageTitle>
      {categories.isError ? <Alert type="danger">{failureText(categories.error)}</Alert> : null}
      {categories.data ? <ArticleEditor categories={categories.data} /> : categories.isError ? null : <Loading />}
    </>
  );
}
