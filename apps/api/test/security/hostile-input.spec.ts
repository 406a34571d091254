import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { listingFields, multipart, seedCatalog, type Catalog } from '../listings/listing-helpers';
import { insertCar } from '../catalog/cars';

/**
 * Every registered route gets malformed and hostile input — broken JSON, wrong types, huge
 * strings, SQL and HTML where formats are expected, hostile path parameters, a "PNG" that is a
 * script, a decompression bomb — as a caller who passes the route's authorization, so the input
 * reaches validation. Nothing may answer 5xx, garbage bodies may never be accepted, and at the
 * end not one row or file has been added.
 */

const SQL = "' OR 1=1; DROP TABLE users; --";
const HTML = '<script>alert(1)</script><img src=x onerror=alert(1)>';
const HUGE = 'ž'.repeat(300_000);

/** Field names our bodies use, each filled with a hostile value of the wrong kind. */
const FIELD_NAMES = [
  'id', 'identifier', 'email', 'username', 'password', 'currentPassword', 'newPassword', 'confirmPassword',
  'termsAgreed', 'marketingAgreed', 'profileType', 'name', 'surname', 'companyCode', 'address', 'phoneNumber',
  'phone', 'visibility', 'saleStatus', 'reason', 'carMake', 'carModel', 'modelYear', 'price', 'term', 'personalCode',
  'approxMonthlyPayment', 'carUsage', 'monthlyIncome', 'monthlyExpenses', 'hasGuarantor', 'recaptchaToken', 'subject',
];

const bodies: { label: string; payload: unknown }[] = [
  { label: 'wrong types', payload: Object.fromEntries(FIELD_NAMES.map((k, i) => [k, i % 3 === 0 ? { $gt: '' } : i % 3 === 1 ? [SQL, 1] : -1e308])) },
  { label: 'SQL in every field', payload: Object.fromEntries(FIELD_NAMES.map((k) => [k, SQL])) },
  { label: 'HTML in every field', payload: Object.fromEntries(FIELD_NAMES.map((k) => [k, HTML])) },
  { label: 'an array body', payload: [SQL, HTML] },
  { label: 'a prototype-polluting body', payload: JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}') },
];

/** Values put into every path parameter. */
const PARAMS = [SQL, HTML, '-1', '1.5', '99999999999999999999999', 'x'.repeat(180), '%00', '..%2F..%2Fetc%2Fpasswd'];

interface Caller {
  team: TestUser;
  owner: TestUser;
}

describe('hostile input on every route', () => {
  let t: TestApp;
  let catalog: Catalog;
  let callers: Caller;
  let listingId: number;
  let before: Record<string, number>;
  let filesBefore: number;
  let scriptPng: Buffer;
  let bomb: Buffer;

  const apiRoutes = () =>
    t.routes.filter((r) => r.includes(' /api/') && !r.includes('/api/docs') && !r.includes('/api/uploads')).map((r) => {
      const [method, url] = r.split(' ') as [InjectOptions['method'], string];
      return { method, url };
    });

  const authFor = (url: string) => (url.includes('/moderation/') ? callers.team.auth : callers.owner.auth);
  const fill = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, encodeURIComponent(value).replace(/%25/g, '%'));
  const validUrl = (url: string) => url.replace(/:[A-Za-z]+/g, String(listingId));

  async function countRows(): Promise<Record<string, number>> {
    const tables = ['users', 'car_advertisements', 'car_images', 'company_profiles', 'personal_profiles', 'articles', 'car_makes'];
    const counts: Record<string, number> = {};
    for (const table of tables) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(t.db);
      counts[table] = Number(rows[0]?.n);
    }
    return counts;
  }

  async function countFiles(): Promise<number> {
    return (await t.storedFiles('cars/')).length;
  }

  function expectNo5xx(res: { statusCode: number; body: string }, what: string) {
    if (res.statusCode >= 500) throw new Error(`${what} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }

  beforeAll(async () => {
    t = await buildTestApp();
    catalog = await seedCatalog(t.db);
    callers = { owner: await createUser(t.app, t.db, { profile: 'company' }), team: await createTeamUser(t.app, t.db) };
    listingId = (await insertCar(t.db, callers.owner.id, { make: 'skoda', model: 'octavia-zalia' })).id;
    scriptPng = Buffer.from('#!/bin/sh\nrm -rf / # this is not a picture\n<?php system($_GET["c"]); ?>');
    // 50 megapixels of one colour compress to a few hundred kilobytes: a decompression bomb.
    bomb = await sharp({ create: { width: 10000, height: 5000, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    before = await countRows();
    filesBefore = await countFiles();
  }, 60000);

  afterAll(async () => {
    await t.close();
  });

  it('knows the routes it attacks', () => {
    expect(apiRoutes().length).toBeGreaterThan(30);
  });

  it('answers malformed JSON with 400 in our shape, never 5xx', async () => {
    for (const { method, url } of apiRoutes().filter((r) => r.method !== 'GET' && r.method !== 'DELETE')) {
      const res = await t.app.inject({
        method,
        url: validUrl(url),
        headers: { ...authFor(url), 'content-type': 'application/json' },
        payload: '{"email": "a@b.lt", "password": ',
      });
      expectNo5xx(res, `${method} ${url} with broken JSON`);
      expect([400, 401, 403, 404, 415, 429]).toContain(res.statusCode);
      expect(res.json()).toMatchObject({ data: null, error: { status: res.statusCode } });
    }
  });

  it('never accepts garbage bodies and never fails with 5xx', async () => {
    for (const { method, url } of apiRoutes().filter((r) => r.method !== 'GET')) {
      for (const { label, payload } of bodies) {
        // DELETE of a listing reads no body, so it aims at a listing that does not exist.
        const target = method === 'DELETE' ? fill(url, '999999') : validUrl(url);
        const res = await t.app.inject({ method, url: target, headers: authFor(url), payload: payload as object, remoteAddress: '10.9.9.9' });
        expectNo5xx(res, `${method} ${url} with ${label}`);
        if (res.statusCode < 400) throw new Error(`${method} ${url} accepted ${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
  });

  it('refuses bodies above the size limit', async () => {
    for (const { method, url } of apiRoutes().filter((r) => r.method === 'POST' || r.method === 'PUT')) {
      const res = await t.app.inject({ method, url: validUrl(url), headers: authFor(url), payload: { name: HUGE, email: HUGE } });
      expectNo5xx(res, `${method} ${url} with a huge body`);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
  });

  it('treats hostile path parameters and query strings as data', async () => {
    for (const { method, url } of apiRoutes()) {
      for (const value of url.includes(':') ? PARAMS : []) {
        const res = await t.app.inject({ method, url: fill(url, value), headers: authFor(url), payload: method === 'GET' ? undefined : {} });
        expectNo5xx(res, `${method} ${url} with parameter ${value.slice(0, 30)}`);
        // Refused, or (a list keyed by an unknown make) an empty answer: never someone's data.
        const outcome = res.statusCode >= 400 ? 'refused' : JSON.stringify(res.json().data) === '[]' ? 'refused' : `${res.statusCode} with data`;
        expect(`${method} ${url} ${value.slice(0, 20)} → ${outcome}`).toBe(`${method} ${url} ${value.slice(0, 20)} → refused`);
      }
      if (method === 'GET') {
        const query = new URLSearchParams({ carMake: SQL, page: SQL, pageSize: '-5', sort: HTML, fuelType: HTML, category: SQL });
        const res = await t.app.inject({ method, url: `${validUrl(url)}?${query}`, headers: authFor(url) });
        expectNo5xx(res, `${method} ${url} with a hostile query`);
        // The text searches (`?q=` of the team's and owners' lists) alone, so a strict route reads it
        // instead of refusing the other keys first (that wildcards match only themselves is checked
        // by the routes' own suites, e.g. applications.spec).
        const search = await t.app.inject({ method, url: `${validUrl(url)}?${new URLSearchParams({ q: `${SQL} %_\\ ${HTML}` })}`, headers: authFor(url) });
        expectNo5xx(search, `${method} ${url} with a hostile search`);
      }
    }
  });

  it('refuses a script posing as a PNG and a decompression bomb on every upload route', async () => {
    const uploads = apiRoutes().filter((r) => r.url.startsWith('/api/car-advertisement/create') || r.url.startsWith('/api/car-advertisement/edit'));
    expect(uploads).toHaveLength(2);
    for (const { method, url } of uploads) {
      for (const [label, data] of [['script', scriptPng], ['bomb', bomb]] as const) {
        const body = await multipart(listingFields(catalog), [
          { field: 'headerImage', name: 'nuotrauka.png', type: 'image/png', data },
          { field: 'gallery', name: 'kita.png', type: 'image/png', data },
        ]);
        const res = await t.app.inject({ method, url: validUrl(url), payload: body.payload, headers: { ...callers.owner.auth, ...body.headers } });
        expectNo5xx(res, `${method} ${url} with a ${label}`);
        expect(res.statusCode).toBe(400);
      }
    }
    const broken = await multipart({}, []);
    const truncated = broken.payload.subarray(0, Math.max(1, broken.payload.length - 10));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/car-advertisement/create',
      payload: Buffer.concat([Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n'), truncated]),
      headers: { ...callers.owner.auth, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expectNo5xx(res, 'broken multipart');
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('stored nothing: no row and no file was added by any of it', async () => {
    const after = await countRows();
    expect(after).toEqual(before);
    expect(await countFiles()).toBe(filesBefore);
    const car = await t.db.selectFrom('car_advertisements').select(['visibility', 'review_status']).where('id', '=', listingId).executeTakeFirst();
    expect(car).toEqual({ visibility: 'visible', review_status: 'approved' });
  });
});
