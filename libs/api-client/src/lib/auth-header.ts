import { TOKEN_COOKIE } from '@ratai/domain';

/**
 * Reads the session token from a `Cookie` header value or `document.cookie` string
 * (spec §6: the bearer token comes from the cookie named `token`). Returns null when absent.
 */
export function tokenFromCookies(cookieString: string | null | undefined): string | null {
  if (!cookieString) return null;
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== TOKEN_COOKIE) continue;
    const raw = part.slice(eq + 1).trim();
    if (raw === '') return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Sets `Authorization: Bearer …` when a token exists (spec §7); leaves the headers alone otherwise. */
export function withBearer(headers: Headers, token: string | null): Headers {
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}
