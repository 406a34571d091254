import { rm } from 'node:fs/promises';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { startS3TestServer } from '../storage/s3-test-server';
import { closedPort, startFakeRedis, type FakeRedis } from './fake-redis';

/** plugins/health.ts: liveness never looks at dependencies; readiness looks at every one configured. */
describe('GET /api/health and /api/ready', () => {
  describe('on one machine (database, disk)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('is live and ready', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
    });

    it('keeps probes out of the info log', async () => {
      t.logs.length = 0;
      await t.app.inject({ method: 'GET', url: '/api/ready' });
      await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(t.logs).toEqual([]);
    });

    it('is not ready without its upload directory, and says which check failed', async () => {
      await rm(t.config.uploadsDir, { recursive: true, force: true });
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        data: null,
        error: {
          status: 503,
          name: 'ServiceUnavailableError',
          message: 'Paslauga laikinai nepasiekiama. Bandykite vėliau.',
          details: { checks: { database: 'ok', storage: 'fail' } },
        },
      });
      // Liveness does not depend on it.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // The reason is logged for the operator, with the request's id.
      const line = t.logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'readiness check failed');
      expect(line).toMatchObject({ check: 'storage', requestId: ready.headers['x-request-id'] });
    });
  });

  describe('with a database that stopped answering', () => {
    it('is not ready', async () => {
      const t = await buildTestApp();
      try {
        const spy = jest.spyOn(t.db, 'getExecutor').mockImplementation(() => {
          throw new Error('connection terminated');
        });
        const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
        spy.mockRestore();
        expect(ready.statusCode).toBe(503);
        expect(ready.json().error.details.checks).toEqual({ database: 'fail', storage: 'ok' });
      } finally {
        await t.close();
      }
    });
  });

  describe('with Redis (REDIS_URL)', () => {
    let redis: FakeRedis;
    beforeAll(async () => {
      redis = await startFakeRedis();
    });
    afterAll(async () => {
      await redis.close();
    });

    it('pings it on every probe', async () => {
      const t = await buildTestApp({ REDIS_URL: redis.url });
      try {
        const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok', redis: 'ok' } });
        const pings = redis.commands.filter((c) => c === 'PING').length;
        await t.app.inject({ method: 'GET', url: '/api/ready' });
        expect(redis.commands.filter((c) => c === 'PING').length).toBe(pings + 1);
      } finally {
        await t.close();
      }
    });

    it('is not ready, within the probe timeout, when Redis does not answer', async () => {
      const t = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
      try {
        const started = Date.now();
        const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json().error.details.checks).toEqual({ database: 'ok', storage: 'ok', redis: 'fail' });
        expect(Date.now() - started).toBeLessThan(10_000);
      } finally {
        await t.close();
      }
    });
  });

  describe('with the bucket (STORAGE=s3)', () => {
    it('is ready while the bucket answers and not ready once it is gone', async () => {
      const s3 = await startS3TestServer();
      const t = await buildTestApp(s3.env);
      try {
        expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok' } });
        await s3.close();
        const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json().error.details.checks).toEqual({ database: 'ok', storage: 'fail' });
      } finally {
        await t.close();
      }
    });
  });
});
