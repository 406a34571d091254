import { data, useLoaderData, useParams, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import styled from 'styled-components';
import { articlesApi, type ArticleSummary } from '@ratai/api-client';
import { ALL_ARTICLES, type ArticleCategory, type Paginated } from '@ratai/domain';
import { Pagination, TabNav, articleTabItems } from '@ratai/ui';
import { ArticleCard } from '../components/articles/ArticleCard';
import { Container, Lead, PageTitle, Section } from '../components/layout/Container';
import { toRouteError, withServerApi } from '../lib/api.server';
import { articlesListPath } from '../lib/articles';
import { pageMeta, siteUrlFrom } from '../lib/seo';

/** /straipsniai (all) and /straipsniai/{categorySlug} (one category), ?page=n (spec §2.19). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const categorySlug = params.categorySlug;
  const pageParam = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10000 ? pageParam : 1;
  return withServerApi(request, async (store) => {
    const [categories, articles] = await Promise.all([
      store
        .dispatch(articlesApi.endpoints.articleCategories.initiate())
        .unwrap()
        .catch((error: unknown) => toRouteError(error)),
      store
        .dispatch(articlesApi.endpoints.articles.initiate({ category: categorySlug, page }))
        .unwrap()
        .catch((error: unknown) => toRouteError(error)),
    ]);
    const category = categorySlug ? categories.find((c) => c.slug === categorySlug) : undefined;
    if (categorySlug && !category) throw data({ message: 'Tokios kategorijos nėra' }, { status: 404 });
    return { categories, category: category ?? null, articles, page } satisfies {
      categories: ArticleCategory[];
      category: ArticleCategory | null;
      articles: Paginated<ArticleSummary>;
      page: number;
    };
  });
}

const DESCRIPTION = 'Patarimai, kaip išsirinkti naudotą automobilį, kaip veikia nuoma su išpirkimu ir kas svarbu pavėžėjams.';

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { category, page } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  const name = category ? category.name : 'Straipsniai';
  return pageMeta({
    title: `${name}${page > 1 ? ` – ${page} puslapis` : ''}`,
    description: category ? `${category.name}: ${DESCRIPTION}` : DESCRIPTION,
    url: `${siteUrl}${articlesListPath(category?.slug, page)}`,
    image: loaderData.articles.data[0]?.cover?.url ?? null,
  });
};

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export default function ArticlesPage() {
  const { categories, category, articles } = useLoaderData<typeof loader>();
  const { categorySlug } = useParams();
  const { pagination } = articles.meta;
  return (
    <Section>
      <Container>
        <PageTitle>{category ? category.name : 'Straipsniai'}</PageTitle>
        <Lead>{DESCRIPTION}</Lead>
        <TabNav label="Straipsnių kategorijos" items={articleTabItems(categories, categorySlug)} />
        {articles.data.length > 0 ? (
          <Grid>
            {articles.data.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </Grid>
        ) : (
          <p>Šioje kategorijoje straipsnių dar nėra. Peržiūrėkite {ALL_ARTICLES.toLowerCase()}.</p>
        )}
        <Pagination
          page={pagination.page}
          pageCount={pagination.pageCount}
          hrefFor={(page) => articlesListPath(category?.slug, page)}
        />
      </Container>
    </Section>
  );
}
