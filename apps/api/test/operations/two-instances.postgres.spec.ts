import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Redis } from 'ioredis';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { admin, urlOf } from '../helpers/postgres-admin';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/database';
import { hashPassword } from '../../src/modules/accounts/password';
import { startApiProcess, type ApiProcess } from '../mail/api-process';
import { listingFields, multipart, png, pngFile, RED, GREEN } from '../listings/listing-helpers';
import { startS3TestServer, type S3TestServer } from '../storage/s3-test-server';
import { startRedis } from '../helpers/redis-server';
import { timeUntil } from '../helpers/time-until';

/**
 * Two API processes (as `npm start` runs the API) behind an imaginary load balancer, on one
 * PostgreSQL, one Redis and one S3-compatible bucket (issue 20): what one instance writes, the
 * other serves within a second — the search (each instance caches it; PostgreSQL LISTEN/NOTIFY
 * tells the other to forget), the pictures (the bucket) and the login lock (Redis).
 *
 * PostgreSQL only (`*.postgres.spec.ts`: jest.config.cjs runs it when DATABASE_URL is set, i.e. in
 * `npm test`'s PostgreSQL step, which CI runs): an embedded PGlite belongs to one process, so with
 * PGlite there is never a second instance to agree with. Redis is a
 * redis-server of the test's own on a free port (Debian's package, on this machine kind), or
 * TEST_REDIS_URL.
 */
jest.setTimeout(300_000);

describe('two API instances on one PostgreSQL, Redis and bucket', () => {
  let database: string;
  let dataDirs: string[] = [];
  let handle: DatabaseHandle;
  let redis: { url: string; stop(): Promise<void> };
  let s3: S3TestServer;
  const apis: ApiProcess[] = [];
  let a: ApiProcess;
  let b: ApiProcess;
  const base = (api: ApiProcess) => `http://127.0.0.1:${api.port}`;

  beforeAll(async () => {
    database = `ratai_two_${randomBytes(4).toString('hex')}`;
    await admin((client) => client.query(`create database ${database}`));
    redis = await startRedis();
    s3 = await startS3TestServer();
    // Migrated once before either instance starts (as a deploy runs migrations before the rollout).
    handle = await openDatabase({ databaseUrl: urlOf(database), poolSize: 2 });
    await migrateToLatest(handle.db);
    dataDirs = [await mkdtemp(path.join(tmpdir(), 'ratai-two-a-')), await mkdtemp(path.join(tmpdir(), 'ratai-two-b-'))];
    const shared = {
      DATABASE_URL: urlOf(database),
      REDIS_URL: redis.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://127.0.0.1:3999',
      ...s3.env,
    };
    a = await startApiProcess({ ...shared, DATA_DIR: dataDirs[0] as string });
    apis.push(a);
    b = await startApiProcess({ ...shared, DATA_DIR: dataDirs[1] as string });
    apis.push(b);
  });

  afterAll(async () => {
    for (const api of apis) await api.kill('SIGTERM');
    await handle?.close();
    await s3?.close();
    await redis?.stop();
    if (database) await admin((client) => client.query(`drop database if exists ${database} with (force)`));
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  async function signIn(api: ApiProcess, email: string, password: string): Promise<string> {
    const res = await fetch(`${base(api)}/api/auth/local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: email, password }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { jwt: string }).jwt;
  }

  async function user(roles: string[]): Promise<{ email: string; password: string }> {
    const email = `${roles.join('-')}-${randomBytes(3).toString('hex')}@pavyzdys.lt`;
    const password = 'Slaptas123!';
    const row = await handle.db
      .insertInto('users')
      .values({ email, password_hash: await hashPassword(password), profile_type: roles.includes('owner') ? 'company' : null })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const role of roles) await handle.db.insertInto('user_roles').values({ user_id: row.id, role }).execute();
    if (roles.includes('owner')) {
      await handle.db
        .insertInto('company_profiles')
        .values({
          user_id: row.id,
          name: 'UAB Du serveriai',
          company_code: '304567891',
          address: 'Gedimino pr. 2, Vilnius',
          vat_number: null,
          email,
          phone_number: '+37061234568',
          terms_of_service: true,
        })
        .execute();
    }
    return { email, password };
  }

  /** The first page of the public search through `api`, and whether it shows the car `slug`. */
  const search = async (api: ApiProcess, slug: string) => {
    const res = await fetch(`${base(api)}/api/car-advertisements?page=1`);
    const text = await res.text();
    return { status: res.status, text, has: text.includes(`"slug":"${slug}"`) };
  };

  it('a listing approved through A is found through B within 1 s, its pictures load through B, and a hide through B leaves A within 1 s', async () => {
    // The instances seeded the reference data (makes, models, features) at start.
    const model = await handle.db.selectFrom('car_models').select(['id', 'make_id']).orderBy('id').executeTakeFirstOrThrow();
    const features = await handle.db.selectFrom('car_features').select('id').orderBy('id').limit(3).execute();
    const catalog = { makeId: model.make_id, modelId: model.id, otherMakeId: 0, otherModelId: 0, featureIds: features.map((f) => f.id) };
    const owner = await user(['owner']);
    const team = await user(['team']);
    const ownerToken = await signIn(a, owner.email, owner.password);
    const teamToken = await signIn(a, team.email, team.password);

    // Both instances cache the (empty) search answer before the car exists.
    expect((await search(a, 'none')).text).toContain('"data":[]');
    expect((await search(b, 'none')).text).toContain('"data":[]');

    const form = await multipart(listingFields(catalog, { coverIndex: '0' }), [pngFile('gallery', await png(800, 600, RED)), pngFile('gallery', await png(800, 600, GREEN))]);
    const created = await fetch(`${base(a)}/api/car-advertisement/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}`, ...form.headers },
      body: new Uint8Array(form.payload),
    });
    expect(created.status).toBe(201);
    const { id, slug } = (await created.json()) as { id: number; slug: string };
    const approved = await fetch(`${base(a)}/api/moderation/car-advertisements/${id}/approve`, { method: 'POST', headers: { authorization: `Bearer ${teamToken}` } });
    expect(approved.status).toBe(200);

    // B's cached answer (5 s TTL) must give way within a second: A's NOTIFY clears it.
    const seenByB = await timeUntil(() => search(b, slug), (r) => r.has, 1000);
    expect(seenByB).toBeLessThanOrEqual(1000);

    // Its pictures are in the bucket: B serves them though A received the upload.
    const { text } = await search(b, slug); // the only public car: every picture on the page is its own
    const imagePaths = [...text.matchAll(/\/api\/uploads\/[^"\\]+/g)].map((m) => m[0]);
    expect(imagePaths.length).toBeGreaterThan(0);
    const image = await fetch(`${base(b)}${imagePaths[0]}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(100);

    // Hidden by its owner through B: A's cached answer gives way within a second.
    expect((await search(a, slug)).has).toBe(true);
    const hidden = await fetch(`${base(b)}/api/car-advertisement/change-visibility`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id, visibility: 'hidden' }),
    });
    expect(hidden.status).toBe(200);
    const goneFromA = await timeUntil(() => search(a, slug), (r) => !r.has, 1000);
    expect(goneFromA).toBeLessThanOrEqual(1000);
  });

  it('the login lock is shared: after 5 wrong passwords through A the 6th attempt through B is refused', async () => {
    const owner = await user(['owner']);
    const attempt = (api: ApiProcess, password: string) =>
      fetch(`${base(api)}/api/auth/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: owner.email, password }),
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt(a, `Neteisingas${i}!`)).status).toBe(400);
    const sixth = await attempt(b, owner.password);
    expect(sixth.status).toBe(429);
    // The count lives in Redis, where both instances read it (not in either process's memory).
    const client = new Redis(redis.url);
    try {
      expect((await client.keys('*')).length).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
  });

  it('the per-IP limits are shared: 10 saved searches through A and B together, the 11th through either is refused', async () => {
    const save = (api: ApiProcess, i: number) =>
      fetch(`${base(api)}/api/saved-searches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `du${i}@pavyzdys.lt`, query: 'modelYearFrom=2015', termsAgreed: true }),
      });
    for (let i = 0; i < 10; i += 1) expect((await save(i % 2 === 0 ? a : b, i)).status).toBe(200);
    const eleventh = await save(a, 10);
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('x-ratelimit-limit')).toBe('10');
    expect(((await eleventh.json()) as { error: { message: string } }).error.message).toBe('Per daug bandymų. Pabandykite vėliau.');
  });
});
