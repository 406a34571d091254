import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { insertCar } from '../catalog/cars';

/**
 * 'Rezervuotas' and 'Parduotas / išnuomotas' (issue 16 fleet tools): the owner sets a car's sale
 * status without the team's review. Reserved stays in the search and on its page with the status;
 * sold leaves the search at once (the search caches follow listing writes) while its page stays
 * and answers the status; similar cars come from the API.
 */
describe('sale status of a car', () => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let team: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, t.db, { profile: 'company' });
    stranger = await createUser(t.app, t.db, { profile: 'company' });
    team = await createTeamUser(t.app, t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const mark = (user: TestUser, id: number | string, saleStatus: string) =>
    t.app.inject({ method: 'PUT', url: '/api/car-advertisement/change-sale-status', headers: user.auth, payload: { id, saleStatus } });
  const search = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/car-advertisements?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { slug: string; saleStatus: string }[]; meta: { pagination: { total: number } } }>();
  };
  const page = (slug: string) => t.app.inject({ method: 'GET', url: `/api/car-advertisements/${slug}` });
  const rowOf = (id: number) =>
    t.db.selectFrom('car_advertisements').select(['sale_status', 'review_status', 'visibility', 'reviewed_at']).where('id', '=', id).executeTakeFirstOrThrow();

  it('keeps a reserved car in the search and on its page, with its status', async () => {
    const car = await insertCar(t.db, owner.id, { make: 'rezervo', model: 'modelis' });
    // Read once first: the cached answer must not outlive the change.
    expect((await search('carMake=rezervo')).data.map((c) => c.saleStatus)).toEqual(['available']);
    const res = await mark(owner, car.id, 'reserved');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: car.id, saleStatus: 'reserved', reviewStatus: 'approved', visibility: 'visible' });
    expect((await search('carMake=rezervo')).data).toEqual([expect.objectContaining({ slug: car.slug, saleStatus: 'reserved' })]);
    const public_ = await page(car.slug);
    expect(public_.statusCode).toBe(200);
    expect(public_.json().data.saleStatus).toBe('reserved');
  });

  it('takes a sold car out of the search at once, keeps its page, needs no review, and can put it back', async () => {
    const car = await insertCar(t.db, owner.id, { make: 'pardavimo', model: 'modelis' });
    const before = await rowOf(car.id);
    expect((await search('carMake=pardavimo')).meta.pagination.total).toBe(1);

    expect((await mark(owner, String(car.id), 'sold')).statusCode).toBe(200);
    const afterSearch = await search('carMake=pardavimo');
    expect(afterSearch.data).toEqual([]);
    expect(afterSearch.meta.pagination.total).toBe(0);
    // Also gone from an unfiltered search (the sitemap reads it).
    expect((await search('pageSize=50')).data.map((c) => c.slug)).not.toContain(car.slug);
    const sold = await page(car.slug);
    expect(sold.statusCode).toBe(200);
    expect(sold.json().data).toMatchObject({ slug: car.slug, saleStatus: 'sold' });
    // The review is untouched: nothing went back to the queue.
    expect(await rowOf(car.id)).toEqual({ ...before, sale_status: 'sold' });

    expect((await mark(owner, car.id, 'available')).statusCode).toBe(200);
    expect((await search('carMake=pardavimo')).data.map((c) => c.slug)).toEqual([car.slug]);
  });

  it('answers 404 to another owner and to the team, and changes nothing', async () => {
    const car = await insertCar(t.db, owner.id);
    for (const user of [stranger, team]) {
      const res = await mark(user, car.id, 'sold');
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ status: 404, message: 'Nerasta' });
    }
    expect((await rowOf(car.id)).sale_status).toBe('available');
    expect((await mark(owner, 99999999, 'sold')).statusCode).toBe(404);
  });

  it('refuses a missing or unknown status with the form messages', async () => {
    const car = await insertCar(t.db, owner.id);
    const res = await mark(owner, car.id, 'rented');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.errors).toEqual([{ path: ['saleStatus'], message: 'Neteisinga reikšmė' }]);
    const empty = await t.app.inject({ method: 'PUT', url: '/api/car-advertisement/change-sale-status', headers: owner.auth, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/car-advertisement/change-sale-status', payload: { id: car.id, saleStatus: 'sold' } })).statusCode).toBe(401);
  });

  it('lists the sale status on the owner\'s account and in the edit form\'s read', async () => {
    const car = await insertCar(t.db, owner.id);
    await mark(owner, car.id, 'reserved');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: owner.auth });
    const own = me.json<{ carAdvertisements: { id: number; saleStatus: string }[] }>().carAdvertisements.find((c) => c.id === car.id);
    expect(own?.saleStatus).toBe('reserved');
    const mine = await t.app.inject({ method: 'GET', url: `/api/car-advertisement/mine/${car.id}`, headers: owner.auth });
    expect(mine.json().saleStatus).toBe('reserved');
  });

  describe('GET /api/car-advertisements/:slug/similar', () => {
    it('suggests public, unsold cars of the same make or body type within ±30 % of the price, same make first', async () => {
      const { id: sold, slug } = await insertCar(t.db, owner.id, { make: 'panasu', model: 'a', body_type: 'suv', price: 10000 });
      await mark(owner, sold, 'sold');
      const sameMakeFar = await insertCar(t.db, owner.id, { make: 'panasu', model: 'b', body_type: 'sedan', price: 12900 });
      const sameMakeNear = await insertCar(t.db, owner.id, { make: 'panasu', model: 'c', body_type: 'sedan', price: 10500 });
      const sameBody = await insertCar(t.db, owner.id, { make: 'kita-marke', model: 'd', body_type: 'suv', price: 9800 });
      const reserved = await insertCar(t.db, owner.id, { make: 'kita-marke', model: 'e', body_type: 'suv', price: 7100 });
      await mark(owner, reserved.id, 'reserved');
      // Not similar: too dear, too cheap, other make and body, sold, hidden, waiting for review.
      await insertCar(t.db, owner.id, { make: 'panasu', model: 'f', price: 13100 });
      await insertCar(t.db, owner.id, { make: 'panasu', model: 'g', price: 6900 });
      await insertCar(t.db, owner.id, { make: 'kita-marke', model: 'h', body_type: 'sedan', price: 10000 });
      const otherSold = await insertCar(t.db, owner.id, { make: 'panasu', model: 'i', price: 10000 });
      await mark(owner, otherSold.id, 'sold');
      await insertCar(t.db, owner.id, { make: 'panasu', model: 'j', price: 10000, visibility: 'hidden' });
      await insertCar(t.db, owner.id, { make: 'panasu', model: 'k', price: 10000, review_status: 'pending' });

      const res = await t.app.inject({ method: 'GET', url: `/api/car-advertisements/${slug}/similar` });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ data: { slug: string }[] }>().data.map((c) => c.slug)).toEqual([
        sameMakeNear.slug,
        sameMakeFar.slug,
        sameBody.slug,
        reserved.slug,
      ]);
    });

    it('answers 404 for a car that is not public, or a malformed slug', async () => {
      const hidden = await insertCar(t.db, owner.id, { visibility: 'hidden' });
      for (const slug of [hidden.slug, 'nera-tokio', 'NE%20slug']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/car-advertisements/${slug}/similar` });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe('Skelbimas nerastas');
      }
    });
  });
});
