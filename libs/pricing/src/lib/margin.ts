import { roundHalfUpQuotient } from './rounding';

/**
 * Term columns of the margin table in months (spec §9 "Contract terms shown to lessors").
 * A term between two columns uses the largest column not above it.
 */
export const MARGIN_TERMS: readonly number[] = [12, 24, 36, 48, 60];

/** One value band of the margin table. */
export interface MarginRow {
  /** Lowest car value of the band, inclusive (EUR). */
  readonly minValue: number;
  /** Highest whole-euro value of the band as the spec writes it (EUR). */
  readonly maxValue: number;
  /** Yearly margin percent per column of {@link MARGIN_TERMS}, in the same order. */
  readonly percents: readonly number[];
}

/**
 * The margin table (annual markup on the car value, by value band and term). A band covers
 * `[minValue, next band's minValue)`; the last band also includes its `maxValue` (50000).
 */
export const MARGIN_TABLE: readonly MarginRow[] = [
  { minValue: 2000, maxValue: 3999, percents: [42, 41, 39, 37, 36] },
  { minValue: 4000, maxValue: 5999, percents: [36, 35, 33, 31, 30] },
  { minValue: 6000, maxValue: 8999, percents: [34, 33, 31, 30, 29] },
  { minValue: 9000, maxValue: 11999, percents: [33, 32, 30, 29, 28] },
  { minValue: 12000, maxValue: 14999, percents: [32, 31, 29, 28, 27] },
  { minValue: 15000, maxValue: 20999, percents: [30, 29, 28, 27, 26] },
  { minValue: 21000, maxValue: 25999, percents: [29, 28, 27, 26, 25] },
  { minValue: 26000, maxValue: 30999, percents: [28, 27, 26, 25, 24] },
  { minValue: 31000, maxValue: 35999, percents: [27, 26, 25, 24, 23] },
  { minValue: 36000, maxValue: 40999, percents: [26, 25, 24, 23, 22] },
  { minValue: 41000, maxValue: 45999, percents: [25, 24, 23, 22, 21] },
  { minValue: 46000, maxValue: 50000, percents: [24, 23, 22, 21, 20] },
];

/**
 * Yearly margin percent for a car value and term. The term uses the largest column not
 * above it (30 → 24, 59 → 48, above 60 → 60); the term is used as given, not floored.
 *
 * @param carValue - car value in EUR
 * @param termMonths - term in months
 * @returns the percent, or null when the value is below 2000, above 50000 or not finite, or
 *   the term is below 12 or not finite
 */
export function marginPercent(carValue: number, termMonths: number): number | null {
  if (!Number.isFinite(carValue) || !Number.isFinite(termMonths)) {
    return null;
  }
  const first = MARGIN_TABLE[0];
  const last = MARGIN_TABLE[MARGIN_TABLE.length - 1];
  if (carValue < first.minValue || carValue > last.maxValue) {
    return null;
  }
  let row: MarginRow = first;
  for (const candidate of MARGIN_TABLE) {
    if (candidate.minValue <= carValue) {
      row = candidate;
    }
  }
  let column = -1;
  MARGIN_TERMS.forEach((term, index) => {
    if (term <= termMonths) {
      column = index;
    }
  });
  return column < 0 ? null : row.percents[column];
}

/**
 * Yearly margin amount: `carValue × marginPercent(carValue, termMonths) / 100`, in EUR rounded to
 * cents, half up — what the margin adds per year of the contract (the table is an annual markup).
 *
 * @param carValue - car value in EUR
 * @param termMonths - term in months
 * @returns the amount, or null where {@link marginPercent} is null
 */
export function marginAmountPerYear(carValue: number, termMonths: number): number | null {
  const percent = marginPercent(carValue, termMonths);
  return percent === null ? null : roundHalfUpQuotient(carValue * percent, 1) / 100;
}
