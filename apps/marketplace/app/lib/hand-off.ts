import { COOKIE_MAX_AGE, HAND_OFF_COOKIES } from '@ratai/domain';
import { writeCookie } from '@ratai/ui';

/**
 * The calculators' hand-off to the application wizard (a separate app on its own origin, spec §7):
 * the values go into cookies for 86400 s (on COOKIE_DOMAIN when set) **and** into the query string,
 * so the hand-off survives a browser that drops the cookie (third-party or strict privacy
 * settings). The wizard reads the query first, then the cookies.
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
    url: withQuery(`${input.wizardUrl}/automobilio-paraiska/${encodeURIComponent(input.carSlug)}`, values),
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
  return { values, url: withQuery(`${input.wizardUrl}/paraiska`, values) };
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
