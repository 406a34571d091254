import { readCookie } from '@ratai/ui';

/**
 * The application's access key in this browser (issue 18, item 3). The API answers it once, at
 * create; update, the bank step and the lookup need it (the id alone, which is in URLs, opens
 * nothing). The wizard keeps it with the tab's saved application (saved-application.ts) and, for
 * the bank's return — a new page load from the bank's site, completed on the server — in a
 * cookie on the wizard's own origin, path /bankas, for a day (the consent's own lifetime).
 * SameSite=Lax: the bank's redirect back is a top-level navigation, which carries it.
 */

export const ACCESS_COOKIE = 'ratai_paraiska';
const BANK_RETURN_PATH = '/bankas';
const MAX_AGE_SECONDS = 24 * 60 * 60;

/** The fragment key of the applicant's e-mail link (`…/paraiskos-paieska?id=…#raktas=…`). */
export const LINK_KEY_PARAM = 'raktas';

const KEY = /^[A-Za-z0-9_-]{43}$/;

export const isAccessKey = (value: unknown): value is string => typeof value === 'string' && KEY.test(value);

/** Writes the bank-return cookie (browser only). */
export function rememberForBankReturn(id: string, key: string): void {
  if (typeof document === 'undefined' || !isAccessKey(key)) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ACCESS_COOKIE}=${encodeURIComponent(`${id}.${key}`)}; Path=${BANK_RETURN_PATH}; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/** The key the bank-return cookie holds for application `id` (server: from the request's Cookie header). */
export function keyFromCookie(cookieHeader: string | null | undefined, id: string): string | null {
  const value = readCookie(cookieHeader, ACCESS_COOKIE);
  if (!value) return null;
  const dot = value.indexOf('.');
  if (dot < 0 || value.slice(0, dot) !== id) return null;
  const key = value.slice(dot + 1);
  return isAccessKey(key) ? key : null;
}

/** The key of the e-mail link's fragment (`#raktas=…`), or null. */
export function keyFromHash(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get(LINK_KEY_PARAM);
  return isAccessKey(key) ? key : null;
}

/** The lookup page's address with the key in its fragment (never sent to any server). */
export function lookupHref(id: string, key: string | null): string {
  const base = `/paraiskos-paieska?id=${encodeURIComponent(id)}`;
  return key ? `${base}#${LINK_KEY_PARAM}=${encodeURIComponent(key)}` : base;
}

/** The status page's address (issue 17) with the key in its fragment: what the e-mail links to. */
export function statusHref(id: string, key: string): string {
  return `/paraiskos-busena?id=${encodeURIComponent(id)}#${LINK_KEY_PARAM}=${encodeURIComponent(key)}`;
}
