import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { filesOf, listingFields, png, pngFile, sendForm, storedFiles, type Catalog } from './listing-helpers';
import { listingSetup, type RgbImages } from './listing-setup';

/** Show/hide, delete and the edit form's read (spec §2.6, §4, §7). */
describe('owner actions on a car advertisement', () => {
  let t: TestApp;
  let catalog: Catalog;
  let owner: TestUser;
  let stranger: TestUser;
  let images: RgbImages;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ catalog, owner, images } = await listingSetup(t, 400, 300));
    stranger = await createUser(t.app, t.db, { profile: 'company' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function listing(user: TestUser, header = images.red): Promise<{ id: number; images: { hash: string }[] }> {
    const res = await sendForm(t, 'POST', '/api/car-advertisement/create', user.auth, listingFields(catalog), [
      pngFile('headerImage', header),
      pngFile('gallery', images.green),
    ]);
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  const visibilityOf = async (id: number) =>
    (await t.db.selectFrom('car_advertisements').select('visibility').where('id', '=', id).executeTakeFirstOrThrow()).visibility;

  describe('PUT /api/car-advertisement/change-visibility', () => {
    it('hides and shows the owner\'s listing and answers the car', async () => {
      const car = await listing(owner);
      const hide = await t.app.inject({ method: 'PUT', url: '/api/car-advertisement/change-visibility', headers: owner.auth, payload: { id: car.id, visibility: 'hidden' } });
      expect(hide.statusCode).toBe(200);
      expect(hide.json()).toMatchObject({ id: car.id, visibility: 'hidden', reviewStatus: 'pending' });
      expect(await visibilityOf(car.id)).toBe('hidden');
      // Ids as text (a form) are read too.
      const show = await t.app.inject({ method: 'PUT', url: '/api/car-advertisement/change-visibility', headers: owner.auth, payload: { id: String(car.id), visibility: 'visible' } });
      expect(show.statusCode).toBe(200);
      expect(await visibilityOf(car.id)).toBe('visible');
    });

    it('answers 404 to another owner and changes nothing', async () => {
      const car = await listing(owner);
      const res = await t.app.inject({ method: 'PUT', url: '/api/car-advertisement/change-visibility', headers: stranger.auth, payload: { id: car.id, visibility: 'hidden' } });
      expect(res.statusCode).toBe(404);
      expect(await visibilityOf(car.id)).toBe('visible');
    });

    it('validates the body', async () => {
      const car = await listing(owner);
      const res = await t.app.inject({ method: 'PUT', url: '/api/car-advertisement/change-visibility', headers: owner.auth, payload: { id: car.id, visibility: 'secret' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.errors).toEqual([{ path: ['visibility'], message: 'Neteisinga reikšmė' }]);
      const empty = await t.app.inject({ method: 'PUT', url: '/api/car-advertisement/change-visibility', headers: owner.auth, payload: {} });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.details.errors).toEqual([
        { path: ['id'], message: 'Laukas yra privalomas' },
        { path: ['visibility'], message: 'Laukas yra privalomas' },
      ]);
    });

    it('answers 401 without a session', async () => {
      const res = await t.app.inject({ method: 'PUT', url: '/api/car-advertisement/change-visibility', payload: { id: 1, visibility: 'hidden' } });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('DELETE /api/car-advertisement/delete/{id}', () => {
    it('deletes the listing, its rows and the files no other listing uses', async () => {
      const uniqueHeader = await png(410, 300, { r: 3, g: 3, b: 250 });
      const car = await listing(owner, uniqueHeader);
      const keeper = await listing(stranger, images.blue); // shares the green gallery photo
      const [headerHash, greenHash] = car.images.map((i) => i.hash);
      expect(keeper.images[1].hash).toBe(greenHash);

      const res = await t.app.inject({ method: 'DELETE', url: `/api/car-advertisement/delete/${car.id}`, headers: owner.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: car.id, deleted: true });
      expect(await t.db.selectFrom('car_advertisements').select('id').where('id', '=', car.id).executeTakeFirst()).toBeUndefined();
      expect(await t.db.selectFrom('car_images').select('id').where('car_advertisement_id', '=', car.id).execute()).toEqual([]);
      expect(await t.db.selectFrom('car_advertisement_features').select('feature_id').where('car_advertisement_id', '=', car.id).execute()).toEqual([]);

      const files = await storedFiles(t);
      for (const name of filesOf(headerHash)) expect(files).not.toContain(name);
      // Still shown by the other owner's listing.
      expect(files).toEqual(expect.arrayContaining(filesOf(greenHash)));

      const again = await t.app.inject({ method: 'DELETE', url: `/api/car-advertisement/delete/${car.id}`, headers: owner.auth });
      expect(again.statusCode).toBe(404);
    });

    it('answers 404 to another owner and to the team, and deletes nothing', async () => {
      const car = await listing(owner);
      const team = await createTeamUser(t.app, t.db);
      const filesBefore = await storedFiles(t);
      for (const user of [stranger, team]) {
        const res = await t.app.inject({ method: 'DELETE', url: `/api/car-advertisement/delete/${car.id}`, headers: user.auth });
        expect(res.statusCode).toBe(404);
      }
      expect(await t.db.selectFrom('car_advertisements').select('id').where('id', '=', car.id).executeTakeFirst()).toEqual({ id: car.id });
      expect(await storedFiles(t)).toEqual(filesBefore);
    });

    it('answers 401 without a session', async () => {
      const car = await listing(owner);
      const res = await t.app.inject({ method: 'DELETE', url: `/api/car-advertisement/delete/${car.id}` });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET /api/car-advertisement/mine/{id}', () => {
    it('answers the full car to its owner, whatever its review status', async () => {
      const car = await listing(owner);
      await t.db.updateTable('car_advertisements').set({ review_status: 'rejected', rejection_reason: 'Trūksta nuotraukų' }).where('id', '=', car.id).execute();
      const res = await t.app.inject({ method: 'GET', url: `/api/car-advertisement/mine/${car.id}`, headers: owner.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        id: car.id,
        reviewStatus: 'rejected',
        rejectionReason: 'Trūksta nuotraukų',
        vinCode: 'WVWZZZ1KZ6W000001',
        carFeatures: catalog.featureIds.slice(0, 2).map((id) => expect.objectContaining({ id })),
      });
      expect(res.json().images).toHaveLength(2);
    });

    it('answers 404 to another owner and 401 without a session', async () => {
      const car = await listing(owner);
      expect((await t.app.inject({ method: 'GET', url: `/api/car-advertisement/mine/${car.id}`, headers: stranger.auth })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/car-advertisement/mine/${car.id}` })).statusCode).toBe(401);
    });
  });

  it('documents the routes in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths as Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    expect(Object.keys(paths['/api/car-advertisement/create']['post'].requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(paths['/api/car-advertisement/edit/{id}']['put']).toBeDefined();
    expect(paths['/api/car-advertisement/change-visibility']['put']).toBeDefined();
    expect(paths['/api/car-advertisement/delete/{id}']['delete']).toBeDefined();
    expect(paths['/api/car-advertisement/mine/{id}']['get']).toBeDefined();
  });
});
