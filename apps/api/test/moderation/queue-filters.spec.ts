import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { insertCar } from '../catalog/cars';

/** The team's listing list (issue 14, Skelbimai): filters by status, owner and make; search by slug, VIN or owner e-mail; pages from the server. */
describe('moderation queue filters and search', () => {
  let t: TestApp;
  let team: TestUser;
  let ona: TestUser;
  let jonas: TestUser;
  const cars: Record<string, { id: number; slug: string }> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    team = await createTeamUser(t.app, t.db);
    ona = await createUser(t.app, t.db, { profile: 'company', email: 'Ona.Savininke@pavyzdys.lt' });
    jonas = await createUser(t.app, t.db, { profile: 'company' });
    cars.onaSkoda = await insertCar(t.db, ona.id, { make: 'skoda', model: 'octavia', review_status: 'pending', vin_code: 'TMBJJ7NE5L0000001' });
    cars.onaBmw = await insertCar(t.db, ona.id, { make: 'bmw', model: '320', review_status: 'pending', vin_code: 'WBA8E9G50GNU00002' });
    cars.jonasSkoda = await insertCar(t.db, jonas.id, { make: 'skoda', model: 'octavia', review_status: 'pending', vin_code: 'TMBJJ7NE5L0000003' });
    cars.jonasApproved = await insertCar(t.db, jonas.id, { make: 'skoda', model: 'octavia', review_status: 'approved', vin_code: 'TMBJJ7NE5L0000004' });
    for (let i = 0; i < 11; i += 1) await insertCar(t.db, jonas.id, { make: 'audi', model: 'a4', review_status: 'pending' });
  });
  afterAll(async () => {
    await t.close();
  });

  const ids = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/moderation/car-advertisements${query}`, headers: team.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: { id: number }[]; meta: { pagination: { total: number; pageCount: number } } }>();
    return { ids: body.data.map((c) => c.id), pagination: body.meta.pagination };
  };

  it('filters by owner e-mail (any letter case) and make, within the status', async () => {
    expect((await ids('?owner=ona.savininke%40pavyzdys.lt')).ids).toEqual([cars.onaSkoda.id, cars.onaBmw.id]);
    expect((await ids('?owner=ona.savininke%40pavyzdys.lt&make=skoda')).ids).toEqual([cars.onaSkoda.id]);
    expect((await ids('?make=skoda')).ids).toEqual([cars.onaSkoda.id, cars.jonasSkoda.id]);
    expect((await ids('?make=skoda&status=approved')).ids).toEqual([cars.jonasApproved.id]);
  });

  it('finds a listing by its slug, its VIN or its owner’s e-mail', async () => {
    expect((await ids(`?q=${cars.onaBmw.slug}`)).ids).toEqual([cars.onaBmw.id]);
    expect((await ids('?q=tmbjj7ne5l0000003')).ids).toEqual([cars.jonasSkoda.id]);
    expect((await ids('?q=ONA.SAVININKE%40pavyzdys.lt')).ids).toEqual([cars.onaSkoda.id, cars.onaBmw.id]);
    expect((await ids('?q=niekas')).ids).toEqual([]);
  });

  it('pages on the server with the filtered total', async () => {
    const first = await ids(`?owner=${encodeURIComponent(jonas.email)}`);
    expect(first.ids).toHaveLength(10);
    expect(first.pagination).toMatchObject({ total: 12, pageCount: 2 });
    expect((await ids(`?owner=${encodeURIComponent(jonas.email)}&page=2`)).ids).toHaveLength(2);
  });

  it('answers bad filters with field errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/moderation/car-advertisements?owner=ne-pastas&make=Ne%20slug', headers: team.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { details: { errors: { path: string[] }[] } } }>().error.details.errors.map((e) => e.path[0]).sort()).toEqual(['make', 'owner']);
  });
});
