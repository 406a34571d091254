import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The short-lived cookie that carries one sign-in attempt from `GET /connect/google` to its
 * callback: state, nonce and the PKCE code verifier.
 *
 * Why a cookie and not a table keyed by state: the cookie binds the attempt to the browser
 * that started it. With server-side state alone, someone could start a sign-in, stop at the
 * provider's redirect and send the callback link to a victim, who would be signed in to the
 * attacker's account (login CSRF). The API's cookie plugin (plugins/cookie.ts, @fastify/cookie)
 * reads and writes it with {@link STATE_COOKIE_OPTIONS}.
 *
 * Sealed with AES-256-GCM (authenticated encryption): the browser can neither read the code
 * verifier nor change any value. The key is derived from JWT_SECRET, so no new secret is needed,
 * and derived (not the JWT key itself) so the two uses never share a key.
 */
export interface SignInAttempt {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export const STATE_COOKIE = {
  name: 'ratai_oidc',
  /** Only the two sign-in routes receive it. */
  path: '/api/connect/google',
  /** Time to sign in at the provider (including choosing an account or a second factor). */
  maxAgeSeconds: 10 * 60,
} as const;

interface Sealed extends SignInAttempt {
  /** Expiry, ms since epoch: checked here too, since a cookie's Max-Age is only the browser's promise. */
  exp: number;
}

export function stateCookieKey(jwtSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), 'ratai social-auth state cookie', 32));
}

export function sealAttempt(key: Buffer, attempt: SignInAttempt, now = Date.now()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed: Sealed = { ...attempt, exp: now + STATE_COOKIE.maxAgeSeconds * 1000 };
  const body = Buffer.concat([cipher.update(JSON.stringify(sealed), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The attempt, or null when the value is missing, altered, sealed with another key or expired. */
export function unsealAttempt(key: Buffer, value: string | undefined, now = Date.now()): SignInAttempt | null {
  if (!value) return null;
  const raw = Buffer.from(value, 'base64url');
  if (raw.length < 12 + 16 + 2) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const json = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const parsed: unknown = JSON.parse(json);
    if (!isSealed(parsed) || parsed.exp <= now) return null;
    return { state: parsed.state, nonce: parsed.nonce, codeVerifier: parsed.codeVerifier };
  } catch {
    return null;
  }
}

function isSealed(value: unknown): value is Sealed {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['state'] === 'string' && typeof v['nonce'] === 'string' && typeof v['codeVerifier'] === 'string' && typeof v['exp'] === 'number';
}

/**
 * Options of the attempt's cookie. SameSite=Lax, not Strict: the callback is a top-level navigation
 * coming from the provider's site, which Strict would send without the cookie. Secure whenever the
 * API is served over https.
 */
export function stateCookieOptions(secure: boolean, maxAgeSeconds: number = STATE_COOKIE.maxAgeSeconds) {
  return { path: STATE_COOKIE.path, maxAge: maxAgeSeconds, httpOnly: true, sameSite: 'lax' as const, secure };
}
