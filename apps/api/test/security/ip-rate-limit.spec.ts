import type { InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { SAVED_SEARCH_LIMIT } from '../../src/modules/saved-searches/routes';
import { RECOVERY_LIMITS } from '../../src/modules/accounts/recovery';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { startRedis } from '../helpers/redis-server';

/**
 * The per-IP limits are @fastify/rate-limit's (plugins/external/rate-limit.ts): the 429 is in our
 * error shape with the Lithuanian text, and carries the library's headers; an address written
 * into X-Forwarded-For by the client does not get a fresh count; a limit shared by two routes is
 * one count; with REDIS_URL the count is in Redis.
 */

const TOO_MANY = { data: null, error: { status: 429, name: 'RateLimitError', message: 'Per daug bandymų. Pabandykite vėliau.', details: {} } };

let n = 0;
const save = (remoteAddress: string, headers: Record<string, string> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/saved-searches',
  remoteAddress,
  headers,
  payload: { email: `riba${++n}@pavyzdys.lt`, query: 'modelYearFrom=2015', termsAgreed: true },
});

describe('per-IP limits through @fastify/rate-limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: '1' });
  }, 60000);
  afterAll(async () => t?.close());

  it('counts down in the library headers and answers 429 in our shape with Retry-After', async () => {
    const ip = '192.0.2.61';
    const first = await t.app.inject(save(ip));
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe(String(SAVED_SEARCH_LIMIT.max));
    expect(first.headers['x-ratelimit-remaining']).toBe(String(SAVED_SEARCH_LIMIT.max - 1));
    for (let i = 1; i < SAVED_SEARCH_LIMIT.max; i += 1) expect((await t.app.inject(save(ip))).statusCode).toBe(200);
    const limited = await t.app.inject(save(ip));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(SAVED_SEARCH_LIMIT.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(SAVED_SEARCH_LIMIT.windowMs / 1000);
    // A body the schema refuses is not counted (the limit runs after validation) and is still a 400.
    const invalid = await t.app.inject({ ...save(ip), payload: { email: 'ne-adresas', query: '', termsAgreed: true } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('still answers 429 when every request writes a new X-Forwarded-For', async () => {
    const proxy = '10.7.7.7';
    const visitor = '203.0.113.61';
    const viaProxy = (i: number) => save(proxy, { 'x-forwarded-for': `198.51.100.${i}, ${visitor}` });
    const statuses: number[] = [];
    for (let i = 0; i < SAVED_SEARCH_LIMIT.max; i += 1) statuses.push((await t.app.inject(viaProxy(i))).statusCode);
    expect(statuses.slice(0, SAVED_SEARCH_LIMIT.max).every((s) => s === 200)).toBe(true);
    const last = await t.app.inject(viaProxy(99));
    expect(last.statusCode).toBe(429);
    expect(last.headers['x-ratelimit-limit']).toBe(String(SAVED_SEARCH_LIMIT.max));
  });

  it('counts the two recovery e-mail routes together', async () => {
    const ip = '192.0.2.63';
    const statuses: number[] = [];
    for (let i = 0; i <= RECOVERY_LIMITS.perIp.max; i += 1) {
      const url = i % 2 === 0 ? '/api/auth/forgot-password' : '/api/auth/send-email-confirmation';
      statuses.push((await t.app.inject({ method: 'POST', url, remoteAddress: ip, payload: { email: `atkurti${i}@pavyzdys.lt` } })).statusCode);
    }
    expect(statuses.slice(0, RECOVERY_LIMITS.perIp.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('per-IP limits with REDIS_URL', () => {
  it('counts in Redis, so a second instance sees the count', async () => {
    const redis = await startRedis();
    const url = redis.url;
    const a = await buildTestApp({ REDIS_URL: url });
    const b = await buildTestApp({ REDIS_URL: url });
    const client = new Redis(url);
    try {
      const ip = `192.0.2.${100 + Math.floor(Math.random() * 100)}`;
      for (const key of await client.keys(`ratai:ip:*saved-searches:${ip}`)) await client.del(key);
      for (let i = 0; i < SAVED_SEARCH_LIMIT.max; i += 1) expect((await (i % 2 === 0 ? a : b).app.inject(save(ip))).statusCode).toBe(200);
      const limited = await b.app.inject(save(ip));
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(TOO_MANY);
      expect(await client.keys(`ratai:ip:*saved-searches:${ip}`)).toHaveLength(1);
    } finally {
      client.disconnect();
      await a.close();
      await b.close();
      await redis.stop();
    }
  }, 120000);
});
