import { TOKEN_COOKIE } from '@ratai/domain';
import { tokenFromCookies } from './auth-header';

/**
 * The session token in the browser (spec §4: "the jwt is kept in browser storage and in a secure,
 * strict same-site cookie named token"; §6: the bearer token comes from that cookie).
 *
 * The cookie is the source of truth: it is what the base query reads in the browser and what the
 * server-rendering app forwards from the incoming request. The localStorage copy under the key
 * `token` is written and removed alongside it, as the spec asks, but never read back as a session.
 *
 * Every function takes an optional {@link SessionEnvironment}, so tests (and odd hosts) can pass
 * fakes; by default they use the page's `document`, `localStorage` and `location`, and do nothing
 * where there is no `document` (server rendering).
 */

/** The localStorage key of the token copy (spec §4). */
export const TOKEN_STORAGE_KEY = 'token';

/** What of `document` the helpers use. */
export interface CookieJar {
  cookie: string;
}

/** What of `localStorage` the helpers use. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where the session lives; each part defaults to the browser's global. */
export interface SessionEnvironment {
  document?: CookieJar;
  localStorage?: KeyValueStorage;
  location?: { protocol: string; hostname: string };
  /** Milliseconds since the epoch; `Date.now` by default. */
  now?: () => number;
}

export interface SessionOptions {
  /**
   * `Domain` attribute of the cookie, e.g. `ratai.lt` so the marketplace and the portal subdomain
   * share one session. Leave out for a host-only cookie (local development). Must be the same on
   * save and clear, or the browser keeps the old cookie.
   */
  cookieDomain?: string;
  env?: SessionEnvironment;
}

/** Where the api's endpoints put a fresh token (login, registration, password change) and drop it (logout). */
export interface SessionStore {
  save(jwt: string): void;
  clear(): void;
}

/**
 * Writes the token to localStorage and to the `token` cookie:
 * `token=<jwt>; Path=/; SameSite=Strict; Secure[; Domain=…][; Max-Age=…]`.
 *
 * - `Max-Age` follows the token's own `exp` claim, so cookie and token expire together; a token
 *   without a readable `exp` gives a session cookie.
 * - `Secure` is left out only on `http://localhost` (and 127.0.0.1, [::1]): Safari refuses Secure
 *   cookies on plain-http localhost, which would break local development. Everywhere else the
 *   cookie is Secure, as the spec asks.
 */
export function saveSession(jwt: string, options: SessionOptions = {}): void {
  const env = environment(options.env);
  if (env.document) {
    env.document.cookie = sessionCookie(jwt, {
      cookieDomain: options.cookieDomain,
      secure: isSecureContext(env.location),
      maxAgeSeconds: secondsUntilExpiry(jwt, env.now()),
    });
  }
  safely(() => env.localStorage?.setItem(TOKEN_STORAGE_KEY, jwt));
}

/** Removes the token from localStorage and expires the cookie (same Path/Domain as written). */
export function clearSession(options: SessionOptions = {}): void {
  const env = environment(options.env);
  if (env.document) {
    env.document.cookie = sessionCookie('', {
      cookieDomain: options.cookieDomain,
      secure: isSecureContext(env.location),
      maxAgeSeconds: 0,
    });
  }
  safely(() => env.localStorage?.removeItem(TOKEN_STORAGE_KEY));
}

/** The token of the current session (from the `token` cookie), or null. */
export function readToken(options: Pick<SessionOptions, 'env'> = {}): string | null {
  const env = environment(options.env);
  return env.document ? tokenFromCookies(env.document.cookie) : null;
}

/** A {@link SessionStore} over {@link saveSession} / {@link clearSession} with fixed options. */
export function browserSessionStore(options: SessionOptions = {}): SessionStore {
  return {
    save: (jwt) => saveSession(jwt, options),
    clear: () => clearSession(options),
  };
}

/** The `Set-Cookie`-style text of the session cookie (exported for tests and server code). */
export function sessionCookie(
  value: string,
  attributes: { cookieDomain?: string; secure: boolean; maxAgeSeconds?: number },
): string {
  const parts = [`${TOKEN_COOKIE}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Strict'];
  if (attributes.secure) parts.push('Secure');
  if (attributes.cookieDomain) parts.push(`Domain=${attributes.cookieDomain}`);
  if (attributes.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(attributes.maxAgeSeconds))}`);
  return parts.join('; ');
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function isSecureContext(location: SessionEnvironment['location']): boolean {
  return !(location && location.protocol === 'http:' && LOOPBACK_HOSTS.has(location.hostname));
}

/** Seconds until the JWT's `exp`, or undefined when it has none (or is not a readable JWT). */
function secondsUntilExpiry(jwt: string, nowMs: number): number | undefined {
  const payload = jwt.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' ? Math.max(0, exp - Math.floor(nowMs / 1000)) : undefined;
  } catch {
    return undefined;
  }
}

function environment(env: SessionEnvironment = {}): Required<Pick<SessionEnvironment, 'now'>> & SessionEnvironment {
  const g = globalThis as { document?: CookieJar; location?: SessionEnvironment['location'] };
  return {
    document: env.document ?? g.document,
    // Reading window.localStorage throws when storage is blocked; treat that as "no storage".
    localStorage: env.localStorage ?? safely(() => (globalThis as { localStorage?: KeyValueStorage }).localStorage),
    location: env.location ?? g.location,
    now: env.now ?? Date.now,
  };
}

function safely<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}
