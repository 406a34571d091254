import { ESTIMATE_PRICE_RANGE } from '@ratai/domain';

/** Letter of a price group of the payment estimate (spec §9 "Payment estimate"). */
export type RateGroupLetter = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I';

/** One listed term of a price group and its yearly interest percent. */
export interface ListedRate {
  /** Term in months as listed in the spec's table. */
  readonly termMonths: number;
  /** Yearly interest in percent. */
  readonly percent: number;
}

/**
 * A price group of the payment estimate. The group covers prices
 * `[minPrice, next group's minPrice)`; the last group (I) also includes its `maxPrice`
 * (50000). `maxPrice` is the spec's label, kept for display.
 */
export interface RateGroup {
  readonly group: RateGroupLetter;
  /** Lowest price of the band, inclusive (EUR). */
  readonly minPrice: number;
  /** Highest whole-euro price of the band as the spec writes it (EUR). */
  readonly maxPrice: number;
  /** Listed terms, ascending. The rate of a term is that of the largest listed term not above it. */
  readonly rates: readonly ListedRate[];
}

/**
 * The interest-rate table of spec §9 "Payment estimate", exactly as listed.
 * "24 to 59 → x" is written out as the listed terms 24, 36, 48 and 59 (the same terms
 * groups C and D list), which gives x to every term from 24 on.
 */
export const INTEREST_RATE_GROUPS: readonly RateGroup[] = [
  {
    group: 'A',
    minPrice: 2000,
    maxPrice: 3999,
    rates: [
      { termMonths: 12, percent: 40 },
      { termMonths: 24, percent: 38 },
    ],
  },
  {
    group: 'B',
    minPrice: 4000,
    maxPrice: 5999,
    rates: [
      { termMonths: 12, percent: 34 },
      { termMonths: 24, percent: 34 },
      { termMonths: 36, percent: 32 },
      { termMonths: 48, percent: 31 },
    ],
  },
  {
    group: 'C',
    minPrice: 6000,
    maxPrice: 7999,
    rates: [
      { termMonths: 12, percent: 30 },
      { termMonths: 24, percent: 32 },
      { termMonths: 36, percent: 33 },
      { termMonths: 48, percent: 33 },
      { termMonths: 59, percent: 33 },
    ],
  },
  {
    group: 'D',
    minPrice: 8000,
    maxPrice: 9999,
    rates: [
      { termMonths: 12, percent: 25 },
      { termMonths: 24, percent: 29 },
      { termMonths: 36, percent: 29 },
      { termMonths: 48, percent: 29 },
      { termMonths: 59, percent: 29 },
    ],
  },
  {
    group: 'E',
    minPrice: 10000,
    maxPrice: 14999,
    rates: [
      { termMonths: 12, percent: 23 },
      { termMonths: 24, percent: 27 },
      { termMonths: 36, percent: 27 },
      { termMonths: 48, percent: 27 },
      { termMonths: 59, percent: 27 },
    ],
  },
  {
    group: 'F',
    minPrice: 15000,
    maxPrice: 19999,
    rates: [
      { termMonths: 12, percent: 20 },
      { termMonths: 24, percent: 24 },
      { termMonths: 36, percent: 24 },
      { termMonths: 48, percent: 24 },
      { termMonths: 59, percent: 24 },
    ],
  },
  {
    group: 'G',
    minPrice: 20000,
    maxPrice: 29999,
    rates: [
      { termMonths: 12, percent: 18 },
      { termMonths: 24, percent: 21 },
      { termMonths: 36, percent: 22 },
      { termMonths: 48, percent: 22 },
      { termMonths: 59, percent: 22 },
    ],
  },
  {
    group: 'H',
    minPrice: 30000,
    maxPrice: 39999,
    rates: [
      { termMonths: 12, percent: 17 },
      { termMonths: 24, percent: 20 },
      { termMonths: 36, percent: 21 },
      { termMonths: 48, percent: 21 },
      { termMonths: 59, percent: 21 },
    ],
  },
  {
    group: 'I',
    minPrice: 40000,
    maxPrice: 50000,
    rates: [
      { termMonths: 12, percent: 14 },
      { termMonths: 24, percent: 18 },
      { termMonths: 36, percent: 18 },
      { termMonths: 48, percent: 18 },
      { termMonths: 59, percent: 18 },
    ],
  },
];

/**
 * Whether the payment estimate covers `price`: a finite number in
 * `ESTIMATE_PRICE_RANGE` (2000..50000, both inclusive).
 *
 * @param price - car price in EUR
 */
export function isEstimatePrice(price: number): boolean {
  return (
    Number.isFinite(price) && price >= ESTIMATE_PRICE_RANGE.min && price <= ESTIMATE_PRICE_RANGE.max
  );
}

/**
 * The price group of `price`: bands are `[minPrice, next minPrice)`, so a non-integer
 * price between two labels (3999.5) belongs to the lower group; group I includes 50000.
 *
 * @param price - car price in EUR
 * @returns the group, or null when the price is not a finite number in 2000..50000
 */
export function rateGroupOf(price: number): RateGroup | null {
  if (!isEstimatePrice(price)) {
    return null;
  }
  let found: RateGroup | null = null;
  for (const group of INTEREST_RATE_GROUPS) {
    if (group.minPrice <= price) {
      found = group;
    }
  }
  return found;
}

/**
 * The yearly interest percent the payment estimate uses for `price` over `termMonths`:
 * the rate of the price's group at the largest listed term not above the chosen term
 * (spec §9). Group A lists only 12 and 24, so every term from 24 on (60 included) gets 38.
 *
 * The term is used as given, not floored: 23.5 months uses the 12-month rate. Terms above
 * 60 are not clamped (they get the largest listed term's rate); callers keep terms on the
 * slider (`TERM_SLIDER`).
 *
 * @param price - car price in EUR
 * @param termMonths - chosen term in months
 * @returns the percent, or null when the price is outside 2000..50000 or not finite,
 *   or the term is not finite or below 12 (no listed term is at or below it)
 */
export function interestRatePercent(price: number, termMonths: number): number | null {
  const group = rateGroupOf(price);
  if (group === null || !Number.isFinite(termMonths)) {
    return null;
  }
  let percent: number | null = null;
  for (const listed of group.rates) {
    if (listed.termMonths <= termMonths) {
      percent = listed.percent;
    }
  }
  return percent;
}
