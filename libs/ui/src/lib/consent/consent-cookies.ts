import { CONSENT_COOKIE, COOKIE_MAX_AGE } from '@ratai/domain';

/**
 * The cookies the web apps write themselves: the consent answer (§4, one year) and the
 * calculators' hand-off to the wizard (§7, one day). Neither is secret or read by the API, so
 * they are plain `SameSite=Lax` cookies (Lax: the wizard is another origin of the same site,
 * reached by a top-level navigation); `Secure` on https; `Domain` only when COOKIE_DOMAIN is set
 * (e.g. `ratai.lt`, shared by the marketplace and the wizard's subdomain). On localhost cookies
 * ignore the port, so the wizard on :4400 reads what the marketplace on :4200 wrote.
 *
 * Shared by the marketplace and the application wizard (one banner answer counts for both).
 */

export interface CookieOptions {
  /** Seconds. */
  maxAge: number;
  domain?: string | null;
  secure?: boolean;
  path?: string;
}

/** `name=value; Max-Age=…; Path=/; SameSite=Lax[; Domain=…][; Secure]` with the value URI-encoded. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.floor(options.maxAge)}`,
    `Path=${options.path ?? '/'}`,
    'SameSite=Lax',
  ];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The value of cookie `name` in a Cookie header (or `document.cookie`), decoded; null when absent. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

/** Whether the page is served over https (then cookies are Secure). */
export function isSecurePage(): boolean {
  return typeof window !== 'undefined' && window.location.protocol === 'https:';
}

/** Writes a cookie in the browser; does nothing on the server. */
export function writeCookie(name: string, value: string, options: CookieOptions): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value, { secure: isSecurePage(), ...options });
}

/** The visitor's answer to the banner: 'Gerai', 'Atsisakyti', or none yet. */
export type ConsentAnswer = 'accepted' | 'refused' | null;

/** The answer a Cookie header (or document.cookie) holds. */
export function readConsent(cookieHeader: string | null | undefined): ConsentAnswer {
  const value = readCookie(cookieHeader, CONSENT_COOKIE.name);
  if (value === CONSENT_COOKIE.accepted) return 'accepted';
  if (value === CONSENT_COOKIE.refused) return 'refused';
  return null;
}

/** Whether a Cookie header (or document.cookie) holds the consent ('Gerai' was clicked). */
export function hasConsent(cookieHeader: string | null | undefined): boolean {
  return readConsent(cookieHeader) === 'accepted';
}

/**
 * Stores the answer for a year (31536000 s, §4, §9): 'Gerai' by default, or 'Atsisakyti' (issue
 * 17), which is kept as long, so the banner does not ask again on every page.
 */
export function storeConsent(domain: string | null, answer: 'accepted' | 'refused' = 'accepted'): void {
  const value = answer === 'accepted' ? CONSENT_COOKIE.accepted : CONSENT_COOKIE.refused;
  writeCookie(CONSENT_COOKIE.name, value, { maxAge: COOKIE_MAX_AGE.consent, domain });
}
