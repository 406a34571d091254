import { sql } from 'kysely';
import type { CarAdvertisementSummary, Pagination } from '@ratai/domain';
import { SEARCH_TOTAL_CAP } from '../../src/modules/catalog/catalog.repository';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser, type TestUser } from '../helpers/fixtures';
import { ensureMakeModel, insertCar } from './cars';

interface ListBody {
  data: CarAdvertisementSummary[];
  meta: { pagination: Pagination; totalIsCapped: boolean };
}

/** More public cars than the search counts, to see the capped total at work. */
const BULK = SEARCH_TOTAL_CAP + 5;

describe('search total above the cap', () => {
  let t: TestApp;
  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/car-advertisements?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as ListBody;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await createUser(t.app, t.db);
    const { makeId, modelId } = await ensureMakeModel(t.db, 'toyota', 'corolla');
    // One statement for a thousand rows: even diesel, odd petrol; price and odometer grow with g.
    await sql`
      insert into car_advertisements (owner_id, slug, review_status, make_id, model_id, vin_code, production_year,
        body_type, fuel_type, gearbox, door_count, engine_displacement, engine_power, number_of_seats, drivetrain,
        inspection_year, inspection_month, rim_size, air_conditioning, price, average_fuel_consumption, odometer,
        from_price_per_month, created_at)
      select ${owner.id}, 'masinis-' || g, 'approved', ${makeId}, ${modelId}, 'JTDKB20U000000000', 2000 + g % 20,
        'sedan', case when g % 2 = 0 then 'diesel' else 'petrol' end, 'manual', 'fourFive', 1600, 80, 5, 'front',
        2027, 1, 16, 'none', 2000 + g * 10, 6.5, 1000 * g, 100, now() - make_interval(mins => g)
      from generate_series(1, ${BULK}) as g
    `.execute(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the cap with totalIsCapped when more cars match', async () => {
    const body = await list('');
    expect(body.meta).toEqual({
      pagination: { page: 1, pageSize: 10, pageCount: SEARCH_TOTAL_CAP / 10, total: SEARCH_TOTAL_CAP },
      totalIsCapped: true,
    });
  });

  it('counts exactly below the cap', async () => {
    const body = await list('fuelType=diesel');
    expect(body.meta.pagination.total).toBe(Math.floor(BULK / 2));
    expect(body.meta.totalIsCapped).toBe(false);
  });

  it('caps by the requested order, so the first page is right for every sort', async () => {
    expect((await list('sort=priceDesc&pageSize=1')).data[0]?.price).toBe(2000 + BULK * 10);
    expect((await list('sort=priceAsc&pageSize=1')).data[0]?.price).toBe(2010);
    expect((await list('sort=odometerAsc&pageSize=1')).data[0]?.odometer).toBe(1000);
    expect((await list('sort=newest&pageSize=1')).data[0]?.slug).toBe('masinis-1');
  });

  it('keeps the capped total past the last page, within 3 queries', async () => {
    t.queries.length = 0;
    const body = await list(`page=${SEARCH_TOTAL_CAP / 10 + 1}`);
    expect(t.queries.length).toBeLessThanOrEqual(3);
    expect(body.data).toEqual([]);
    expect(body.meta.pagination.total).toBe(SEARCH_TOTAL_CAP);
    expect(body.meta.totalIsCapped).toBe(true);
  });
});

describe('search totals are remembered per filter, and forgotten when a listing changes', () => {
  let t: TestApp;
  let owner: TestUser;
  const totalOf = async (query: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/car-advertisements?${query}` })).json().meta.pagination.total as number;
  const changeVisibility = (id: number, visibility: 'hidden' | 'visible') =>
    t.app.inject({ method: 'PUT', url: '/api/car-advertisement/change-visibility', headers: owner.auth, payload: { id, visibility } });

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, t.db, { profile: 'company' });
    for (let i = 0; i < 3; i += 1) await insertCar(t.db, owner.id, { make: 'audi', model: 'a4' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads a repeated filter with one query, counting only the first time', async () => {
    expect(await totalOf('carMake=audi')).toBe(3);
    t.queries.length = 0;
    expect(await totalOf('carMake=audi&page=1&sort=priceAsc')).toBe(3);
    expect(t.queries).toHaveLength(1);
    expect(t.queries[0]).not.toMatch(/count\(/i);
  });

  it('counts afresh after a listing is hidden through the API', async () => {
    const car = await insertCar(t.db, owner.id, { make: 'audi', model: 'a4' });
    // Written behind the API's back: the remembered total may lag (at most the TTL)…
    expect(await totalOf('carMake=audi')).toBe(3);
    // …but any change through the API forgets it at once.
    const res = await changeVisibility(car.id, 'hidden');
    expect(res.statusCode).toBe(200);
    expect(await totalOf('carMake=audi')).toBe(3);
    const shown = await changeVisibility(car.id, 'visible');
    expect(shown.statusCode).toBe(200);
    expect(await totalOf('carMake=audi')).toBe(4);
  });
});
