import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { MemoryRateLimitStore } from '../../src/plugins/rate-limit';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { timeUntil } from '../helpers/time-until';
import { GREEN, RED, listingFields, png, pngFile, seedCatalog, sendForm, type Catalog } from '../listings/listing-helpers';

const QUEUE = '/api/moderation/car-advertisements';

/**
 * Two API instances on one PostgreSQL schema, each with its cached car pages and the change feed
 * (LISTEN/NOTIFY, modules/catalog/catalog-change-feed.ts) as main.ts runs them: a change of the
 * listing through A leaves B's cached car page within a second (B would otherwise answer it for
 * CAR_PAGE_TTL_MS). In one process (two Fastify apps, each with its own cache and feed connection);
 * test/operations/two-instances.postgres.spec.ts does the same with two API processes for the
 * search. PostgreSQL only (`*.postgres.spec.ts`): an embedded PGlite has one instance by definition.
 */
describe('car page answers across two instances', () => {
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let catalog: Catalog;
  let owner: TestUser;
  let team: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    const { databaseUrl, schema } = t.database;
    if (!databaseUrl) throw new Error('*.postgres.spec.ts runs with DATABASE_URL only');
    const instance = () =>
      buildApp({ config: t.config, db: t.db, rateLimitStore: new MemoryRateLimitStore(), logger: false, catalogChanges: { databaseUrl, schema } });
    a = await instance();
    b = await instance();
    await Promise.all([a.ready(), b.ready()]);
    catalog = await seedCatalog(t.db);
    owner = await createUser(t.app, t.db, { profile: 'company' });
    team = await createTeamUser(t.app, t.db);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await t?.close();
  });

  const page = async (app: FastifyInstance, slug: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/car-advertisements/${slug}` });
    return { status: res.statusCode, car: res.statusCode === 200 ? res.json<{ data: { price: number; saleStatus: string } }>().data : null };
  };

  /**
   * Reads the page through `app` until an answer comes from its cache (no SQL). The notification
   * of the previous change may reach `app` after its first read here and clear what it cached:
   * then it reads once more (at most 5 tries).
   */
  async function cachedOn(app: FastifyInstance, slug: string) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const first = await page(app, slug);
      expect(first.status).toBe(200);
      t.queries.length = 0;
      const again = await page(app, slug);
      if (t.queries.length === 0) return again;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the car page ${slug} was never answered from the cache`);
  }

  it("the owner's hide, the team's hide and an approved edit through A leave B's cached page within 1 s, and back", async () => {
    const form = await sendForm({ ...t, app: a }, 'POST', '/api/car-advertisement/create', owner.auth, listingFields(catalog), [
      pngFile('headerImage', await png(501, 200, RED)),
      pngFile('gallery', await png(501, 201, GREEN)),
    ]);
    expect(form.statusCode).toBe(201);
    const car = form.json<{ id: number; slug: string }>();
    // Pending: 404 (never cached).
    expect((await page(b, car.slug)).status).toBe(404);
    expect((await a.inject({ method: 'POST', url: `${QUEUE}/${car.id}/approve`, headers: team.auth })).statusCode).toBe(200);
    expect(await timeUntil(() => page(b, car.slug), (r) => r.status === 200, 1000)).toBeLessThanOrEqual(1000);

    // The owner hides it through A.
    await cachedOn(b, car.slug);
    const hide = await a.inject({ method: 'PUT', url: '/api/car-advertisement/change-visibility', headers: owner.auth, payload: { id: car.id, visibility: 'hidden' } });
    expect(hide.statusCode).toBe(200);
    expect(await timeUntil(() => page(b, car.slug), (r) => r.status === 404, 1000)).toBeLessThanOrEqual(1000);
    const show = await a.inject({ method: 'PUT', url: '/api/car-advertisement/change-visibility', headers: owner.auth, payload: { id: car.id, visibility: 'visible' } });
    expect(show.statusCode).toBe(200);
    expect(await timeUntil(() => page(b, car.slug), (r) => r.status === 200, 1000)).toBeLessThanOrEqual(1000);

    // The team hides it through B; A had it cached.
    await cachedOn(a, car.slug);
    expect((await b.inject({ method: 'POST', url: `${QUEUE}/${car.id}/hide`, headers: team.auth, payload: { reason: 'Tikriname dokumentus' } })).statusCode).toBe(200);
    expect(await timeUntil(() => page(a, car.slug), (r) => r.status === 404, 1000)).toBeLessThanOrEqual(1000);
    expect((await b.inject({ method: 'POST', url: `${QUEUE}/${car.id}/unhide`, headers: team.auth, payload: { reason: 'Dokumentai patikrinti' } })).statusCode).toBe(200);
    expect(await timeUntil(() => page(a, car.slug), (r) => r.status === 200, 1000)).toBeLessThanOrEqual(1000);

    // An edit approved through A: B's cached page shows the new price.
    const { car: before } = await cachedOn(b, car.slug);
    const price = (before?.price ?? 0) + 2222;
    const mine = (await a.inject({ method: 'GET', url: `/api/car-advertisement/mine/${car.id}`, headers: owner.auth })).json<{ images: { id: number }[] }>();
    const edited = await sendForm({ ...t, app: a }, 'PUT', `/api/car-advertisement/edit/${car.id}`, owner.auth, {
      ...listingFields(catalog, { price: String(price) }),
      keepImageIds: mine.images.map((i) => String(i.id)),
    });
    expect(edited.statusCode).toBe(200);
    const revision = await t.db.selectFrom('car_advertisements').select('id').where('revision_of', '=', car.id).executeTakeFirstOrThrow();
    expect((await a.inject({ method: 'POST', url: `${QUEUE}/${revision.id}/approve`, headers: team.auth })).statusCode).toBe(200);
    expect(await timeUntil(() => page(b, car.slug), (r) => r.car?.price === price, 1000)).toBeLessThanOrEqual(1000);

    // Sold through B: A's cached page says so.
    await cachedOn(a, car.slug);
    const sold = await b.inject({ method: 'PUT', url: '/api/car-advertisement/change-sale-status', headers: owner.auth, payload: { id: car.id, saleStatus: 'sold' } });
    expect(sold.statusCode).toBe(200);
    expect(await timeUntil(() => page(a, car.slug), (r) => r.car?.saleStatus === 'sold', 1000)).toBeLessThanOrEqual(1000);
  });
});
