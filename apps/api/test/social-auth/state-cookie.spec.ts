import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { cookiePlugin } from '../../src/plugins/cookie';
import { STATE_COOKIE, sealAttempt, stateCookieKey, stateCookieOptions, unsealAttempt } from '../../src/modules/social-auth/state-cookie';

/** The sealed sign-in cookie on its own: what it refuses without a provider in the loop. */
describe('social sign-in state cookie', () => {
  const key = stateCookieKey(randomBytes(32).toString('hex'));
  const attempt = { state: 'state-1', nonce: 'nonce-1', codeVerifier: 'verifier-1' };

  it('opens what it sealed, and hides the values', () => {
    const sealed = sealAttempt(key, attempt);
    expect(unsealAttempt(key, sealed)).toEqual(attempt);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toMatch(/state-1|nonce-1|verifier-1/);
  });

  it('refuses an expired attempt even if the browser still sends it', () => {
    const sealedAt = Date.now();
    const sealed = sealAttempt(key, attempt, sealedAt);
    expect(unsealAttempt(key, sealed, sealedAt + STATE_COOKIE.maxAgeSeconds * 1000 - 1)).toEqual(attempt);
    expect(unsealAttempt(key, sealed, sealedAt + STATE_COOKIE.maxAgeSeconds * 1000)).toBeNull();
  });

  it('refuses another key, altered bytes, garbage and nothing', () => {
    const sealed = sealAttempt(key, attempt);
    expect(unsealAttempt(stateCookieKey('another secret of the right length......'), sealed)).toBeNull();
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(unsealAttempt(key, bytes.toString('base64url'))).toBeNull();
    expect(unsealAttempt(key, 'not-a-cookie')).toBeNull();
    expect(unsealAttempt(key, '')).toBeNull();
    expect(unsealAttempt(key, undefined)).toBeNull();
  });

  /** The API's cookie plugin writing and reading the attempt, as the sign-in routes do. */
  async function cookieApp() {
    const app = Fastify();
    await app.register(cookiePlugin);
    app.get('/set', async (request, reply) => reply.setCookie(STATE_COOKIE.name, 'v', stateCookieOptions((request.query as { secure?: string }).secure === '1')).send('ok'));
    app.get('/clear', async (_request, reply) => reply.setCookie(STATE_COOKIE.name, '', stateCookieOptions(false, 0)).send('ok'));
    app.get('/read', async (request) => ({ value: request.cookies[STATE_COOKIE.name] ?? null }));
    return app;
  }

  it('reads its own cookie among others', async () => {
    const app = await cookieApp();
    const read = async (cookie?: string) => (await app.inject({ url: '/read', headers: cookie ? { cookie } : {} })).json().value;
    expect(await read('a=1; ratai_oidc=abc-_; token=xyz')).toBe('abc-_');
    expect(await read('ratai_oidc_other=1')).toBeNull();
    expect(await read()).toBeNull();
    await app.close();
  });

  it('is HttpOnly, SameSite=Lax, on the sign-in path only, Secure behind https, and removed with Max-Age=0', async () => {
    const app = await cookieApp();
    const attributes = async (url: string) => {
      const header = String((await app.inject({ url })).headers['set-cookie']);
      return header.split(/;\s*/).sort();
    };
    expect(await attributes('/set?secure=1')).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/api/connect/google', 'SameSite=Lax', 'Secure', 'ratai_oidc=v'].sort());
    expect(await attributes('/set')).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/api/connect/google', 'SameSite=Lax', 'ratai_oidc=v'].sort());
    expect(await attributes('/clear')).toEqual(['HttpOnly', 'Max-Age=0', 'Path=/api/connect/google', 'SameSite=Lax', 'ratai_oidc='].sort());
    await app.close();
  });
});
