import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../../src/config/env';
import { parseTrustProxy } from '../../src/config/trust-proxy';
import { LIMITS } from '../../src/modules/accounts/throttle';
import { LEAD_LIMIT } from '../../src/modules/leads/routes';
import { LOOKUP_PER_IP } from '../../src/modules/applications/lookup-guard';
import { CREATE_PER_IP } from '../../src/modules/applications/application-form.routes';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { applicationForm } from '../applications/helpers';

/**
 * Issue 18, item 1: with `trustProxy: true` the API took the left-most X-Forwarded-For value — the
 * one the client writes — as the caller's address, so spoofed values got past every per-IP limit.
 * Now only TRUST_PROXY's hops or addresses are believed; a client writing its own header gets
 * nowhere, and the log shows the real address.
 */

const PROXY = '10.1.2.3';
const VISITOR = '203.0.113.7';

let spoof = 0;
/** A new fake address for each request, as an attacker would write. */
const spoofed = () => `198.51.${(++spoof >> 8) & 255}.${spoof & 255}`;

describe('TRUST_PROXY', () => {
  describe('parsing', () => {
    it('reads off, hop counts, addresses and ranges, and refuses "true" and garbage', () => {
      expect(parseTrustProxy(undefined)).toBe(false);
      expect(parseTrustProxy('false')).toBe(false);
      expect(parseTrustProxy('0')).toBe(false);
      expect(parseTrustProxy('2')).toBe(2);
      expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,loopback,::1,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback', '::1', 'fd00::/8']);
      for (const bad of ['true', 'yes', '10.0.0.0/40', '10.0.0.300', 'proxy.internal', '11']) {
        expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
      }
      expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/ratai-trust-proxy', JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    });
  });

  describe('with one trusted hop', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ TRUST_PROXY: '1' });
    }, 60000);
    afterAll(async () => t?.close());

    /** A request through the proxy: the client wrote `written`, the proxy appended the visitor's address. */
    const viaProxy = (options: InjectOptions, visitor = VISITOR, written: string = spoofed()): Promise<LightMyRequestResponse> =>
      t.app.inject({ ...options, remoteAddress: PROXY, headers: { ...(options.headers ?? {}), 'x-forwarded-for': `${written}, ${visitor}` } });

    async function statusesOf(count: number, options: () => InjectOptions | Promise<InjectOptions>, visitor: string): Promise<number[]> {
      const statuses: number[] = [];
      for (let i = 0; i < count; i += 1) statuses.push((await viaProxy(await options(), visitor)).statusCode);
      return statuses;
    }

    it('limits logins per real address, whatever the client writes into X-Forwarded-For', async () => {
      const statuses = await statusesOf(LIMITS.loginPerIp.max + 1, () => ({ method: 'POST', url: '/api/auth/local', payload: { identifier: `nera${spoof}@pavyzdys.lt`, password: 'Neteisingas1!' } }), '203.0.113.10');
      expect(statuses.slice(0, LIMITS.loginPerIp.max).every((s) => s !== 429)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // Another visitor behind the same proxy has a count of its own.
      const other = await viaProxy({ method: 'POST', url: '/api/auth/local', payload: { identifier: 'kitas@pavyzdys.lt', password: 'Neteisingas1!' } }, '203.0.113.20');
      expect(other.statusCode).toBe(400);
    });

    it('limits registrations, lookups, applications and leads the same way', async () => {
      const register = await statusesOf(LIMITS.registerPerIp.max + 1, () => {
        const email = `naujas${spoof}@pavyzdys.lt`;
        return { method: 'POST', url: '/api/auth/local/register', payload: { identifier: email, email, username: email, password: 'Slaptas123!', termsAgreed: true } };
      }, '203.0.113.11');
      expect(register.at(-1)).toBe(429);

      const lookup = await statusesOf(LOOKUP_PER_IP.max + 1, () => ({ method: 'GET', url: '/api/car-application/get-application/0b7c6d0e-6a47-4c4f-9d3a-2a1f1f1f1f1f/1234' }), '203.0.113.12');
      expect(lookup.at(-1)).toBe(429);

      const leads = await statusesOf(LEAD_LIMIT.max + 1, () => ({ method: 'POST', url: '/api/email/request', payload: { name: 'Žydrūnas', phone: '+370 698 76543', termsAgreed: true, recaptchaToken: 'x' } }), '203.0.113.13');
      expect(leads.at(-1)).toBe(429);

      const applications = await statusesOf(CREATE_PER_IP.max + 1, () => ({ method: 'POST', url: '/api/car-application/create', payload: applicationForm() }), '203.0.113.14');
      expect(applications.slice(0, CREATE_PER_IP.max).every((s) => s === 201)).toBe(true);
      expect(applications.at(-1)).toBe(429);
    }, 120000);

    it('logs the address the proxy saw, not the one the client wrote', async () => {
      t.logs.length = 0;
      const res = await viaProxy({ method: 'GET', url: '/api/article-categories' }, '203.0.113.99', '6.6.6.6');
      const lines = t.logs.map((line) => JSON.parse(line) as { requestId?: string; req?: { remoteAddress?: string } });
      const incoming = lines.find((line) => line.requestId === res.headers['x-request-id'] && line.req);
      expect(incoming?.req?.remoteAddress).toBe('203.0.113.99');
      expect(t.logs.join('\n')).not.toContain('6.6.6.6');
    });
  });

  describe('unset (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    }, 60000);
    afterAll(async () => t?.close());

    it('ignores X-Forwarded-For: the connection is the caller', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= LIMITS.loginPerIp.max; i += 1) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/local',
          remoteAddress: '192.0.2.50',
          headers: { 'x-forwarded-for': spoofed() },
          payload: { identifier: `kitas${i}@pavyzdys.lt`, password: 'Neteisingas1!' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('with the proxy given by address', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    }, 60000);
    afterAll(async () => t?.close());

    it('believes the header only from that proxy, and only its own entry', async () => {
      const ipSeen = async (remoteAddress: string, forwarded: string) => {
        t.logs.length = 0;
        const res = await t.app.inject({ method: 'GET', url: '/api/article-categories', remoteAddress, headers: { 'x-forwarded-for': forwarded } });
        const line = t.logs.map((l) => JSON.parse(l) as { requestId?: string; req?: { remoteAddress?: string } }).find((l) => l.requestId === res.headers['x-request-id'] && l.req);
        return line?.req?.remoteAddress;
      };
      expect(await ipSeen('10.4.4.4', '6.6.6.6, 203.0.113.5')).toBe('203.0.113.5');
      // Not from the proxy: the header is the client's own writing.
      expect(await ipSeen('192.0.2.9', '203.0.113.5')).toBe('192.0.2.9');
    });
  });
});
