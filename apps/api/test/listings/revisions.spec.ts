import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { BLUE, GREEN, RED, YELLOW, filesOf, listingFields, png, pngFile, seedCatalog, sendForm, storedFiles, type Catalog } from './listing-helpers';

/**
 * Issue 16, item 1: an edit of an approved listing waits as a revision while the approved version
 * stays public (search, car page); the team sees what changed, approves (the revision becomes
 * public) or rejects (the approved version stays).
 */

const QUEUE = '/api/moderation/car-advertisements';
const edit = (id: number) => `/api/car-advertisement/edit/${id}`;
const mine = (id: number) => `/api/car-advertisement/mine/${id}`;

interface Car {
  id: number;
  slug: string;
  price: number;
  description: string | null;
  reviewStatus: string;
  images: { id: number; hash: string }[];
  headerImage: { url: string } | null;
  revision: null | {
    status: string;
    rejectionReason: string | null;
    changes: { kind: string; fields: { field: string; before: unknown; after: unknown }[]; photosAdded: number; photosRemoved: number; coverChanged: boolean };
  };
}

describe('revisions of approved listings', () => {
  let t: TestApp;
  let catalog: Catalog;
  let owner: TestUser;
  let stranger: TestUser;
  let team: TestUser;
  let images: Record<'red' | 'green' | 'blue' | 'yellow', Buffer>;

  beforeAll(async () => {
    t = await buildTestApp();
    catalog = await seedCatalog(t.db);
    owner = await createUser(t.app, t.db, { profile: 'company' });
    stranger = await createUser(t.app, t.db, { profile: 'personal' });
    team = await createTeamUser(t.app, t.db);
    const [red, green, blue, yellow] = await Promise.all([RED, GREEN, BLUE, YELLOW].map((c) => png(640, 480, c)));
    images = { red, green, blue, yellow };
  });
  afterAll(async () => {
    await t.close();
  });

  /** A listing (red cover, green gallery) the team has approved. */
  async function approved(gallery = images.green): Promise<Car> {
    const res = await sendForm(t, 'POST', '/api/car-advertisement/create', owner.auth, listingFields(catalog), [
      pngFile('headerImage', images.red),
      pngFile('gallery', gallery),
    ]);
    expect(res.statusCode).toBe(201);
    const car = res.json() as Car;
    const ok = await t.app.inject({ method: 'POST', url: `${QUEUE}/${car.id}/approve`, headers: team.auth });
    expect(ok.statusCode).toBe(200);
    return car;
  }

  const keepAll = (car: Car) => car.images.map((image) => String(image.id));

  async function publicPage(slug: string): Promise<{ status: number; price?: number; description?: string | null; images?: unknown[] }> {
    const res = await t.app.inject({ method: 'GET', url: `/api/car-advertisements/${slug}` });
    if (res.statusCode !== 200) return { status: res.statusCode };
    const { data } = res.json() as { data: Car };
    return { status: 200, price: data.price, description: data.description, images: data.images };
  }

  async function searchPrices(): Promise<Map<number, number>> {
    const res = await t.app.inject({ method: 'GET', url: '/api/car-advertisements?pageSize=50' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: { id: number; price: number }[] };
    return new Map(data.map((car) => [car.id, car.price]));
  }

  async function queue(): Promise<(Car & { revision: (Car['revision'] & { of: number; publicSlug: string }) | null })[]> {
    const res = await t.app.inject({ method: 'GET', url: `${QUEUE}?status=pending`, headers: team.auth });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }

  it('keeps the approved price public until the team approves the new one (price-only change)', async () => {
    const car = await approved();
    const res = await sendForm(t, 'PUT', edit(car.id), owner.auth, { ...listingFields(catalog, { price: '9900' }), keepImageIds: keepAll(car) });
    expect(res.statusCode).toBe(200);
    const answered = res.json() as Car;
    // The owner sees what they submitted, under the approved listing's state.
    expect(answered).toMatchObject({ id: car.id, slug: car.slug, reviewStatus: 'approved', price: 9900 });
    expect(answered.revision).toMatchObject({
      status: 'pending',
      rejectionReason: null,
      changes: { kind: 'priceOnly', fields: [{ field: 'price', before: 8500, after: 9900 }], photosAdded: 0, photosRemoved: 0, coverChanged: false },
    });

    // The marketplace: the old price on the car page and in the search, one card only.
    expect(await publicPage(car.slug)).toMatchObject({ status: 200, price: 8500 });
    const prices = await searchPrices();
    expect(prices.get(car.id)).toBe(8500);
    expect([...prices.values()].filter((price) => price === 9900)).toHaveLength(0);

    // The owner's list: one car, approved, with its revision waiting.
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: owner.auth });
    const listed = (me.json().carAdvertisements as (Car & { revision: unknown })[]).filter((c) => c.slug === car.slug || c.id === car.id);
    expect(listed).toEqual([expect.objectContaining({ id: car.id, reviewStatus: 'approved', price: 8500, revision: { status: 'pending', rejectionReason: null } })]);

    // The team's queue: the revision with its changes and the listing it would change.
    const item = (await queue()).find((entry) => entry.revision?.of === car.id);
    expect(item).toBeDefined();
    expect(item?.revision).toMatchObject({ of: car.id, publicSlug: car.slug, changes: { kind: 'priceOnly' } });
    expect(item?.price).toBe(9900);

    // Approving the revision: the listing answers, at the new price, and the revision row is gone.
    const approve = await t.app.inject({ method: 'POST', url: `${QUEUE}/${item?.id}/approve`, headers: team.auth });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ id: car.id, slug: car.slug, reviewStatus: 'approved', price: 9900, revision: null });
    expect(await publicPage(car.slug)).toMatchObject({ status: 200, price: 9900 });
    expect((await searchPrices()).get(car.id)).toBe(9900);
    const rows = await t.db.selectFrom('car_advertisements').select('id').where('revision_of', '=', car.id).execute();
    expect(rows).toHaveLength(0);
    const after = (await t.app.inject({ method: 'GET', url: mine(car.id), headers: owner.auth })).json() as Car;
    expect(after).toMatchObject({ price: 9900, revision: null });
    // The audit log names the listing that became public and the revision it came from.
    const audit = await t.db.selectFrom('audit_log').select(['action', 'target_id', 'details']).where('target_id', '=', String(car.id)).execute();
    expect(audit).toContainEqual({ action: 'listing.approve', target_id: String(car.id), details: { revision: item?.id } });
    // The approval e-mail names the listing, not the revision row.
    const mails = await t.db.selectFrom('mail_outbox').select(['template', 'text']).where('template', '=', 'listing.approved').execute();
    expect(mails.length).toBeGreaterThanOrEqual(2);
  });

  it('marks a description-only change, and a second edit replaces the revision', async () => {
    const car = await approved();
    const first = await sendForm(t, 'PUT', edit(car.id), owner.auth, { ...listingFields(catalog, { description: 'Naujas aprašymas.' }), keepImageIds: keepAll(car) });
    expect(first.statusCode).toBe(200);
    expect((first.json() as Car).revision?.changes).toMatchObject({ kind: 'descriptionOnly', fields: [{ field: 'description', after: 'Naujas aprašymas.' }] });

    // The form now shows the revision's photos (their ids): keep them, change the price too.
    const current = (await t.app.inject({ method: 'GET', url: mine(car.id), headers: owner.auth })).json() as Car;
    const second = await sendForm(t, 'PUT', edit(car.id), owner.auth, {
      ...listingFields(catalog, { description: 'Naujas aprašymas.', price: '7000' }),
      keepImageIds: keepAll(current),
    });
    expect(second.statusCode).toBe(200);
    expect((second.json() as Car).revision?.changes).toMatchObject({ kind: 'general', fields: [{ field: 'price' }, { field: 'description' }] });
    const revisions = await t.db.selectFrom('car_advertisements').select('id').where('revision_of', '=', car.id).execute();
    expect(revisions).toHaveLength(1);
    expect(await publicPage(car.slug)).toMatchObject({ status: 200, price: 8500, description: 'Tvarkingas automobilis, viena savininkė.' });
  });

  it('counts photos added and removed, keeps the public photos until approval, then deletes the dropped files', async () => {
    // A photo no other listing of this suite has, so its files can go.
    const car = await approved(await png(640, 480, { r: 90, g: 10, b: 140 }));
    const [cover, green] = car.images;
    // Keep the cover, drop the green photo, add blue and yellow.
    const res = await sendForm(
      t,
      'PUT',
      edit(car.id),
      owner.auth,
      { ...listingFields(catalog), keepImageIds: [String(cover.id)] },
      [pngFile('gallery', images.blue), pngFile('gallery', images.yellow)],
    );
    expect(res.statusCode).toBe(200);
    expect((res.json() as Car).revision?.changes).toMatchObject({ kind: 'general', fields: [], photosAdded: 2, photosRemoved: 1, coverChanged: false });
    const page = await publicPage(car.slug);
    expect(page.images).toHaveLength(2);
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(filesOf(green.hash).map((name) => expect.stringContaining(name))));

    const item = (await queue()).find((entry) => entry.revision?.of === car.id);
    const approve = await t.app.inject({ method: 'POST', url: `${QUEUE}/${item?.id}/approve`, headers: team.auth });
    expect(approve.statusCode).toBe(200);
    const shown = (await publicPage(car.slug)).images as { hash: string }[];
    expect(shown.map((image) => image.hash)).toHaveLength(3);
    expect(shown.map((image) => image.hash)).not.toContain(green.hash);
    expect((await storedFiles(t)).filter((name) => name.includes(green.hash))).toHaveLength(0);
  });

  it('approving a revision keeps the car\'s sale status (the owner\'s, never part of an edit)', async () => {
    const car = await approved();
    const reserve = await t.app.inject({ method: 'PUT', url: '/api/car-advertisement/change-sale-status', headers: owner.auth, payload: { id: car.id, saleStatus: 'reserved' } });
    expect(reserve.statusCode).toBe(200);
    await sendForm(t, 'PUT', edit(car.id), owner.auth, { ...listingFields(catalog, { price: '9700' }), keepImageIds: keepAll(car) });
    const item = (await queue()).find((entry) => entry.revision?.of === car.id);
    const approve = await t.app.inject({ method: 'POST', url: `${QUEUE}/${item?.id}/approve`, headers: team.auth });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ id: car.id, price: 9700, saleStatus: 'reserved' });
  });

  it('rejecting a revision keeps the approved version public and tells the owner why', async () => {
    const car = await approved();
    await sendForm(t, 'PUT', edit(car.id), owner.auth, { ...listingFields(catalog, { price: '100' }), keepImageIds: keepAll(car) });
    const item = (await queue()).find((entry) => entry.revision?.of === car.id);
    const reject = await t.app.inject({ method: 'POST', url: `${QUEUE}/${item?.id}/reject`, headers: team.auth, payload: { reason: 'Kaina neatitinka rinkos.' } });
    expect(reject.statusCode).toBe(200);
    expect(await publicPage(car.slug)).toMatchObject({ status: 200, price: 8500 });

    const view = (await t.app.inject({ method: 'GET', url: mine(car.id), headers: owner.auth })).json() as Car;
    expect(view).toMatchObject({ reviewStatus: 'approved', price: 100, revision: { status: 'rejected', rejectionReason: 'Kaina neatitinka rinkos.' } });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: owner.auth });
    expect((me.json().carAdvertisements as Car[]).find((c) => c.id === car.id)?.revision).toEqual({ status: 'rejected', rejectionReason: 'Kaina neatitinka rinkos.' });

    // Editing again sends the revision back to the queue.
    const again = await sendForm(t, 'PUT', edit(car.id), owner.auth, { ...listingFields(catalog, { price: '8000' }), keepImageIds: keepAll(view) });
    expect(again.statusCode).toBe(200);
    expect((again.json() as Car).revision).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('edits a listing that was never approved in place, without a revision', async () => {
    const res = await sendForm(t, 'POST', '/api/car-advertisement/create', owner.auth, listingFields(catalog), [
      pngFile('headerImage', images.red),
      pngFile('gallery', images.green),
    ]);
    expect(res.statusCode).toBe(201);
    const car = res.json() as Car;
    const edited = await sendForm(t, 'PUT', edit(car.id), owner.auth, { ...listingFields(catalog, { price: '6000' }), keepImageIds: keepAll(car) });
    expect(edited.json()).toMatchObject({ id: car.id, reviewStatus: 'pending', price: 6000, revision: null });
    const revisions = await t.db.selectFrom('car_advertisements').select('id').where('revision_of', '=', car.id).execute();
    expect(revisions).toHaveLength(0);
  });

  it('hides the revision row from every owner route: another owner and the revision id get 404', async () => {
    const car = await approved();
    await sendForm(t, 'PUT', edit(car.id), owner.auth, { ...listingFields(catalog, { price: '9100' }), keepImageIds: keepAll(car) });
    const revision = await t.db.selectFrom('car_advertisements').select('id').where('revision_of', '=', car.id).executeTakeFirstOrThrow();
    for (const url of [mine(revision.id), mine(car.id)]) {
      const asStranger = await t.app.inject({ method: 'GET', url, headers: stranger.auth });
      expect(asStranger.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: mine(revision.id), headers: owner.auth })).statusCode).toBe(404);
    const hide = await t.app.inject({ method: 'PUT', url: '/api/car-advertisement/change-visibility', headers: owner.auth, payload: { id: revision.id, visibility: 'visible' } });
    expect(hide.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/car-advertisement/delete/${revision.id}`, headers: owner.auth })).statusCode).toBe(404);

    // Deleting the listing takes its revision (and the revision's own photo files) with it.
    const del = await t.app.inject({ method: 'DELETE', url: `/api/car-advertisement/delete/${car.id}`, headers: owner.auth });
    expect(del.statusCode).toBe(200);
    const left = await t.db.selectFrom('car_advertisements').select('id').where('id', 'in', [car.id, revision.id]).execute();
    expect(left).toHaveLength(0);
  });
});
