import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { pagination, toSearchCard } from '../../src/modules/catalog/catalog.mapper';
import { searchPublicCars, type CarSearch } from '../../src/modules/catalog/catalog.repository';
import { MemoryRateLimitStore } from '../../src/plugins/rate-limit';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser, type TestUser } from '../helpers/fixtures';
import { ensureMakeModel, insertCar } from './cars';

/**
 * The search's cached answers (modules/catalog/catalog-cache.ts) and its compiled serializer
 * (http/serializer.ts): a cached answer is the same bytes as an uncached one, both are what
 * JSON.stringify writes for the same data, and a listing change through the API shows at once.
 */
describe('search answers: cached per URL, compiled, and forgotten on every listing change', () => {
  let t: TestApp;
  /** A second API on the same database with no cached answers: what an uncached request answers. */
  let uncached: FastifyInstance;
  let owner: TestUser;
  let skodaId: number;

  const get = (app: FastifyInstance, query: string) => app.inject({ method: 'GET', url: `/api/car-advertisements${query ? `?${query}` : ''}` });
  const idsOf = (body: string) => (JSON.parse(body) as { data: { id: number }[] }).data.map((car) => car.id);
  const changeVisibility = (id: number, visibility: 'hidden' | 'visible') =>
    t.app.inject({ method: 'PUT', url: '/api/car-advertisement/change-visibility', headers: owner.auth, payload: { id, visibility } });

  beforeAll(async () => {
    t = await buildTestApp();
    uncached = await buildApp({ config: t.config, db: t.db, rateLimitStore: new MemoryRateLimitStore(), logger: false, searchPageTtlMs: 0 });
    await uncached.ready();
    owner = await createUser(t.app, t.db, { profile: 'company' });
    // Names that a hand-written or compiled serializer could get wrong: non-ASCII, quotes, a backslash.
    await ensureMakeModel(t.db, 'skoda', 'octavia', { make: 'Škoda', model: 'Octavia "Combi" \\ RS' });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    skodaId = (
      await insertCar(t.db, owner.id, {
        make: 'skoda',
        model: 'octavia',
        is_for_taxi: true,
        fuel_type: 'diesel',
        price: 9_500,
        created_at: day(1),
        images: [{ hash: 'dddd0001' }, { hash: 'dddd0002', isCover: true }],
      })
    ).id;
    await insertCar(t.db, owner.id, { make: 'toyota', model: 'corolla', fuel_type: 'hybrid', price: 15_000, created_at: day(2) });
    await insertCar(t.db, owner.id, { make: 'bmw', model: 'x5', fuel_type: 'diesel', price: 45_000, created_at: day(3), images: [{ hash: 'eeee0001' }] });
  });
  afterAll(async () => {
    await uncached.close();
    await t.close();
  });

  const QUERIES = [
    '',
    'carMake=skoda',
    'sort=priceAsc&pageSize=2&page=2',
    'fuelType=diesel,petrol&utm_source=facebook',
    'isForTaxi=false&sort=priceDesc',
    'carMake=lada',
    'pageSize=2&page=99',
  ];

  it.each(QUERIES)('answers "%s" from the cache the second time, byte for byte as without the cache', async (query) => {
    const first = await get(t.app, query);
    expect(first.statusCode).toBe(200);
    t.queries.length = 0;
    const second = await get(t.app, query);
    expect(t.queries).toHaveLength(0);
    const plain = await get(uncached, query);
    for (const res of [second, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(first.body);
      expect(res.headers['content-type']).toBe(first.headers['content-type']);
      expect(res.headers['content-length']).toBe(first.headers['content-length']);
    }
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    // The compiled serializer writes exactly what JSON.stringify writes for the same object.
    expect(first.body).toBe(JSON.stringify(JSON.parse(first.body)));
  });

  it('writes every field the mapper builds, as JSON.stringify would (no field dropped by the compiled schema)', async () => {
    const filter: CarSearch = { fuelType: [], gearbox: [], bodyType: [], drivetrain: [], page: 1, pageSize: 10, sort: 'newest' };
    const result = await searchPublicCars(t.db, filter);
    // The names read here straight from the tables, not through the app's directory of names.
    const makes = new Map((await t.db.selectFrom('car_makes').select(['id', 'name', 'slug']).execute()).map((m) => [m.id, m]));
    const models = new Map((await t.db.selectFrom('car_models').select(['id', 'name', 'slug']).execute()).map((m) => [m.id, m]));
    const namesOf = (row: { make_id: number; model_id: number }) => {
      const make = makes.get(row.make_id);
      const model = models.get(row.model_id);
      if (!make || !model) throw new Error(`no make ${row.make_id} or model ${row.model_id}`);
      return { make, model };
    };
    const expected = JSON.stringify({
      data: result.rows.map((row) => toSearchCard(t.app.storage, row, namesOf(row))),
      meta: { pagination: pagination(1, 10, result.total), totalIsCapped: result.totalIsCapped },
    });
    expect((await get(uncached, 'sort=newest')).body).toBe(expected);
    expect(expected).toContain('"name":"Škoda"');
    expect(expected).toContain('"headerImage":null');
  });

  it('never caches a refused request', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await get(t.app, 'pageSize=51');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.name).toBe('ValidationError');
    }
  });

  it('shows a listing hidden, shown or deleted through the API at once', async () => {
    const query = 'carMake=skoda&fuelType=diesel';
    expect(idsOf((await get(t.app, query)).body)).toEqual([skodaId]);
    expect(idsOf((await get(t.app, query)).body)).toEqual([skodaId]); // now cached

    const hide = await changeVisibility(skodaId, 'hidden');
    expect(hide.statusCode).toBe(200);
    const afterHide = await get(t.app, query);
    expect(idsOf(afterHide.body)).toEqual([]);
    expect(afterHide.json().meta.pagination.total).toBe(0);

    const show = await changeVisibility(skodaId, 'visible');
    expect(show.statusCode).toBe(200);
    expect(idsOf((await get(t.app, query)).body)).toEqual([skodaId]);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/car-advertisement/delete/${skodaId}`, headers: owner.auth });
    expect(removed.statusCode).toBe(200);
    expect(idsOf((await get(t.app, query)).body)).toEqual([]);
    expect(idsOf((await get(t.app, '')).body)).not.toContain(skodaId);
  });
});

describe('search totals: counted afresh when their time is up', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let owner: TestUser;
  const TOTALS_TTL_MS = 1_000;

  beforeAll(async () => {
    t = await buildTestApp();
    // Answers not cached, totals kept 1 s instead of 30: every request reads the page, the total
    // comes from the cache while it lasts.
    app = await buildApp({
      config: t.config,
      db: t.db,
      rateLimitStore: new MemoryRateLimitStore(),
      logger: false,
      searchPageTtlMs: 0,
      searchTotalsTtlMs: TOTALS_TTL_MS,
    });
    await app.ready();
    owner = await createUser(t.app, t.db, { profile: 'company' });
    await ensureMakeModel(t.db, 'toyota', 'corolla');
    await insertCar(t.db, owner.id, { make: 'toyota', model: 'corolla', price: 15_000 });
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const total = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/car-advertisements?carMake=toyota' });
    expect(res.statusCode).toBe(200);
    return (res.json() as { meta: { pagination: { total: number } } }).meta.pagination.total;
  };

  it('however often the filter is searched meanwhile (a total read from the cache does not start its time again)', async () => {
    const counted = Date.now();
    expect(await total()).toBe(1);
    // Written to the database directly, not through the API (which would clear the caches).
    await insertCar(t.db, owner.id, { make: 'toyota', model: 'corolla', price: 16_000 });
    const seen: number[] = [];
    // Searched every 100 ms for three times the totals' lifetime.
    while (Date.now() - counted < 3 * TOTALS_TTL_MS) {
      seen.push(await total());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen.at(-1)).toBe(2);
    // Counted once more, no earlier than the first count's lifetime allowed.
    const recountedAfter = seen.indexOf(2);
    expect(recountedAfter).toBeGreaterThan(0);
    expect(seen.slice(0, recountedAfter).every((value) => value === 1)).toBe(true);
  });
});
