import { randomBytes } from 'node:crypto';
import {
  STATE_COOKIE,
  clearStateCookieHeader,
  readStateCookie,
  sealAttempt,
  stateCookieHeader,
  stateCookieKey,
  unsealAttempt,
} from '../../src/modules/social-auth/state-cookie';

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

  it('reads its own cookie among others', () => {
    expect(readStateCookie('a=1; ratai_oidc=abc-_; token=xyz')).toBe('abc-_');
    expect(readStateCookie('ratai_oidc_other=1')).toBeUndefined();
    expect(readStateCookie(undefined)).toBeUndefined();
  });

  it('is Secure behind https and removed with Max-Age=0', () => {
    expect(stateCookieHeader('v', true)).toBe('ratai_oidc=v; Path=/api/connect/google; Max-Age=600; HttpOnly; SameSite=Lax; Secure');
    expect(clearStateCookieHeader(false)).toBe('ratai_oidc=; Path=/api/connect/google; Max-Age=0; HttpOnly; SameSite=Lax');
  });
});
