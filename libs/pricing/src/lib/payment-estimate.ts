import { TERM_SLIDER } from '@ratai/domain';
import { buyoutTenthsOfPercent } from './buyout';
import { interestRatePercent } from './rate-groups';
import { roundHalfUpQuotient } from './rounding';

/**
 * Total price over the term (spec §9): `price + price × rate/100/12 × term`, in EUR, not
 * rounded. Computed as `price × (1200 + rate × term) / 1200` so that integer inputs give a
 * single, correctly rounded division.
 *
 * @param price - car price in EUR
 * @param termMonths - term in months
 * @returns the total, or 0 when there is no rate (see {@link interestRatePercent})
 */
export function totalPrice(price: number, termMonths: number): number {
  const rate = interestRatePercent(price, termMonths);
  if (rate === null) {
    return 0;
  }
  return (price * (1200 + rate * termMonths)) / 1200;
}

/**
 * Estimated monthly payment (spec §9): `(total − buyout) / term`, in whole euros, rounded
 * half up (`Math.round` semantics). `estimateMonthlyPayment(10000, 24) === 475`.
 *
 * Rounding: the payment is evaluated as one fraction,
 * `price × (6000 + 5 × rate × term − 6 × buyoutTenths) / (6000 × term)`, whose numerator and
 * denominator are exact integers for integer price and term, so true halves (6306 € over
 * 12 months is exactly 525.5) round up instead of falling to 525.49999… as the naive float
 * formula does. See `rounding.ts` for non-integer inputs.
 *
 * The term is used as given for the rate (largest listed term not above it) and for the
 * division; the buyout band uses whole months. Terms above 60 are not clamped.
 *
 * @param price - car price in EUR
 * @param termMonths - term in months
 * @returns whole euros per month; 0 when the price is outside 2000..50000, or price or term
 *   is not finite, or the term is below 12
 */
export function estimateMonthlyPayment(price: number, termMonths: number): number {
  const rate = interestRatePercent(price, termMonths);
  if (rate === null) {
    return 0;
  }
  const buyoutTenths = buyoutTenthsOfPercent(termMonths);
  const numerator = price * (6000 + 5 * rate * termMonths - 6 * buyoutTenths);
  const denominator = 6000 * termMonths;
  return roundHalfUpQuotient(numerator, denominator);
}

/**
 * The car card's "nuo {x} € / mėn.": the lowest {@link estimateMonthlyPayment} over the
 * term slider's terms (`TERM_SLIDER`: 12, 14, … 60).
 *
 * @param price - car price in EUR
 * @returns whole euros per month, or 0 when the price is outside 2000..50000 or not finite
 */
export function fromPricePerMonth(price: number): number {
  return lowestPaymentTerm(price)?.monthlyPayment ?? 0;
}

// FROM_PRICE_TERM_MONTHS lives in from-price-term.ts (why: there).

/**
 * The term that gives {@link fromPricePerMonth}: the slider term (12, 14, … 60) with the lowest
 * {@link estimateMonthlyPayment}, the shortest of equal ones. The car card says which term its
 * 'nuo' figure is for (with the spec's tables it is always 60 months).
 *
 * @param price - car price in EUR
 * @returns the term and its payment, or `null` when the price is outside 2000..50000 or not finite
 */
export function lowestPaymentTerm(price: number): { termMonths: number; monthlyPayment: number } | null {
  let lowest: { termMonths: number; monthlyPayment: number } | null = null;
  for (let term = TERM_SLIDER.min; term <= TERM_SLIDER.max; term += TERM_SLIDER.step) {
    const payment = estimateMonthlyPayment(price, term);
    if (payment > 0 && (lowest === null || payment < lowest.monthlyPayment)) {
      lowest = { termMonths: term, monthlyPayment: payment };
    }
  }
  return lowest;
}
