import type { CarAdvertisement } from '@ratai/domain';
import { loadCarBySlug, publicCar } from '../../src/modules/cars/car-read';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/fixtures';
import { insertCar } from './cars';

describe('GET /api/car-advertisements/{slug}', () => {
  let t: TestApp;
  let publicSlug: string;
  let pendingSlug: string;
  let rejectedSlug: string;
  let hiddenSlug: string;
  let plainSlug: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await createUser(t.app, t.db);
    const category = await t.db.insertInto('car_feature_categories').values({ name: 'Saugumas', position: 0 }).returning('id').executeTakeFirstOrThrow();
    const abs = await t.db.insertInto('car_features').values({ category_id: category.id, name: 'ABS', position: 0 }).returning('id').executeTakeFirstOrThrow();
    const car = await insertCar(t.db, owner.id, {
      make: 'skoda',
      model: 'octavia',
      description: 'Tvarkingas automobilis.',
      images: [{ hash: 'cccc0001', isCover: true }, { hash: 'cccc0002' }],
    });
    await t.db.insertInto('car_advertisement_features').values({ car_advertisement_id: car.id, feature_id: abs.id }).execute();
    publicSlug = car.slug;
    pendingSlug = (await insertCar(t.db, owner.id, { review_status: 'pending' })).slug;
    rejectedSlug = (await insertCar(t.db, owner.id, { review_status: 'rejected', rejection_reason: 'Netinka' })).slug;
    hiddenSlug = (await insertCar(t.db, owner.id, { visibility: 'hidden' })).slug;
    // No pictures, no features, no description; a fractional consumption.
    plainSlug = (await insertCar(t.db, owner.id, { make: 'toyota', model: 'corolla', average_fuel_consumption: 4.7 })).slug;
  });
  afterAll(async () => {
    await t.close();
  });

  it('returns the full read model of a public car, without the owner id', async () => {
    t.queries.length = 0;
    const res = await t.app.inject({ method: 'GET', url: `/api/car-advertisements/${publicSlug}` });
    expect(res.statusCode).toBe(200);
    expect(t.queries.length).toBeLessThanOrEqual(3);
    const car = res.json().data as CarAdvertisement & { ownerId?: number };
    expect(car).toMatchObject({
      slug: publicSlug,
      reviewStatus: 'approved',
      visibility: 'visible',
      carMake: { slug: 'skoda' },
      carModel: { slug: 'octavia' },
      description: 'Tvarkingas automobilis.',
      carFeatures: [{ name: 'ABS' }],
    });
    expect(car.images.map((i) => i.hash)).toEqual(['cccc0001', 'cccc0002']);
    expect(car.headerImage?.url).toContain('cccc0001');
    expect(car.ownerId).toBeUndefined();
  });

  it('serialises the car (compiled, http/serializer.ts) exactly as JSON.stringify would, every field included', async () => {
    for (const slug of [publicSlug, plainSlug]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/car-advertisements/${slug}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const car = await loadCarBySlug(t.db, t.app.storage, slug, { publicOnly: true });
      expect(car).not.toBeNull();
      expect(res.body).toBe(JSON.stringify({ data: publicCar(car as NonNullable<typeof car>) }));
    }
    const plain = (await t.app.inject({ method: 'GET', url: `/api/car-advertisements/${plainSlug}` })).json().data as CarAdvertisement;
    expect(plain).toMatchObject({ headerImage: null, images: [], carFeatures: [], description: null, averageFuelConsumption: 4.7 });
  });

  it.each([
    ['pending', () => pendingSlug],
    ['rejected', () => rejectedSlug],
    ['hidden', () => hiddenSlug],
    ['unknown', () => 'nera-tokio-automobilio'],
    ['malformed', () => 'NE%20SLUG!'],
  ])('answers 404 in Lithuanian for a %s car', async (_kind, slug) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/car-advertisements/${slug()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Skelbimas nerastas', details: {} } });
  });
});
