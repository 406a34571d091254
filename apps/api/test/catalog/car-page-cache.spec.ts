import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { MemoryRateLimitStore } from '../../src/plugins/rate-limit';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { GREEN, RED, listingFields, png, pngFile, seedCatalog, sendForm, type Catalog } from '../listings/listing-helpers';

const QUEUE = '/api/moderation/car-advertisements';

/**
 * The public car page's cached answers (modules/catalog/catalog-cache.ts, `cars`): a cached answer
 * is the same bytes as an uncached one, and every change of the listing through the API — the
 * owner's hide, show, sale and edit, the team's hide, unhide, approval and delete — shows on the
 * next read. Across two instances: car-page-cache.postgres.spec.ts.
 */
describe('car page answers: cached per slug and forgotten on every listing change', () => {
  let t: TestApp;
  /** A second API on the same database with no cached car pages: what an uncached request answers. */
  let uncached: FastifyInstance;
  let catalog: Catalog;
  let owner: TestUser;
  let team: TestUser;
  let size = 400;

  beforeAll(async () => {
    t = await buildTestApp();
    uncached = await buildApp({ config: t.config, db: t.db, rateLimitStore: new MemoryRateLimitStore(), logger: false, carPageTtlMs: 0 });
    await uncached.ready();
    catalog = await seedCatalog(t.db);
    owner = await createUser(t.app, t.db, { profile: 'company' });
    team = await createTeamUser(t.app, t.db);
  });
  afterAll(async () => {
    await uncached?.close();
    await t?.close();
  });

  /** A listing submitted by the owner with two photos of its own, approved by the team. */
  async function approvedCar(): Promise<{ id: number; slug: string }> {
    size += 1;
    const res = await sendForm(t, 'POST', '/api/car-advertisement/create', owner.auth, listingFields(catalog), [
      pngFile('headerImage', await png(size, 200, RED)),
      pngFile('gallery', await png(size, 200, GREEN)),
    ]);
    expect(res.statusCode).toBe(201);
    const car = res.json<{ id: number; slug: string }>();
    expect((await t.app.inject({ method: 'POST', url: `${QUEUE}/${car.id}/approve`, headers: team.auth })).statusCode).toBe(200);
    return car;
  }

  const page = (app: FastifyInstance, slug: string) => app.inject({ method: 'GET', url: `/api/car-advertisements/${slug}` });

  /** Reads the page twice and checks that the second answer came from the cache (no SQL); answers it. */
  async function cachedPage(slug: string) {
    const first = await page(t.app, slug);
    expect(first.statusCode).toBe(200);
    t.queries.length = 0;
    const second = await page(t.app, slug);
    expect(t.queries).toHaveLength(0);
    expect(second.body).toBe(first.body);
    return second.json<{ data: { price: number; saleStatus: string; description: string | null } }>().data;
  }

  it('answers a public car from the cache the second time, byte for byte as without the cache', async () => {
    const car = await approvedCar();
    const first = await page(t.app, car.slug);
    expect(first.statusCode).toBe(200);
    t.queries.length = 0;
    const second = await page(t.app, car.slug);
    expect(t.queries).toHaveLength(0);
    const plain = await page(uncached, car.slug);
    for (const res of [second, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(first.body);
      expect(res.headers['content-type']).toBe(first.headers['content-type']);
      expect(res.headers['content-length']).toBe(first.headers['content-length']);
      expect(res.headers['cache-control']).toBe(first.headers['cache-control']);
    }
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.body).toBe(JSON.stringify(JSON.parse(first.body)));
    // The public answer names no owner (the read model's owner id is dropped before it is cached).
    expect(first.json().data.ownerId).toBeUndefined();
    // Turned off, the app reads the database every time.
    t.queries.length = 0;
    await page(uncached, car.slug);
    await page(uncached, car.slug);
    expect(t.queries.length).toBeGreaterThanOrEqual(2);
  });

  it('never caches a 404: a car that is not public asks the database every time', async () => {
    const car = await approvedCar();
    const hidden = await t.app.inject({ method: 'PUT', url: '/api/car-advertisement/change-visibility', headers: owner.auth, payload: { id: car.id, visibility: 'hidden' } });
    expect(hidden.statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      t.queries.length = 0;
      const res = await page(t.app, car.slug);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Skelbimas nerastas');
      expect(t.queries.length).toBeGreaterThan(0);
    }
  });

  it("shows the owner's hide, show, sale and approved edit, and the team's hide, unhide and delete on the next read", async () => {
    const car = await approvedCar();
    const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: owner.auth, payload });
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: team.auth, payload });

    await cachedPage(car.slug);
    expect((await put('/api/car-advertisement/change-visibility', { id: car.id, visibility: 'hidden' })).statusCode).toBe(200);
    expect((await page(t.app, car.slug)).statusCode).toBe(404);
    expect((await put('/api/car-advertisement/change-visibility', { id: car.id, visibility: 'visible' })).statusCode).toBe(200);

    await cachedPage(car.slug);
    expect((await post(`${QUEUE}/${car.id}/hide`, { reason: 'Tikriname dokumentus' })).statusCode).toBe(200);
    expect((await page(t.app, car.slug)).statusCode).toBe(404);
    expect((await post(`${QUEUE}/${car.id}/unhide`, { reason: 'Dokumentai patikrinti' })).statusCode).toBe(200);

    expect((await cachedPage(car.slug)).saleStatus).toBe('available');
    expect((await put('/api/car-advertisement/change-sale-status', { id: car.id, saleStatus: 'sold' })).statusCode).toBe(200);
    expect((await page(t.app, car.slug)).json().data.saleStatus).toBe('sold');

    // An edit of the approved listing is a revision: the public page keeps the approved version
    // until the team approves the revision, then shows the new price.
    const before = await cachedPage(car.slug);
    const mine = (await t.app.inject({ method: 'GET', url: `/api/car-advertisement/mine/${car.id}`, headers: owner.auth })).json<{ images: { id: number }[] }>();
    const edited = await sendForm(t, 'PUT', `/api/car-advertisement/edit/${car.id}`, owner.auth, {
      ...listingFields(catalog, { price: String(before.price + 1111) }),
      keepImageIds: mine.images.map((i) => String(i.id)),
    });
    expect(edited.statusCode).toBe(200);
    expect((await cachedPage(car.slug)).price).toBe(before.price);
    const revision = await t.db.selectFrom('car_advertisements').select('id').where('revision_of', '=', car.id).executeTakeFirstOrThrow();
    expect((await post(`${QUEUE}/${revision.id}/approve`, {})).statusCode).toBe(200);
    expect((await page(t.app, car.slug)).json().data.price).toBe(before.price + 1111);

    await cachedPage(car.slug);
    expect((await post(`${QUEUE}/${car.id}/delete`, { reason: 'Skelbimas dubliuojasi' })).statusCode).toBe(200);
    expect((await page(t.app, car.slug)).statusCode).toBe(404);
  });
});
