import { COOKIE_MAX_AGE, HAND_OFF_COOKIES, TERM_SLIDER } from '@ratai/domain';
import { readCookie, writeCookie } from '@ratai/ui';

/**
 * The calculators' hand-off to the application wizard (spec §7), both ends of it in one place: the
 * marketplace writes, the wizard (a separate app on its own origin) reads.
 *
 * The values go into cookies for 86400 s (on COOKIE_DOMAIN when set) **and** into the query string,
 * so the hand-off survives a browser that drops the cookie (third-party or strict privacy
 * settings). The wizard reads the query first (it is the freshest: a cookie may be left over from
 * another car), then the cookie; a value that is not a usable number is ignored, never trusted —
 * the form validates what is sent anyway.
 */
export interface HandOff {
  /** Cookie name → value, written before leaving. */
  values: Record<string, string>;
  /** Where the browser goes: the wizard's page with the same values in the query. */
  url: string;
}

export interface CarHandOffInput {
  wizardUrl: string;
  carSlug: string;
  carId: number;
  term: number;
  approxMonthlyPayment: number;
  termsAgreed: boolean;
}

export interface GeneralHandOffInput {
  wizardUrl: string;
  price: number;
  term: number;
  approxMonthlyPayment: number;
  termsAgreed: boolean;
}

function withQuery(url: string, values: Record<string, string>): string {
  const query = new URLSearchParams(values).toString();
  return query ? `${url}?${query}` : url;
}

/** The wizard's page for one car: where the car page's calculator sends the visitor. */
export function carApplicationUrl(wizardUrl: string, carSlug: string): string {
  return `${wizardUrl}/automobilio-paraiska/${encodeURIComponent(carSlug)}`;
}

/** The wizard's general application: where the general calculator sends the visitor. */
export function generalApplicationUrl(wizardUrl: string): string {
  return `${wizardUrl}/paraiska`;
}

/**
 * The car page's calculator (§2.7): cookies term, approxMonthlyPayment, carId (and termsAgreed,
 * which the calculator asks for too) → `{wizard}/automobilio-paraiska/{carSlug}`.
 */
export function carHandOff(input: CarHandOffInput): HandOff {
  const values = {
    [HAND_OFF_COOKIES.term]: String(input.term),
    [HAND_OFF_COOKIES.approxMonthlyPayment]: String(input.approxMonthlyPayment),
    [HAND_OFF_COOKIES.carId]: String(input.carId),
    [HAND_OFF_COOKIES.termsAgreed]: String(input.termsAgreed),
  };
  return {
    values,
    url: withQuery(carApplicationUrl(input.wizardUrl, input.carSlug), values),
  };
}

/**
 * The general calculator (§2.8): cookies price, termsAgreed (and the term and payment it shows,
 * which the application's summary needs) → `{wizard}/paraiska`.
 */
export function generalHandOff(input: GeneralHandOffInput): HandOff {
  const values = {
    [HAND_OFF_COOKIES.price]: String(input.price),
    [HAND_OFF_COOKIES.termsAgreed]: String(input.termsAgreed),
    [HAND_OFF_COOKIES.term]: String(input.term),
    [HAND_OFF_COOKIES.approxMonthlyPayment]: String(input.approxMonthlyPayment),
  };
  return { values, url: withQuery(generalApplicationUrl(input.wizardUrl), values) };
}

/** Leaving for another origin (a full page load); an object so tests can spy on it. */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Writes the hand-off cookies (one day) and navigates to the wizard. */
export function performHandOff(
  handOff: HandOff,
  cookieDomain: string | null,
  navigate: (url: string) => void = (url) => browserNavigation.assign(url),
): void {
  for (const [name, value] of Object.entries(handOff.values)) {
    writeCookie(name, value, { maxAge: COOKIE_MAX_AGE.handOff, domain: cookieDomain });
  }
  navigate(handOff.url);
}

/** What the wizard takes from a hand-off; null where nothing usable arrived. */
export interface HandOffValues {
  term: number | null;
  approxMonthlyPayment: number | null;
  carId: number | null;
  price: number | null;
  termsAgreed: boolean;
}

function pick(name: string, query: URLSearchParams, cookieHeader: string | null): string | null {
  const fromQuery = query.get(name);
  if (fromQuery !== null && fromQuery.trim() !== '') return fromQuery;
  return readCookie(cookieHeader, name);
}

function positiveNumber(raw: string | null): number | null {
  if (raw === null) return null;
  const value = Number(raw.trim());
  return Number.isFinite(value) && value > 0 ? value : null;
}

function positiveInteger(raw: string | null): number | null {
  const value = positiveNumber(raw);
  return value !== null && Number.isInteger(value) ? value : null;
}

/** The hand-off values of a request (query string first, then the Cookie header). */
export function readHandOff(url: URL, cookieHeader: string | null): HandOffValues {
  const query = url.searchParams;
  const term = positiveInteger(pick(HAND_OFF_COOKIES.term, query, cookieHeader));
  return {
    term: term !== null && term >= TERM_SLIDER.min && term <= TERM_SLIDER.max ? term : null,
    approxMonthlyPayment: positiveInteger(pick(HAND_OFF_COOKIES.approxMonthlyPayment, query, cookieHeader)),
    carId: positiveInteger(pick(HAND_OFF_COOKIES.carId, query, cookieHeader)),
    price: positiveNumber(pick(HAND_OFF_COOKIES.price, query, cookieHeader)),
    // 'on': what a browser sends for a ticked box when the calculator's form is sent natively
    // (pressed before its code loaded, or without JavaScript).
    termsAgreed: ['true', 'on'].includes(pick(HAND_OFF_COOKIES.termsAgreed, query, cookieHeader) ?? ''),
  };
}
