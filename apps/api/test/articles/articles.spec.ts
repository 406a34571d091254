import type { Article, ArticleCategory, Pagination } from '@ratai/domain';
import { insertArticleIfMissing } from '../../src/modules/articles/articles.repository';
import { renderArticleHtml } from '../../src/modules/articles/render-article';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

type ArticleSummary = Omit<Article, 'content'>;
const DAY = 24 * 60 * 60 * 1000;

describe('articles API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    const categories = await t.db
      .insertInto('article_categories')
      .values([
        { slug: 'patarimai-pirkejams', name: 'Patarimai pirkėjams', position: 0 },
        { slug: 'finansavimas', name: 'Finansavimas', position: 1 },
        { slug: 'naujienos', name: 'Naujienos', position: 2 },
      ])
      .returning('id')
      .execute();
    const [tips, money] = categories.map((c) => c.id) as [number, number, number];
    const write = (slug: string, categoryId: number, daysAgo: number, extra: { cover_url?: string | null } = {}) =>
      insertArticleIfMissing(t.db, {
        slug,
        title: `Straipsnis ${slug}`,
        excerpt: `Santrauka ${slug}`,
        content_markdown: `## Antraštė\n\nTekstas apie **${slug}**.`,
        content_html: renderArticleHtml(`## Antraštė\n\nTekstas apie **${slug}**.`),
        category_id: categoryId,
        cover_url: extra.cover_url === undefined ? `articles/${slug}.webp` : extra.cover_url,
        cover_alternative_text: `Viršelis ${slug}`,
        published_at: new Date(Date.now() - daysAgo * DAY),
      });
    await write('ta-patarimai', tips, 1);
    await write('kaip-pirkti', tips, 5, { cover_url: null });
    await write('lizingas', money, 2, { cover_url: 'https://cdn.example.lt/lizingas.webp' });
    await write('biudzetas', money, 9);
    await write('draudimas', money, 12);
    // Scheduled for tomorrow: not published yet.
    await write('rytojaus', money, -1);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists categories in tab order, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/article-categories' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const data = res.json().data as ArticleCategory[];
    expect(data.map((c) => c.slug)).toEqual(['patarimai-pirkejams', 'finansavimas', 'naujienos']);
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(['id', 'name', 'slug']);
  });

  it('lists published articles newest first, without their bodies', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/articles' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: ArticleSummary[]; meta: { pagination: Pagination } };
    expect(body.data.map((a) => a.slug)).toEqual(['ta-patarimai', 'lizingas', 'kaip-pirkti', 'biudzetas', 'draudimas']);
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 1, total: 5 });
    expect(body.data[0]).not.toHaveProperty('content');
    expect(body.data[0]).toMatchObject({
      title: 'Straipsnis ta-patarimai',
      excerpt: 'Santrauka ta-patarimai',
      category: { slug: 'patarimai-pirkejams', name: 'Patarimai pirkėjams' },
      cover: { url: 'http://localhost:3000/api/uploads/articles/ta-patarimai.webp', alternativeText: 'Viršelis ta-patarimai' },
    });
    expect(new Date(body.data[0]?.publishedAt ?? '').toISOString()).toBe(body.data[0]?.publishedAt);
  });

  it('filters by category and paginates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/articles?category=finansavimas&page=2&pageSize=2' });
    const body = res.json() as { data: ArticleSummary[]; meta: { pagination: Pagination } };
    expect(body.data.map((a) => a.slug)).toEqual(['draudimas']);
    expect(body.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 2, total: 3 });
    const beyond = (await t.app.inject({ method: 'GET', url: '/api/articles?category=finansavimas&page=5&pageSize=2' })).json();
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.pagination.total).toBe(3);
  });

  it('keeps covers that are absent or hosted elsewhere', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/articles?category=patarimai-pirkejams' })).json() as { data: ArticleSummary[] };
    expect(body.data.find((a) => a.slug === 'kaip-pirkti')?.cover).toBeNull();
    const money = (await t.app.inject({ method: 'GET', url: '/api/articles?category=finansavimas' })).json() as { data: ArticleSummary[] };
    expect(money.data.find((a) => a.slug === 'lizingas')?.cover?.url).toBe('https://cdn.example.lt/lizingas.webp');
  });

  it('answers an empty category or an unknown one with an empty list', async () => {
    for (const category of ['naujienos', 'nera-tokios']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/articles?category=${category}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    }
  });

  it('answers bad paging with 400 and ignores unknown parameters', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/articles?page=nulis' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Neteisinga reikšmė');
    expect((await t.app.inject({ method: 'GET', url: '/api/articles?pageSize=51' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/articles?utm_source=naujienlaiskis' })).statusCode).toBe(200);
  });

  it('returns one article with its stored HTML', async () => {
    t.queries.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/articles/lizingas' });
    expect(t.queries).toHaveLength(1);
    expect(res.statusCode).toBe(200);
    const article = res.json().data as Article;
    expect(article.content).toBe('<h2>Antraštė</h2>\n<p>Tekstas apie <strong>lizingas</strong>.</p>');
    expect(article.category?.slug).toBe('finansavimas');
  });

  it('answers 404 in Lithuanian for unknown and not yet published articles', async () => {
    for (const slug of ['nera', 'rytojaus', 'NE%20SLUG']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/articles/${slug}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Straipsnis nerastas');
    }
  });
});
