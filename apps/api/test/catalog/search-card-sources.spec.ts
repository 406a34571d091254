import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser, type TestUser } from '../helpers/fixtures';
import { ensureMakeModel, insertCar } from './cars';

/**
 * A search page reads `car_advertisements` alone (modules/catalog/README.md): the cover is the
 * listing's `cover_hash`, kept by a trigger on `car_images` (migration 0007), and the make and
 * model names come from the in-process directory (modules/catalog/make-model-names.ts). These
 * tests change pictures and reference data behind the API's back — plain SQL, as a seed or a
 * hand fix would — and check that the cards still show what the tables hold.
 */
describe('search cards: cover column and names directory', () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createUser(t.app, t.db, { profile: 'company' });
  });
  afterAll(async () => {
    await t.close();
  });

  const coverOf = async (carId: number) =>
    (await t.db.selectFrom('car_advertisements').select('cover_hash').where('id', '=', carId).executeTakeFirstOrThrow()).cover_hash;

  /** The search card of a car (caches cleared first: the tests write behind the API's back). */
  async function card(carId: number, query = 'pageSize=50') {
    t.app.catalogCache.clear();
    const res = await t.app.inject({ method: 'GET', url: `/api/car-advertisements?${query}` });
    expect(res.statusCode).toBe(200);
    const found = (res.json().data as { id: number; headerImage: { url: string } | null; carMake: { name: string; slug: string }; carModel: { name: string; slug: string } }[]).find(
      (c) => c.id === carId,
    );
    if (!found) throw new Error(`car ${carId} is not on the page`);
    return found;
  }

  const image = (carId: number, hash: string, position: number, isCover = false) => ({
    car_advertisement_id: carId,
    hash,
    ext: '.webp',
    width: 1200,
    height: 800,
    position,
    is_cover: isCover,
  });

  it('follows every change of a car’s pictures: flagged cover, else the first by position, else none', async () => {
    const car = await insertCar(t.db, owner.id, { images: [{ hash: 'aaaa0001' }, { hash: 'aaaa0002', isCover: true }] });
    const other = await insertCar(t.db, owner.id, { images: [{ hash: 'bbbb0001' }] });
    expect(await coverOf(car.id)).toBe('aaaa0002');
    expect((await card(car.id)).headerImage?.url).toContain('aaaa0002');

    // The flag removed: the first by position.
    await t.db.updateTable('car_images').set({ is_cover: false }).where('hash', '=', 'aaaa0002').execute();
    expect(await coverOf(car.id)).toBe('aaaa0001');
    // Reordered.
    await t.db.updateTable('car_images').set({ position: 5 }).where('hash', '=', 'aaaa0001').execute();
    expect(await coverOf(car.id)).toBe('aaaa0002');
    // A new picture flagged as the cover.
    await t.db.insertInto('car_images').values(image(car.id, 'aaaa0003', 9, true)).execute();
    expect(await coverOf(car.id)).toBe('aaaa0003');
    expect((await card(car.id)).headerImage?.url).toContain('aaaa0003');
    // The cover deleted: the first of the others.
    await t.db.deleteFrom('car_images').where('hash', '=', 'aaaa0003').execute();
    expect(await coverOf(car.id)).toBe('aaaa0002');
    // A picture moved to another car (no route does this; the trigger still keeps both right).
    await t.db.updateTable('car_images').set({ car_advertisement_id: other.id, position: -1, is_cover: true }).where('hash', '=', 'aaaa0002').execute();
    expect(await coverOf(car.id)).toBe('aaaa0001');
    expect(await coverOf(other.id)).toBe('aaaa0002');
    // No pictures left: no cover.
    await t.db.deleteFrom('car_images').where('car_advertisement_id', '=', car.id).execute();
    expect(await coverOf(car.id)).toBeNull();
    expect((await card(car.id)).headerImage).toBeNull();
    // The other car was only touched by the move.
    expect((await card(other.id)).headerImage?.url).toContain('aaaa0002');
  });

  it('a car inserted without pictures has no cover', async () => {
    const car = await insertCar(t.db, owner.id);
    expect(await coverOf(car.id)).toBeNull();
    expect((await card(car.id)).headerImage).toBeNull();
  });

  it('shows a make and model added after the directory was read, and filters by them at once', async () => {
    const first = await insertCar(t.db, owner.id, { make: 'toyota', model: 'corolla' });
    // The directory is read by this search.
    expect((await card(first.id)).carMake).toEqual({ id: expect.any(Number), name: 'Toyota', slug: 'toyota' });

    // A make and a model the directory has not seen, added behind its back (as a later start's seed would).
    await ensureMakeModel(t.db, 'lynk-co', '01', { make: 'Lynk & Co', model: '01 PHEV' });
    const later = await insertCar(t.db, owner.id, { make: 'lynk-co', model: '01', price: 31_000 });
    // The filter resolves slugs in SQL: found at once.
    const byMake = await card(later.id, 'carMake=lynk-co&carModel=01');
    // The card names come from the directory, read again because the row names an unknown id.
    expect(byMake.carMake).toEqual({ id: expect.any(Number), name: 'Lynk & Co', slug: 'lynk-co' });
    expect(byMake.carModel).toEqual({ id: expect.any(Number), name: '01 PHEV', slug: '01' });
    // And the cars it knew keep their names.
    expect((await card(first.id)).carModel.name).toBe('Corolla');
  });
});
