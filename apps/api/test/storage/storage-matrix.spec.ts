import { processImage } from '../../src/images/process-image';
import { S3Storage } from '../../src/storage/s3-storage';
import { DiskStorage } from '../../src/storage/storage';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser, type TestUser } from '../helpers/fixtures';
import { GREEN, RED, filesOf, listingFields, listingRowCounts, png, pngFile, seedCatalog, sendForm, storedFiles, type Catalog } from '../listings/listing-helpers';
import { startS3TestServer, type S3TestServer } from './s3-test-server';

const CREATE = '/api/car-advertisement/create';
const YEAR = 'public, max-age=31536000, immutable';

/**
 * The storage guarantees of a listing, on disk and in an S3-compatible bucket (s3rver on
 * loopback): every variant is written before the listing commits, the files of a failed request
 * are removed, a deleted listing's files go, and the files are served with a one-year immutable
 * Cache-Control through the API. The listing suites themselves run on the bucket too with
 * `TEST_STORAGE=s3` (test/storage/test-storage.ts).
 */
describe.each(['disk', 's3'] as const)('listing images on %s storage', (kind) => {
  let t: TestApp;
  let catalog: Catalog;
  let owner: TestUser;
  let red: Buffer;
  let green: Buffer;

  beforeAll(async () => {
    t = await buildTestApp({ STORAGE: kind });
    catalog = await seedCatalog(t.db);
    owner = await createUser(t.app, t.db, { profile: 'company' });
    [red, green] = await Promise.all([png(640, 480, RED), png(640, 480, GREEN)]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('uses the storage it was asked for', () => {
    expect(t.storageKind).toBe(kind);
    expect(t.app.storage).toBeInstanceOf(kind === 's3' ? S3Storage : DiskStorage);
  });

  it('stores every variant before answering and serves them through the API for a year', async () => {
    const res = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog), [pngFile('headerImage', red), pngFile('gallery', green)]);
    expect(res.statusCode).toBe(201);
    const car = res.json();
    const files = await storedFiles(t);
    for (const image of car.images) expect(files).toEqual(expect.arrayContaining(filesOf(image.hash)));

    const url = new URL(car.headerImage.url);
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toBe(`/api/uploads/cars/${car.images[0].hash}-1024.webp`);
    const image = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe(YEAR);
    expect(image.rawPayload.equals(await t.readStoredFile(`cars/${car.images[0].hash}-1024.webp`))).toBe(true);
    expect(image.rawPayload.equals((await processImage(red)).variants.gallery)).toBe(true);

    // A browser that has it already is told so without the bytes.
    const etag = image.headers['etag'];
    expect(etag).toEqual(expect.any(String));
    const again = await t.app.inject({ method: 'GET', url: url.pathname, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 in our shape for a missing file or a key that is not ours', async () => {
    for (const path of ['/api/uploads/cars/nera-tokio-480.webp', '/api/uploads/cars/..%2F..%2Fetc%2Fpasswd']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ data: null, error: { status: 404, message: 'Nerasta' } });
    }
  });

  it('removes the files it wrote when the listing does not commit', async () => {
    const fresh = await png(300, 200, { r: 21, g: 22, b: 23 });
    const rowsBefore = await listingRowCounts(t.db);
    const filesBefore = await storedFiles(t);
    const written: string[] = [];
    const put = jest.spyOn(t.app.storage, 'put');
    const transaction = jest.spyOn(t.db, 'transaction').mockImplementationOnce(() => {
      throw new Error('database went away');
    });
    try {
      const res = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog), [pngFile('headerImage', fresh), pngFile('gallery', green)]);
      expect(res.statusCode).toBe(500);
      written.push(...put.mock.calls.map(([key]) => key));
    } finally {
      put.mockRestore();
      transaction.mockRestore();
    }
    // Both photos' variants really were written before the transaction was tried (the green one
    // again: the request does not know another listing has it)…
    const hashes = [(await processImage(fresh)).hash, (await processImage(green)).hash];
    expect(written).toEqual(hashes.flatMap((hash) => filesOf(hash).map((name) => `cars/${name}`)));
    // …and the fresh one is gone again, while the green one, still another listing's, stayed.
    expect(await listingRowCounts(t.db)).toEqual(rowsBefore);
    expect(await storedFiles(t)).toEqual(filesBefore);
  });

  it("deletes a deleted listing's files", async () => {
    const unique = await png(200, 150, { r: 31, g: 32, b: 33 });
    const created = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog), [pngFile('headerImage', unique), pngFile('gallery', green)]);
    expect(created.statusCode).toBe(201);
    const car = created.json();
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(filesOf(car.images[0].hash)));

    const res = await t.app.inject({ method: 'DELETE', url: `/api/car-advertisement/delete/${car.id}`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    const files = await storedFiles(t);
    for (const name of filesOf(car.images[0].hash)) expect(files).not.toContain(name);
    // The green photo is still another listing's.
    expect(files).toEqual(expect.arrayContaining(filesOf(car.images[1].hash)));
  });
});

describe('images from the public URL of the bucket (PUBLIC_IMAGE_BASE_URL)', () => {
  let s3: S3TestServer;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    // Path-style public URL of the bucket itself; in production a CDN or the bucket's website host.
    t = await buildTestApp({ ...s3.env, PUBLIC_IMAGE_BASE_URL: `${s3.endpoint}/${s3.bucket}/` });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('links images to the bucket, which serves them with the one-year Cache-Control the API wrote', async () => {
    const catalog = await seedCatalog(t.db);
    const owner = await createUser(t.app, t.db, { profile: 'company' });
    const res = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog), [
      pngFile('headerImage', await png(320, 240, RED)),
      pngFile('gallery', await png(320, 240, GREEN)),
    ]);
    expect(res.statusCode).toBe(201);
    const car = res.json();
    const hash = car.images[0].hash;
    expect(car.headerImage.url).toBe(`${s3.endpoint}/${s3.bucket}/cars/${hash}-1024.webp`);
    expect(car.images[0].formats).toEqual({
      card: `${s3.endpoint}/${s3.bucket}/cars/${hash}-480.webp`,
      gallery: `${s3.endpoint}/${s3.bucket}/cars/${hash}-1024.webp`,
      full: `${s3.endpoint}/${s3.bucket}/cars/${hash}-1920.webp`,
    });

    const object = await s3.object(`cars/${hash}-1024.webp`);
    expect(object.contentType).toBe('image/webp');
    expect(object.cacheControl).toBe(YEAR);
    // An anonymous GET, as a browser sends it to a public bucket.
    const direct = await fetch(car.headerImage.url);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('cache-control')).toBe(YEAR);
    expect(Buffer.from(await direct.arrayBuffer()).equals(object.body)).toBe(true);
  });
});

describe('a bucket that cannot be reached', () => {
  let t: TestApp;

  beforeAll(async () => {
    const s3 = await startS3TestServer();
    t = await buildTestApp(s3.env);
    // The server goes away after the app was configured for it: every bucket call now fails.
    await s3.close();
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses the upload without leaving a listing, and answers 503 for its images', async () => {
    const catalog = await seedCatalog(t.db);
    const owner = await createUser(t.app, t.db, { profile: 'company' });
    const rowsBefore = await listingRowCounts(t.db);
    const res = await sendForm(t, 'POST', CREATE, owner.auth, listingFields(catalog), [
      pngFile('headerImage', await png(320, 240, GREEN)),
      pngFile('gallery', await png(320, 240, RED)),
    ]);
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toBe('Serverio klaida. Bandykite dar kartą vėliau.');
    expect(await listingRowCounts(t.db)).toEqual(rowsBefore);

    const image = await t.app.inject({ method: 'GET', url: '/api/uploads/cars/0123456789abcdef0123456789abcdef-480.webp' });
    expect(image.statusCode).toBe(503);
    expect(image.json()).toMatchObject({ data: null, error: { status: 503, message: 'Nuotrauka laikinai nepasiekiama. Bandykite vėliau.' } });
  }, 60000);
});
