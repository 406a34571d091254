import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig } from '../../src/config/env';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser } from '../helpers/fixtures';
import { GREEN, RED, listingFields, png, pngFile, seedCatalog, sendForm } from '../listings/listing-helpers';

/** plugins/metrics.ts: Prometheus text at /api/metrics, labelled by route pattern, and who may read it. */

/** The value of one sample line, e.g. sample(text, 'x_count{a="b"}'); undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('times requests by route pattern, never by the URL they carried', async () => {
    const slug = 'skoda-octavia-2016-zz9zz9';
    await t.app.inject({ method: 'GET', url: `/api/car-advertisements/${slug}` });
    await t.app.inject({ method: 'GET', url: `/api/car-advertisements/${slug}` });
    await t.app.inject({ method: 'GET', url: '/api/car-advertisements?carMake=skoda&priceFrom=1000' });
    await t.app.inject({ method: 'GET', url: '/api/nera-tokio/38901011234' });
    await t.app.inject({ method: 'PUT', url: '/api/car-advertisement/edit/987654' });

    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/car-advertisements/:slug",status_code="404"}')).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/car-advertisements",status_code="200"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="PUT",route="/api/car-advertisement/edit/:id",status_code="401"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/car-advertisements/:slug",status_code="404"}')).toBe(2);
    // Nothing of what the URLs carried: the slug, the number (a personal code's shape), the query.
    for (const leaked of [slug, '38901011234', '987654', 'carMake', 'nera-tokio']) expect(text).not.toContain(leaked);
  });

  it('times image processing, accepted and refused', async () => {
    const catalog = await seedCatalog(t.db);
    const owner = await createUser(t.app, t.db, { profile: 'company' });
    const before = await scrape();
    const ok = (text: string) => sample(text, 'ratai_image_processing_seconds_count{outcome="ok"}') ?? 0;
    const refused = (text: string) => sample(text, 'ratai_image_processing_seconds_count{outcome="refused"}') ?? 0;

    const created = await sendForm(t, 'POST', '/api/car-advertisement/create', owner.auth, listingFields(catalog), [
      pngFile('headerImage', await png(320, 240, RED)),
      pngFile('gallery', await png(320, 240, GREEN)),
    ]);
    expect(created.statusCode).toBe(201);
    const refusedUpload = await sendForm(t, 'POST', '/api/car-advertisement/create', owner.auth, listingFields(catalog), [
      pngFile('headerImage', Buffer.from('#!/bin/sh\nnot a picture')),
      pngFile('gallery', await png(320, 240, GREEN)),
    ]);
    expect(refusedUpload.statusCode).toBe(400);

    const after = await scrape();
    expect(ok(after) - ok(before)).toBe(2);
    expect(refused(after) - refused(before)).toBe(1);
    expect(sample(after, 'ratai_image_processing_seconds_sum{outcome="ok"}')).toBeGreaterThan(0);
  });

  it('reports the job queue depth its source gives, read at each scrape', async () => {
    expect(await scrape()).not.toMatch(/^ratai_job_queue_depth\{/m);
    let waiting = 3;
    t.app.metrics.setJobQueueDepthSource(async () => [
      { queue: 'mail', state: 'waiting', count: waiting },
      { queue: 'mail', state: 'failed', count: 1 },
    ]);
    expect(sample(await scrape(), 'ratai_job_queue_depth{queue="mail",state="waiting"}')).toBe(3);
    waiting = 0;
    const text = await scrape();
    expect(sample(text, 'ratai_job_queue_depth{queue="mail",state="waiting"}')).toBe(0);
    expect(sample(text, 'ratai_job_queue_depth{queue="mail",state="failed"}')).toBe(1);
  });

  it("reports the process' own metrics", async () => {
    const text = await scrape();
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });
});

describe('who may read /api/metrics', () => {
  const token = randomBytes(24).toString('hex');

  it('with METRICS_TOKEN: only a caller bearing it', async () => {
    const t = await buildTestApp({ METRICS_TOKEN: token });
    try {
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/metrics' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ data: null, error: { status: 401, name: 'UnauthorizedError', message: 'Prisijunkite', details: {} } });
      for (const authorization of [`Bearer ${token.slice(0, -1)}x`, `Bearer ${token}0`, token, `Basic ${token}`]) {
        expect((await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization } })).statusCode).toBe(401);
      }
      // A session, even the team's, is not the token.
      const team = await createTeamUser(t.app, t.db);
      expect((await t.app.inject({ method: 'GET', url: '/api/metrics', headers: team.auth })).statusCode).toBe(401);
      const prometheus = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${token}` } });
      expect(prometheus.statusCode).toBe(200);
      expect(prometheus.body).toContain('# TYPE http_request_duration_seconds histogram');
    } finally {
      await t.close();
    }
  });

  it('in production without METRICS_TOKEN: nobody, and the operator is told at start', async () => {
    const t = await buildTestApp({
      NODE_ENV: 'production',
      TEAM_PASSWORD: 'Produkcija2026!',
      DATA_KEY: randomBytes(32).toString('hex'),
      BANK_DATA_URL: 'https://bankaccountdata.gocardless.com',
      BANK_DATA_SECRET_ID: randomBytes(16).toString('hex'),
      BANK_DATA_SECRET_KEY: randomBytes(32).toString('hex'),
      SEED_DEMO: 'false',
      RECAPTCHA_SECRET: randomBytes(16).toString('hex'),
      RECAPTCHA_SITE_KEY: randomBytes(16).toString('hex'),
      SMTP_URL: 'smtp://127.0.0.1:1',
      CORS_ORIGINS: 'https://ratai.lt',
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
      expect(res.statusCode).toBe(404);
      expect(t.logs.some((line) => line.includes('METRICS_TOKEN is not set: /api/metrics is off'))).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('refuses a METRICS_TOKEN too short to be a secret', () => {
    const env = { JWT_SECRET: token + token, DATA_KEY: randomBytes(32).toString('hex') };
    expect(() => loadConfig({ ...env, METRICS_TOKEN: 'kurmis' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, METRICS_TOKEN: 'kurmis' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ ...env, METRICS_TOKEN: token }).metricsToken).toBe(token);
  });
});
