import sharp from 'sharp';
import { sql } from 'kysely';
import type { TeamArticle, TeamArticleSummary } from '@ratai/domain';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { multipart } from '../listings/listing-helpers';
import { articleSlugBase } from '../../src/modules/articles/team-articles';

/**
 * The team's article editor (issue 14, 'Straipsniai'): drafts, publish now or later, unpublish,
 * the cover with its alternative text, the preview — and that the marketplace's public routes
 * (the list, the article, which the sitemap pages through) follow each change at once.
 */

const BASE = '/api/moderation/articles';
const input = (overrides: Record<string, unknown> = {}) => ({
  title: 'Kaip išsirinkti naudotą automobilį',
  categoryId: 0,
  excerpt: 'Ką patikrinti prieš pasirašant nuomos sutartį.',
  markdown: '## Rida\n\nPatikrinkite **ridą** ir [servisą](https://ratai.lt).\n\n<script>alert(1)</script><img src=x onerror=alert(1)>',
  ...overrides,
});

describe('team articles API', () => {
  let t: TestApp;
  let team: TestUser;
  let owner: TestUser;
  let categoryId: number;
  let png: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    team = await createTeamUser(t.app, t.db);
    owner = await createUser(t.app, t.db, { profile: 'company' });
    categoryId = (
      await t.db.insertInto('article_categories').values({ slug: 'patarimai-pirkejams', name: 'Patarimai pirkėjams', position: 0 }).returning('id').executeTakeFirstOrThrow()
    ).id;
    png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 120, b: 90 } } }).png().toBuffer();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, auth = team.auth) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await send('POST', BASE, input({ categoryId, ...overrides }));
    expect(res.statusCode).toBe(201);
    return res.json<{ data: TeamArticle }>().data;
  };
  const auditOf = (id: number) =>
    t.db.selectFrom('audit_log').select(['action', 'actor_id']).where('target_type', '=', 'article').where('target_id', '=', String(id)).orderBy('id').execute();
  const publicSlugs = async () => (await t.app.inject({ method: 'GET', url: '/api/articles?pageSize=50' })).json<{ data: { slug: string }[] }>().data.map((a) => a.slug);

  it('creates a draft with a transliterated slug and sanitised HTML, and logs it', async () => {
    const article = await create();
    expect(article).toMatchObject({ slug: 'kaip-issirinkti-naudota-automobili', status: 'draft', publishedAt: null, cover: null, category: { id: categoryId } });
    expect(article.content).toContain('<strong>ridą</strong>');
    expect(article.content).toContain('rel="noopener"');
    expect(article.content).not.toMatch(/script|onerror|<img/);
    expect(article.markdown).toContain('<script>');
    expect(await auditOf(article.id)).toEqual([{ action: 'article.create', actor_id: team.id }]);
    // A draft is not on the marketplace.
    expect(await publicSlugs()).not.toContain(article.slug);
    expect((await t.app.inject({ method: 'GET', url: `/api/articles/${article.slug}` })).statusCode).toBe(404);
  });

  it('gives a second article of the same title the next free slug', async () => {
    const again = await create();
    expect(again.slug).toBe('kaip-issirinkti-naudota-automobili-2');
    expect(articleSlugBase('Ąžuolas ir ŠŪŽ — 2026 m. 🚗')).toBe('azuolas-ir-suz-2026-m');
    expect(articleSlugBase('🚗🚗')).toBe('straipsnis');
  });

  it('publishes now: the public list and article show it at once; unpublish takes it off again', async () => {
    const article = await create({ title: 'Lizingas ar nuoma' });
    const published = await send('POST', `${BASE}/${article.id}/publish`, {});
    expect(published.statusCode).toBe(200);
    expect(published.json<{ data: TeamArticle }>().data.status).toBe('published');
    expect(await publicSlugs()).toContain('lizingas-ar-nuoma');
    const page = await t.app.inject({ method: 'GET', url: '/api/articles/lizingas-ar-nuoma' });
    expect(page.statusCode).toBe(200);
    // Shortened from 300 s so a team member sees a change on the marketplace within a minute.
    expect(page.headers['cache-control']).toBe('public, max-age=60');

    const edited = await send('PUT', `${BASE}/${article.id}`, input({ categoryId, title: 'Lizingas ar nuoma: kas pigiau', markdown: 'Naujas **tekstas** čia, ilgesnis nei dvidešimt.' }));
    expect(edited.statusCode).toBe(200);
    // Once public, the address stays.
    expect(edited.json<{ data: TeamArticle }>().data.slug).toBe('lizingas-ar-nuoma');
    const reread = (await t.app.inject({ method: 'GET', url: '/api/articles/lizingas-ar-nuoma' })).json<{ data: { title: string; content: string } }>().data;
    expect(reread).toMatchObject({ title: 'Lizingas ar nuoma: kas pigiau', content: '<p>Naujas <strong>tekstas</strong> čia, ilgesnis nei dvidešimt.</p>' });

    const withdrawn = await send('POST', `${BASE}/${article.id}/unpublish`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<{ data: TeamArticle }>().data).toMatchObject({ status: 'draft', publishedAt: null });
    expect(await publicSlugs()).not.toContain('lizingas-ar-nuoma');
    expect((await auditOf(article.id)).map((e) => e.action)).toEqual(['article.create', 'article.publish', 'article.update', 'article.unpublish']);
  });

  it('lets a draft follow its title, schedules a publication and filters the list by status', async () => {
    const article = await create({ title: 'Pirmas pavadinimas' });
    const renamed = await send('PUT', `${BASE}/${article.id}`, input({ categoryId, title: 'Antras pavadinimas' }));
    expect(renamed.json<{ data: TeamArticle }>().data.slug).toBe('antras-pavadinimas');
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
    const scheduled = await send('POST', `${BASE}/${article.id}/publish`, { publishAt: tomorrow });
    expect(scheduled.json<{ data: TeamArticle }>().data).toMatchObject({ status: 'scheduled', publishedAt: tomorrow });
    expect(await publicSlugs()).not.toContain('antras-pavadinimas');

    const list = await send('GET', `${BASE}?status=scheduled`);
    expect(list.statusCode).toBe(200);
    const body = list.json<{ data: TeamArticleSummary[]; meta: { pagination: { total: number; pageSize: number } } }>();
    expect(body.data.map((a) => a.slug)).toEqual(['antras-pavadinimas']);
    expect(body.meta.pagination).toMatchObject({ total: 1, pageSize: 20 });
    expect(list.headers['cache-control']).toBe('no-store');
    const all = await send('GET', BASE);
    expect(all.json<{ meta: { pagination: { total: number } } }>().meta.pagination.total).toBeGreaterThanOrEqual(4);
  });

  it('answers field errors in Lithuanian and keeps nothing', async () => {
    const before = await t.db.selectFrom('articles').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const res = await send('POST', BASE, { title: 'Ab', categoryId: '', excerpt: '', markdown: '' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.errors.map((e: { path: string[]; message: string }) => [e.path.join('.'), e.message]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['categoryId', 'Pasirinkite kategoriją'],
        ['excerpt', 'Įveskite santrauką'],
        ['markdown', 'Įveskite straipsnio tekstą'],
      ]),
    );
    const unknownCategory = await send('POST', BASE, input({ categoryId: 99999 }));
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().error.details.errors).toEqual([{ path: ['categoryId'], message: 'Tokios kategorijos nėra' }]);
    const after = await t.db.selectFrom('articles').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect((await send('GET', `${BASE}/999999`)).statusCode).toBe(404);
    expect((await send('POST', `${BASE}/999999/publish`, {})).statusCode).toBe(404);
  });

  it('previews Markdown with the same sanitising as a save, writing nothing', async () => {
    const res = await send('POST', `${BASE}/preview`, { markdown: '# Sveiki\n\n<iframe src="https://x"></iframe>\n\n[x](javascript:alert(1))' });
    expect(res.statusCode).toBe(200);
    const html: string = res.json().data.html;
    expect(html).toContain('<h1>Sveiki</h1>');
    expect(html).toContain('<a rel="noopener">x</a>');
    expect(html).not.toMatch(/iframe|javascript/);
    expect((await send('POST', `${BASE}/preview`, { markdown: '# x' }, owner.auth)).statusCode).toBe(403);
  });

  describe('cover', () => {
    const upload = async (id: number, fields: Record<string, string>, withFile: boolean) => {
      const body = await multipart(fields, withFile ? [{ field: 'cover', name: 'virselis.png', type: 'image/png', data: png }] : []);
      return t.app.inject({ method: 'POST', url: `${BASE}/${id}/cover`, payload: body.payload, headers: { ...team.auth, ...body.headers } });
    };

    it('stores a re-encoded cover with its alternative text, replaces it and deletes the old file', async () => {
      const article = await create({ title: 'Viršelio straipsnis' });
      const noFile = await upload(article.id, { alternativeText: 'Žalias automobilis' }, false);
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().error.details.errors).toEqual([{ path: ['cover'], message: 'Pasirinkite viršelio nuotrauką' }]);

      const res = await upload(article.id, { alternativeText: 'Žalias automobilis kieme' }, true);
      expect(res.statusCode).toBe(200);
      const cover = res.json<{ data: TeamArticle }>().data.cover;
      expect(cover?.alternativeText).toBe('Žalias automobilis kieme');
      expect(cover?.url).toMatch(/\/api\/uploads\/articles\/[0-9a-f]{32}\.webp$/);
      const stored = await t.storedFiles('articles/');
      expect(stored).toHaveLength(1);
      expect((await sharp(await t.readStoredFile(`articles/${stored[0]}`)).metadata()).format).toBe('webp');

      const altOnly = await upload(article.id, { alternativeText: 'Žalias automobilis prie namo' }, false);
      expect(altOnly.json<{ data: TeamArticle }>().data.cover).toEqual({ url: cover?.url, alternativeText: 'Žalias automobilis prie namo' });

      png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 40, b: 40 } } }).png().toBuffer();
      const replaced = await upload(article.id, { alternativeText: 'Raudonas automobilis' }, true);
      expect(replaced.statusCode).toBe(200);
      expect(replaced.json<{ data: TeamArticle }>().data.cover?.url).not.toBe(cover?.url);
      expect(await t.storedFiles('articles/')).toHaveLength(1);
      expect((await auditOf(article.id)).map((e) => e.action)).toEqual(['article.create', 'article.cover', 'article.cover', 'article.cover']);
    });

    it('leaves no file behind when the write fails, and refuses a file that is no image', async () => {
      const article = await create({ title: 'Nepavykęs viršelis' });
      const filesBefore = await t.storedFiles('articles/');
      await sql`
        create function refuse_cover() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$
      `.execute(t.db);
      await sql`create trigger refuse_cover before update on articles for each row when (new.cover_alternative_text = 'Nepavyks įrašyti') execute function refuse_cover()`.execute(t.db);
      png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 10, g: 10, b: 200 } } }).png().toBuffer();
      const res = await upload(article.id, { alternativeText: 'Nepavyks įrašyti' }, true);
      expect(res.statusCode).toBe(500);
      expect(await t.storedFiles('articles/')).toEqual(filesBefore);
      expect(await auditOf(article.id)).toEqual([{ action: 'article.create', actor_id: team.id }]);
      await sql`drop trigger refuse_cover on articles`.execute(t.db);

      const body = await multipart({ alternativeText: 'Ne nuotrauka' }, [{ field: 'cover', name: 'x.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') }]);
      const bad = await t.app.inject({ method: 'POST', url: `${BASE}/${article.id}/cover`, payload: body.payload, headers: { ...team.auth, ...body.headers } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details.errors[0].path).toEqual(['cover']);
      expect(await t.storedFiles('articles/')).toEqual(filesBefore);
    });
  });
});
