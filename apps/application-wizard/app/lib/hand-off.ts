import { HAND_OFF_COOKIES, TERM_SLIDER } from '@ratai/domain';
import { readCookie } from '@ratai/ui';

/**
 * What the marketplace's calculators hand to the wizard (spec §7): cookies `term`,
 * `approxMonthlyPayment`, `carId` (car calculator) and `price`, `termsAgreed` (general calculator),
 * and the same values in the query string for browsers that drop the cookies. The query wins
 * (it is the freshest: a cookie may be left over from another car); then the cookie; a value
 * that is not a usable number is ignored, never trusted — the form validates what is sent anyway.
 */
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
    termsAgreed: pick(HAND_OFF_COOKIES.termsAgreed, query, cookieHeader) === 'true',
  };
}
