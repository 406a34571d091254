import { redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import styled from 'styled-components';
import { articlesApi } from '@ratai/api-client';
import { formatDate } from '@ratai/domain';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../components/layout/Breadcrumbs';
import { Container, PageTitle, Prose, Section } from '../components/layout/Container';
import { toRouteError, withServerApi } from '../lib/api.server';
import { articlePath, articlesListPath, UNCATEGORISED } from '../lib/articles';
import { articleJsonLd, pageMeta, siteUrlFrom } from '../lib/seo';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.articleSlug ?? '';
  const article = await withServerApi(request, (store) =>
    store
      .dispatch(articlesApi.endpoints.article.initiate(slug))
      .unwrap()
      .catch((error: unknown) => toRouteError(error, 'Straipsnis nerastas')),
  );
  // One address per article: a wrong category segment answers with a permanent redirect. (Compared
  // by params: on client navigations request.url is the `.data` URL, not the page's.)
  if (params.categorySlug !== (article.category?.slug ?? UNCATEGORISED)) throw redirect(articlePath(article), 301);
  return { article };
}

function crumbs(article: { title: string; category: { slug: string; name: string } | null }): Crumb[] {
  return [
    { label: 'Straipsniai', href: '/straipsniai' },
    ...(article.category ? [{ label: article.category.name, href: articlesListPath(article.category.slug) }] : []),
    { label: article.title },
  ];
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: data, matches }) => {
  if (!data) return [];
  const { article } = data;
  const siteUrl = siteUrlFrom(matches);
  const url = `${siteUrl}${articlePath(article)}`;
  return pageMeta({
    title: article.title,
    description: article.excerpt,
    url,
    image: article.cover?.url ?? null,
    type: 'article',
    jsonLd: [articleJsonLd(article, url, siteUrl), breadcrumbJsonLd(crumbs(article), siteUrl, url)],
  });
};

const Cover = styled.img`
  width: 100%;
  max-width: 760px;
  height: auto;
  margin-bottom: ${({ theme }) => theme.space.lg};
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Byline = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Excerpt = styled.p`
  max-width: 760px;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export default function ArticlePage() {
  const { article } = useLoaderData<typeof loader>();
  return (
    <Section>
      <Container>
        <Breadcrumbs items={crumbs(article)} />
        <article>
          <PageTitle>{article.title}</PageTitle>
          <Byline>
            {article.category ? `${article.category.name} · ` : ''}
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          </Byline>
          {article.cover ? (
            <Cover src={article.cover.url} alt={article.cover.alternativeText ?? ''} width={1280} height={720} />
          ) : null}
          <Excerpt>{article.excerpt}</Excerpt>
          {/* The API sanitises article HTML before storing it (apps/api modules/articles). */}
          <Prose dangerouslySetInnerHTML={{ __html: article.content }} />
        </article>
      </Container>
    </Section>
  );
}
