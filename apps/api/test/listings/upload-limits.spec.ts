import { IMAGE_CONCURRENCY, imageQueue, processImage } from '../../src/images/process-image';
import { UPLOAD_SLOTS, inUploadSlot, uploadQueue } from '../../src/modules/listings/upload-quota';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser, type TestUser } from '../helpers/fixtures';
import { BLUE, GREEN, RED, YELLOW, listingFields, listingRowCounts, png, pngFile, seedCatalog, sendForm, storedFiles, type Catalog } from './listing-helpers';

/**
 * Issue 18, item 4: upload work is bounded — images are processed a fixed number at a time across
 * all requests, and each account has an hourly image quota (429 in the error shape, Lithuanian).
 * The memory and sign-in latency this buys are measured by tools/bench/uploads, not here.
 */

const CREATE = '/api/car-advertisement/create';
const QUOTA_ANSWER = {
  data: null,
  error: { status: 429, name: 'RateLimitError', message: 'Per daug įkeltų nuotraukų per valandą. Pabandykite vėliau.', details: {} },
};

let t: TestApp;
let catalog: Catalog;
let red: Buffer;
let green: Buffer;
let blue: Buffer;
let yellow: Buffer;

beforeAll(async () => {
  // A quota of 3 images an hour, so the test reaches it with small forms.
  t = await buildTestApp({ UPLOAD_IMAGES_PER_HOUR: '3' });
  catalog = await seedCatalog(t.db);
  [red, green, blue, yellow] = await Promise.all([png(640, 480, RED), png(640, 480, GREEN), png(640, 480, BLUE), png(640, 480, YELLOW)]);
});

afterAll(async () => {
  await t?.close();
});

describe('image processing', () => {
  it(`runs ${IMAGE_CONCURRENCY} image at a time whatever the number of requests, and finishes them all`, async () => {
    expect(IMAGE_CONCURRENCY).toBe(1);
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, imageQueue().active)), 1);
    try {
      const runs = [red, green, blue, yellow, red, green].map((image) => processImage(image));
      // Queued at once: one running, the rest waiting for the slot.
      expect(imageQueue()).toEqual({ active: 1, waiting: 5 });
      const done = await Promise.all(runs);
      expect(done.map((image) => image.width)).toEqual([640, 640, 640, 640, 640, 640]);
    } finally {
      clearInterval(sampler);
    }
    expect(most).toBe(1);
    expect(imageQueue()).toEqual({ active: 0, waiting: 0 });
  });

  it('still writes the three widths from one decode (card, gallery, full)', async () => {
    const large = await png(2400, 1600, BLUE);
    const image = await processImage(large);
    expect([image.width, image.height]).toEqual([1920, 1280]);
    const sharp = (await import('sharp')).default;
    const widths = await Promise.all([image.variants.card, image.variants.gallery, image.variants.full].map(async (b) => (await sharp(b).metadata()).width));
    expect(widths).toEqual([480, 1024, 1920]);
  });
});

describe('upload slots', () => {
  it(`read and process ${UPLOAD_SLOTS} forms at a time; the others wait unread, and give up with a 503 after the longest wait`, async () => {
    expect(UPLOAD_SLOTS).toBe(2);
    const releases: Array<() => void> = [];
    const work = () => new Promise<string>((resolve) => releases.push(() => resolve('tehnika')));
    const running = [inUploadSlot(work), inUploadSlot(work), inUploadSlot(work)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(uploadQueue()).toEqual({ active: 2, waiting: 1 });
    expect(releases).toHaveLength(2);
    // A fourth form that may wait only 50 ms while both slots stay busy.
    await expect(inUploadSlot(work, 50)).rejects.toMatchObject({ status: 503, message: 'Paslauga laikinai nepasiekiama. Bandykite vėliau.' });
    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    // The third form got a slot when one was freed; the one that gave up never runs its work.
    releases.shift()?.();
    expect(await Promise.all(running)).toEqual(['tehnika', 'tehnika', 'tehnika']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(releases).toHaveLength(0);
    expect(uploadQueue()).toEqual({ active: 0, waiting: 0 });
  });
});

describe('hourly image quota per account', () => {
  let owner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    owner = await createUser(t.app, t.db, { profile: 'company' });
    other = await createUser(t.app, t.db, { profile: 'company' });
  });

  it('counts images, refuses the request that passes the quota before processing any of its images', async () => {
    const first = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog), [pngFile('headerImage', red), pngFile('gallery', green)]);
    expect(first.statusCode).toBe(201);
    const [rowsBefore, filesBefore] = await Promise.all([listingRowCounts(t.db), storedFiles(t)]);
    const second = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog), [pngFile('headerImage', blue), pngFile('gallery', yellow)]);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual(QUOTA_ANSWER);
    expect(await listingRowCounts(t.db)).toEqual(rowsBefore);
    expect(await storedFiles(t)).toEqual(filesBefore);
  });

  it('then refuses every upload of that account, edits included, whatever address it claims', async () => {
    const again = await sendForm(t, 'POST', CREATE, { ...owner.auth, 'x-forwarded-for': '203.0.113.9' }, listingFields(catalog), [pngFile('headerImage', blue)]);
    expect(again.json()).toEqual(QUOTA_ANSWER);
    const car = await t.db.selectFrom('car_advertisements').select('id').where('owner_id', '=', owner.id).executeTakeFirstOrThrow();
    const image = await t.db.selectFrom('car_images').select('id').where('car_advertisement_id', '=', car.id).executeTakeFirstOrThrow();
    const edit = await sendForm(t, 'PUT', `/api/car-advertisement/edit/${car.id}`, owner.auth, { ...listingFields(catalog), keepImageIds: [String(image.id)] }, [
      pngFile('gallery', yellow),
    ]);
    expect(edit.statusCode).toBe(429);
    expect(edit.json()).toEqual(QUOTA_ANSWER);
  });

  it('leaves other accounts alone', async () => {
    const res = await sendForm(t, 'POST', CREATE, other.auth, listingFields(catalog), [pngFile('headerImage', blue), pngFile('gallery', red)]);
    expect(res.statusCode).toBe(201);
  });

  it('defaults to 100 images an hour', async () => {
    const { loadConfig } = await import('../../src/config/env');
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), DATA_DIR: t.dataDir }).uploadImagesPerHour).toBe(100);
  });
});
