import type { LoaderFunctionArgs } from 'react-router';
import { articlesApi, carsApi, type ArticleSummary } from '@ratai/api-client';
import { MAX_PAGE_SIZE, type CarAdvertisementSummary } from '@ratai/domain';
import type { AppStore } from '@ratai/api-client';
import { withServerApi } from '../lib/api.server';
import { articlePath, articlesListPath } from '../lib/articles';
import { siteOrigin } from '../lib/config.server';

/** Safety bound on paging (the API caps its search total at 1000, i.e. 20 pages of 50). */
const MAX_PAGES = 100;

export interface SitemapEntry {
  path: string;
  lastmod?: string;
  changefreq?: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority?: number;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The sitemap document for `entries` under `origin`. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      '  <url>',
      `    <loc>${escapeXml(`${origin}${entry.path}`)}</loc>`,
      entry.lastmod ? `    <lastmod>${escapeXml(entry.lastmod.slice(0, 10))}</lastmod>` : null,
      entry.changefreq ? `    <changefreq>${entry.changefreq}</changefreq>` : null,
      entry.priority !== undefined ? `    <priority>${entry.priority.toFixed(1)}</priority>` : null,
      '  </url>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

async function allCars(store: AppStore): Promise<CarAdvertisementSummary[]> {
  const cars: CarAdvertisementSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await store
      .dispatch(carsApi.endpoints.searchCars.initiate({ page, pageSize: MAX_PAGE_SIZE, sort: 'newest' }))
      .unwrap();
    cars.push(...result.data);
    if (page >= result.meta.pagination.pageCount || result.data.length === 0) break;
  }
  return cars;
}

async function allArticles(store: AppStore): Promise<ArticleSummary[]> {
  const articles: ArticleSummary[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await store.dispatch(articlesApi.endpoints.articles.initiate({ page })).unwrap();
    articles.push(...result.data);
    if (page >= result.meta.pagination.pageCount || result.data.length === 0) break;
  }
  return articles;
}

/**
 * /sitemap.xml: the home page, the legal pages, the articles list, every category, every article
 * and every public car (paged through the API). A failing API answers 503 so crawlers retry
 * later rather than drop the URLs.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const { cars, categories, articles } = await withServerApi(request, async (store) => {
      const [cars, categories, articles] = await Promise.all([
        allCars(store),
        store.dispatch(articlesApi.endpoints.articleCategories.initiate()).unwrap(),
        allArticles(store),
      ]);
      return { cars, categories, articles };
    });
    const entries: SitemapEntry[] = [
      { path: '/', changefreq: 'daily', priority: 1 },
      { path: '/straipsniai', changefreq: 'weekly', priority: 0.6 },
      ...categories.map((category) => ({ path: articlesListPath(category.slug), changefreq: 'weekly' as const, priority: 0.5 })),
      ...articles.map((article) => ({ path: articlePath(article), lastmod: article.publishedAt, priority: 0.6 })),
      ...cars.map((car) => ({ path: `/automobilio-nuoma/${car.slug}`, changefreq: 'daily' as const, priority: 0.8 })),
      { path: '/taisykles', changefreq: 'yearly', priority: 0.2 },
      { path: '/privatumo-politika', changefreq: 'yearly', priority: 0.2 },
    ];
    return new Response(sitemapXml(siteOrigin(request), entries), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
    });
  } catch (error) {
    console.error('[marketplace] sitemap failed:', error);
    return new Response('Sitemap laikinai nepasiekiamas', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '300' },
    });
  }
}
