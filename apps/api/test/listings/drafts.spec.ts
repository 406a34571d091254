import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { fieldErrors, filesOf, listingFields, pngFile, sendForm, storedFiles, type Catalog } from './listing-helpers';
import { listingSetup, type RgbImages } from './listing-setup';

/**
 * Drafts and duplicates (issue 16): the upload form saved on the server as the owner types, a
 * listing duplicated with its photos. A draft is never public and never in the review queue; it
 * becomes a listing only through the upload call with `draftId`, which keeps its photos.
 */
describe('listing drafts and duplicates', () => {
  let t: TestApp;
  let catalog: Catalog;
  let owner: TestUser;
  let stranger: TestUser;
  let team: TestUser;
  let images: RgbImages;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ catalog, owner, images } = await listingSetup(t, 400, 300));
    stranger = await createUser(t.app, t.db, { profile: 'company' });
    team = await createTeamUser(t.app, t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  type Draft = { id: number; fields: Record<string, unknown>; images: { id: number; hash: string }[]; headerImage: { url: string } | null; updatedAt: string; sourceListingId: number | null };
  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: user ? user.auth : {}, ...(payload ? { payload } : {}) });
  const queue = async () => (await call(team, 'GET', '/api/moderation/car-advertisements?status=pending')).json<{ data: { id: number }[] }>().data;
  const draftCount = async () => Number((await t.db.selectFrom('listing_drafts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);

  async function listing(): Promise<{ id: number; slug: string; images: { id: number; hash: string }[] }> {
    const res = await sendForm(t, 'POST', '/api/car-advertisement/create', owner.auth, listingFields(catalog, { description: 'Originalas' }), [
      pngFile('headerImage', images.red),
      pngFile('gallery', images.green),
    ]);
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  it('saves a half-filled form, answers it back, and updates it as the owner types', async () => {
    const created = await call(owner, 'POST', '/api/listing-drafts', { fields: { carMake: String(catalog.makeId), vinCode: 'WVW', carFeatures: ['1'], isForTaxi: true } });
    expect(created.statusCode).toBe(201);
    const draft = created.json<Draft>();
    expect(draft).toMatchObject({ fields: { carMake: String(catalog.makeId), vinCode: 'WVW', carFeatures: ['1'], isForTaxi: true }, images: [], headerImage: null, sourceListingId: null });

    await new Promise((resolve) => setTimeout(resolve, 20));
    const saved = await call(owner, 'PUT', `/api/listing-drafts/${draft.id}`, { fields: { carMake: String(catalog.makeId), price: '8900' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Draft>().fields).toEqual({ carMake: String(catalog.makeId), price: '8900' });
    expect(Date.parse(saved.json<Draft>().updatedAt)).toBeGreaterThan(Date.parse(draft.updatedAt));

    const list = await call(owner, 'GET', '/api/listing-drafts');
    expect(list.json<{ data: Draft[] }>().data[0]).toMatchObject({ id: draft.id, fields: { price: '8900' } });
    expect((await call(owner, 'GET', `/api/listing-drafts/${draft.id}`)).json<Draft>().id).toBe(draft.id);
    // Never public, never in the queue: no listing row was made.
    expect((await t.db.selectFrom('car_advertisements').select('id').where('owner_id', '=', owner.id).execute()).length).toBe(0);
  });

  it('answers another owner and the team 404 for a draft, and changes nothing', async () => {
    const draft = (await call(owner, 'POST', '/api/listing-drafts', { fields: { vinCode: 'MANO' } })).json<Draft>();
    for (const user of [stranger, team]) {
      expect((await call(user, 'GET', `/api/listing-drafts/${draft.id}`)).statusCode).toBe(404);
      expect((await call(user, 'PUT', `/api/listing-drafts/${draft.id}`, { fields: { vinCode: 'SVETIMAS' } })).statusCode).toBe(404);
      expect((await call(user, 'DELETE', `/api/listing-drafts/${draft.id}`)).statusCode).toBe(404);
      expect((await call(user, 'GET', '/api/listing-drafts')).json<{ data: Draft[] }>().data.map((d) => d.id)).not.toContain(draft.id);
    }
    expect((await call(owner, 'GET', `/api/listing-drafts/${draft.id}`)).json<Draft>().fields).toEqual({ vinCode: 'MANO' });
    expect((await call(null, 'GET', '/api/listing-drafts')).statusCode).toBe(401);
  });

  it('refuses unknown fields and values of the wrong kind', async () => {
    const res = await call(owner, 'POST', '/api/listing-drafts', { fields: { ownerId: '1', isForTaxi: 'taip' } });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toMatchObject({ 'fields.ownerId': 'Nežinomas laukas', 'fields.isForTaxi': 'Neteisinga reikšmė' });
  });

  it('duplicates a listing with its photos as a draft that is not public and not in the queue', async () => {
    const car = await listing();
    const before = (await queue()).length;
    const res = await call(owner, 'POST', `/api/car-advertisement/duplicate/${car.id}`);
    expect(res.statusCode).toBe(201);
    const draft = res.json<Draft>();
    expect(draft.sourceListingId).toBe(car.id);
    expect(draft.fields).toMatchObject({ carMake: String(catalog.makeId), description: 'Originalas', vinCode: '' });
    // The same photos, in order, the cover first — new rows naming the same files.
    expect(draft.images.map((image) => image.hash)).toEqual(car.images.map((image) => image.hash));
    const rows = await t.db.selectFrom('listing_draft_images').select(['id', 'hash']).where('draft_id', '=', draft.id).orderBy('position').execute();
    expect(rows).toEqual(draft.images.map((image) => ({ id: image.id, hash: image.hash })));
    expect(draft.headerImage?.url).toContain(car.images[0]?.hash);
    expect((await queue()).length).toBe(before);

    // Another owner cannot duplicate it.
    expect((await call(stranger, 'POST', `/api/car-advertisement/duplicate/${car.id}`)).statusCode).toBe(404);

    // The listing goes: its photos stay, the draft uses them; the draft goes: the files go.
    expect((await call(owner, 'DELETE', `/api/car-advertisement/delete/${car.id}`)).statusCode).toBe(200);
    let files = await storedFiles(t);
    for (const image of car.images) expect(files).toEqual(expect.arrayContaining(filesOf(image.hash)));
    expect((await call(owner, 'DELETE', `/api/listing-drafts/${draft.id}`)).statusCode).toBe(200);
    files = await storedFiles(t);
    for (const image of car.images) for (const name of filesOf(image.hash)) expect(files).not.toContain(name);
  });

  it('submits a draft as a listing: its kept photos plus a new one, the draft gone, the listing in the queue', async () => {
    const car = await listing();
    const draft = (await call(owner, 'POST', `/api/car-advertisement/duplicate/${car.id}`)).json<Draft>();
    const [first, second] = draft.images;
    // The owner drops the red cover, keeps green, adds blue and makes blue the cover.
    const res = await sendForm(
      t,
      'POST',
      '/api/car-advertisement/create',
      owner.auth,
      { ...listingFields(catalog, { vinCode: 'WVWZZZ1KZAW000777' }), draftId: String(draft.id), keepImageIds: [String(second?.id)], coverIndex: '1' },
      [pngFile('gallery', images.blue)],
    );
    expect(res.statusCode).toBe(201);
    const created = res.json<{ id: number; reviewStatus: string; images: { hash: string }[]; headerImage: { url: string } }>();
    expect(created.reviewStatus).toBe('pending');
    expect(created.images).toHaveLength(2);
    expect(created.images[0]?.hash).toBe(second?.hash);
    expect(created.headerImage.url).toContain(created.images[1]?.hash);
    expect((await call(owner, 'GET', `/api/listing-drafts/${draft.id}`)).statusCode).toBe(404);
    expect((await queue()).map((item) => item.id)).toContain(created.id);
    // The dropped photo is still the original listing's, so its files stay.
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(filesOf(first?.hash ?? '')));

    // The same draft twice: it is gone.
    const again = await sendForm(t, 'POST', '/api/car-advertisement/create', owner.auth, { ...listingFields(catalog), draftId: String(draft.id) }, [pngFile('gallery', images.blue)]);
    expect(again.statusCode).toBe(400);
    expect(fieldErrors(again.json())).toMatchObject({ draftId: 'Neteisinga reikšmė' });
  });

  it('refuses another owner\'s draft at draftId, and writes nothing', async () => {
    const draft = (await call(owner, 'POST', '/api/listing-drafts', { fields: {} })).json<Draft>();
    const count = await draftCount();
    const res = await sendForm(t, 'POST', '/api/car-advertisement/create', stranger.auth, { ...listingFields(catalog), draftId: String(draft.id) }, [pngFile('gallery', images.green)]);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toMatchObject({ draftId: 'Neteisinga reikšmė' });
    expect(await draftCount()).toBe(count);
    expect((await t.db.selectFrom('car_advertisements').select('id').where('owner_id', '=', stranger.id).execute()).length).toBe(0);
  });
});
