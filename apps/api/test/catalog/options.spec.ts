import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { ensureMakeModel } from './cars';

describe('option lists (spec §7)', () => {
  let t: TestApp;
  let toyotaId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    await ensureMakeModel(t.db, 'volvo', 'xc60', { make: 'Volvo', model: 'XC60' });
    await ensureMakeModel(t.db, 'skoda', 'octavia', { make: 'Škoda', model: 'Octavia' });
    await ensureMakeModel(t.db, 'skoda', 'fabia', { make: 'Škoda', model: 'Fabia' });
    await ensureMakeModel(t.db, 'audi', 'a4', { make: 'Audi', model: 'A4' });
    toyotaId = (await ensureMakeModel(t.db, 'toyota', 'rav4', { make: 'Toyota', model: 'RAV4' })).makeId;
    await ensureMakeModel(t.db, 'toyota', 'corolla', { make: 'Toyota', model: 'Corolla' });
    await ensureMakeModel(t.db, 'toyota', 'auris', { make: 'Toyota', model: 'Auris' });
    await ensureMakeModel(t.db, 'subaru', 'outback', { make: 'Subaru', model: 'Outback' });

    const comfort = await t.db.insertInto('car_feature_categories').values({ name: 'Komfortas', position: 1 }).returning('id').executeTakeFirstOrThrow();
    const safety = await t.db.insertInto('car_feature_categories').values({ name: 'Saugumas', position: 0 }).returning('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('car_features')
      .values([
        { category_id: comfort.id, name: 'Šildomos sėdynės', position: 0 },
        { category_id: safety.id, name: 'Isofix tvirtinimai', position: 1 },
        { category_id: safety.id, name: 'ABS', position: 0 },
      ])
      .execute();
    await t.db.insertInto('car_feature_categories').values({ name: 'Kita', position: 2 }).execute();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists makes by name (Škoda among the S), accepting and ignoring Strapi params, cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/car-makes?sort=name:asc&pagination[page]=1&pagination[pageSize]=9999' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const body = res.json();
    expect(body.data.map((m: { name: string }) => m.name)).toEqual(['Audi', 'Škoda', 'Subaru', 'Toyota', 'Volvo']);
    expect(Object.keys(body.data[0]).sort()).toEqual(['id', 'name', 'slug']);
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 9999, pageCount: 1, total: 5 });
  });

  it('lists the models of a make by id and by slug, by name', async () => {
    for (const key of [String(toyotaId), 'toyota']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/car-model/${key}?sort=name:asc` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(res.json().data.map((m: { name: string }) => m.name)).toEqual(['Auris', 'Corolla', 'RAV4']);
    }
  });

  it('answers an unknown make with an empty list, and a malformed one with 400', async () => {
    for (const key of ['lada', '999999', '99999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/car-model/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/car-model/ne%20slug!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Neteisinga reikšmė');
  });

  it('lists feature categories with their features in form order, in one query', async () => {
    t.queries.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/car-feature-categories' });
    expect(t.queries).toHaveLength(1);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const data = res.json().data as { id: number; name: string; features: { id: number; name: string }[] }[];
    expect(data.map((c) => [c.name, c.features.map((f) => f.name)])).toEqual([
      ['Saugumas', ['ABS', 'Isofix tvirtinimai']],
      ['Komfortas', ['Šildomos sėdynės']],
      ['Kita', []],
    ]);
    expect(typeof data[0]?.features[0]?.id).toBe('number');
  });
});
