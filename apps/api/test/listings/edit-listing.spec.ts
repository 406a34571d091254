import { ONBOARDING_BANNER } from '@ratai/domain';
import { fromPricePerMonth } from '@ratai/pricing';
import { processImage } from '../../src/images/process-image';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import {
  BLUE,
  GREEN,
  GREY,
  RED,
  YELLOW,
  fieldErrors,
  filesOf,
  listingFields,
  listingRowCounts,
  png,
  pngFile,
  seedCatalog,
  sendForm,
  storedFiles,
  type Catalog,
} from './listing-helpers';

const CREATE = '/api/car-advertisement/create';
const edit = (id: number) => `/api/car-advertisement/edit/${id}`;

interface CarBody {
  id: number;
  slug: string;
  reviewStatus: string;
  rejectionReason: string | null;
  price: number;
  fromPricePerMonth: number;
  headerImage: { url: string } | null;
  images: { id: number; hash: string }[];
  carFeatures: { id: number }[];
}

describe('PUT /api/car-advertisement/edit/{id}', () => {
  let t: TestApp;
  let catalog: Catalog;
  let owner: TestUser;
  let stranger: TestUser;
  let images: Record<'red' | 'green' | 'blue' | 'yellow' | 'grey', Buffer>;

  beforeAll(async () => {
    t = await buildTestApp();
    catalog = await seedCatalog(t.db);
    owner = await createUser(t.app, t.db, { profile: 'company' });
    stranger = await createUser(t.app, t.db, { profile: 'personal' });
    const [red, green, blue, yellow, grey] = await Promise.all([RED, GREEN, BLUE, YELLOW, GREY].map((c) => png(640, 480, c)));
    images = { red, green, blue, yellow, grey };
  });
  afterAll(async () => {
    await t.close();
  });

  /** A listing with a (yellow) header and a red, green, blue gallery, already reviewed and rejected. */
  async function approvedListing(header = images.yellow): Promise<CarBody> {
    const res = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog), [
      pngFile('headerImage', header),
      pngFile('gallery', images.red),
      pngFile('gallery', images.green),
      pngFile('gallery', images.blue),
    ]);
    expect(res.statusCode).toBe(201);
    const car: CarBody = res.json();
    await t.db
      .updateTable('car_advertisements')
      .set({ review_status: 'rejected', rejection_reason: 'Neaiškios nuotraukos', reviewed_at: new Date() })
      .where('id', '=', car.id)
      .execute();
    return car;
  }

  it('keeps two images by id, adds one, goes back to review and deletes the dropped files', async () => {
    const car = await approvedListing();
    const [header, red, green, blue] = car.images;
    const res = await sendForm(
      t,
      'PUT',
      edit(car.id),
      owner.auth,
      { ...listingFields(catalog, { price: '12500', carFeatures: [String(catalog.featureIds[2])] }), keepImageIds: [String(blue.id), String(red.id)] },
      [pngFile('gallery', images.grey)],
    );
    expect(res.statusCode).toBe(200);
    const edited: CarBody = res.json();
    expect(edited).toMatchObject({ id: car.id, reviewStatus: 'pending', rejectionReason: null, price: 12500, slug: car.slug });
    expect(edited.fromPricePerMonth).toBe(fromPricePerMonth(12500));
    expect(edited.carFeatures.map((f) => f.id)).toEqual([catalog.featureIds[2]]);
    // The cover was not listed: it stays first; then the kept ones in the order given, then the new one.
    const greyHash = (await processImage(images.grey)).hash;
    expect(edited.images.map((i) => i.hash)).toEqual([header.hash, blue.hash, red.hash, greyHash]);
    expect(edited.images.slice(0, 3).map((i) => i.id)).toEqual([header.id, blue.id, red.id]);
    expect(edited.headerImage?.url).toContain(header.hash);

    const row = await t.db.selectFrom('car_advertisements').selectAll().where('id', '=', car.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ review_status: 'pending', rejection_reason: null, reviewed_at: null, reviewed_by: null, price: 12500 });
    expect(row.from_price_per_month).toBe(fromPricePerMonth(12500));

    const files = await storedFiles(t);
    for (const hash of [header.hash, blue.hash, red.hash, greyHash]) expect(files).toEqual(expect.arrayContaining(filesOf(hash)));
    for (const name of filesOf(green.hash)) expect(files).not.toContain(name);
  });

  it('replaces the cover with a new headerImage and deletes the old cover files', async () => {
    // A header no other listing uses, so its files really have to go.
    const car = await approvedListing(await png(500, 400, { r: 5, g: 250, b: 250 }));
    const [header, red, green, blue] = car.images;
    // Rejected, so the edit changes the listing itself (an approved one gets a revision: revisions.spec.ts).
    await t.db.updateTable('car_advertisements').set({ review_status: 'rejected' }).where('id', '=', car.id).execute();
    const res = await sendForm(
      t,
      'PUT',
      edit(car.id),
      owner.auth,
      { ...listingFields(catalog), keepImageIds: [red.id, green.id, blue.id].map(String) },
      [pngFile('headerImage', images.grey)],
    );
    expect(res.statusCode).toBe(200);
    const edited: CarBody = res.json();
    const greyHash = (await processImage(images.grey)).hash;
    expect(edited.images.map((i) => i.hash)).toEqual([greyHash, red.hash, green.hash, blue.hash]);
    expect(edited.headerImage?.url).toContain(greyHash);
    expect(edited.reviewStatus).toBe('pending');
    const files = await storedFiles(t);
    for (const name of filesOf(header.hash)) expect(files).not.toContain(name);
  });

  it('picks a kept image as the new cover with coverIndex, in place', async () => {
    const car = await approvedListing();
    const [header, red, green] = car.images;
    const res = await sendForm(t, 'PUT', edit(car.id), owner.auth, {
      ...listingFields(catalog),
      keepImageIds: [header.id, red.id, green.id].map(String),
      coverIndex: '2',
    });
    expect(res.statusCode).toBe(200);
    const edited: CarBody = res.json();
    expect(edited.images.map((i) => i.id)).toEqual([header.id, red.id, green.id]);
    expect(edited.headerImage?.url).toContain(green.hash);
    const covers = await t.db.selectFrom('car_images').select(['id', 'is_cover']).where('car_advertisement_id', '=', car.id).where('is_cover', '=', true).execute();
    expect(covers.map((c) => c.id)).toEqual([green.id]);
  });

  it('needs a gallery image when nothing is kept and nothing sent', async () => {
    const car = await approvedListing();
    const res = await sendForm(t, 'PUT', edit(car.id), owner.auth, listingFields(catalog));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toEqual({ gallery: 'Laukas yra privalomas' });
  });

  it('counts kept images towards the limit of 10', async () => {
    const car = await approvedListing();
    const kept = car.images.slice(1).map((i) => String(i.id));
    const eight = Array.from({ length: 8 }, () => pngFile('gallery', images.grey));
    const res = await sendForm(t, 'PUT', edit(car.id), owner.auth, { ...listingFields(catalog), keepImageIds: kept }, eight);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toEqual({ gallery: 'Per daug failų' });
  });

  it("refuses to keep another listing's image", async () => {
    const mine = await approvedListing();
    const other = await approvedListing();
    const res = await sendForm(t, 'PUT', edit(mine.id), owner.auth, { ...listingFields(catalog), keepImageIds: [String(other.images[1].id)] });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toEqual({ keepImageIds: 'Neteisinga reikšmė' });
  });

  it('gives a new slug when make, model or year change', async () => {
    const car = await approvedListing();
    const res = await sendForm(
      t,
      'PUT',
      edit(car.id),
      owner.auth,
      { ...listingFields(catalog, { carMake: String(catalog.otherMakeId), carModel: String(catalog.otherModelId), productionYear: '2019' }), keepImageIds: String(car.images[1].id) },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().slug).toMatch(/^volvo-v70-2019-[a-z0-9]{6}$/);
  });

  it('answers 404 to another owner and to the team, and changes nothing', async () => {
    const car = await approvedListing();
    const team = await createTeamUser(t.app, t.db);
    const before = await t.db.selectFrom('car_advertisements').selectAll().where('id', '=', car.id).executeTakeFirstOrThrow();
    const [rowsBefore, filesBefore] = await Promise.all([listingRowCounts(t.db), storedFiles(t)]);
    for (const user of [stranger, team]) {
      const res = await sendForm(t, 'PUT', edit(car.id), user.auth, { ...listingFields(catalog, { price: '1' }) }, [pngFile('gallery', images.grey)]);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({ status: 404, name: 'NotFoundError' });
    }
    const missing = await sendForm(t, 'PUT', edit(987654), owner.auth, listingFields(catalog), [pngFile('gallery', images.grey)]);
    expect(missing.statusCode).toBe(404);
    const notAnId = await sendForm(t, 'PUT', '/api/car-advertisement/edit/abc', owner.auth, listingFields(catalog), [pngFile('gallery', images.grey)]);
    expect(notAnId.statusCode).toBe(404);
    expect(await t.db.selectFrom('car_advertisements').selectAll().where('id', '=', car.id).executeTakeFirstOrThrow()).toEqual(before);
    expect(await listingRowCounts(t.db)).toEqual(rowsBefore);
    expect(await storedFiles(t)).toEqual(filesBefore);
  });

  it('answers 403 with the onboarding text when the owner is onboarding again (profile type switched)', async () => {
    const car = await approvedListing();
    // A switch to the other type leaves the user onboarding until that profile is filled in.
    await t.db.updateTable('users').set({ profile_type: 'personal' }).where('id', '=', owner.id).execute();
    try {
      const res = await sendForm(t, 'PUT', edit(car.id), owner.auth, { ...listingFields(catalog), keepImageIds: String(car.images[1].id) });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(ONBOARDING_BANNER);
    } finally {
      await t.db.updateTable('users').set({ profile_type: 'company' }).where('id', '=', owner.id).execute();
    }
  });

  it('answers 401 without a session', async () => {
    const car = await approvedListing();
    const res = await sendForm(t, 'PUT', edit(car.id), {}, listingFields(catalog));
    expect(res.statusCode).toBe(401);
  });

  it('deletes the new files and keeps the old listing when the edit fails in the database', async () => {
    const car = await approvedListing();
    const fresh = await png(300, 300, { r: 99, g: 1, b: 1 });
    const freshHash = (await processImage(fresh)).hash;
    const spy = jest.spyOn(t.db, 'transaction').mockImplementationOnce(() => {
      throw new Error('database went away');
    });
    try {
      const res = await sendForm(t, 'PUT', edit(car.id), owner.auth, { ...listingFields(catalog), keepImageIds: String(car.images[1].id) }, [pngFile('gallery', fresh)]);
      expect(res.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const files = await storedFiles(t);
    for (const name of filesOf(freshHash)) expect(files).not.toContain(name);
    for (const image of car.images) expect(files).toEqual(expect.arrayContaining(filesOf(image.hash)));
    const rows = await t.db.selectFrom('car_images').select('id').where('car_advertisement_id', '=', car.id).orderBy('position').execute();
    expect(rows.map((r) => r.id)).toEqual(car.images.map((i) => i.id));
  });
});
