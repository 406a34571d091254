/**
 * The year and month dropdown rules of spec §5 ("Year dropdowns").
 *
 * Every function takes the current year as a parameter (defaulting to the clock) so tests
 * and server rendering are deterministic and a page rendered on 31 December does not
 * disagree with its hydration on 1 January.
 */
import { INSPECTION_YEARS_AHEAD, YEAR_DROPDOWN_DEFAULT_MIN } from './constants';
import type { EnumOption } from './labels';

/** Options of {@link yearOptions}. */
export interface YearOptionsParams {
  /** Defaults to the clock's year. */
  currentYear?: number;
  /** Exclusive lower bound; defaults to 1980 (§5). */
  min?: number;
  /**
   * The year chosen in the 'from' dropdown; given for the 'to' dropdown, which then lists
   * only years ≥ from (§5).
   */
  from?: number;
}

/**
 * Years of a production-year dropdown: the current year descending down to, but not
 * including, `min` (§5). With `from`, years below it are left out, so a 'to' can never be
 * before its 'from'. A `from` later than the current year yields an empty list.
 *
 * @example yearOptions({ currentYear: 2026 })             // [2026, 2025, …, 1981]
 * @example yearOptions({ currentYear: 2026, from: 2015 }) // [2026, 2025, …, 2015]
 */
export function yearOptions({
  currentYear = new Date().getFullYear(),
  min = YEAR_DROPDOWN_DEFAULT_MIN,
  from,
}: YearOptionsParams = {}): number[] {
  // `from` is inclusive and `min` exclusive, so the lowest year listed is the larger of the two.
  const lowest = from === undefined ? min + 1 : Math.max(min + 1, from);
  const years: number[] = [];
  for (let year = currentYear; year >= lowest; year -= 1) {
    years.push(year);
  }
  return years;
}

/**
 * Years of the technical-inspection dropdown: the current year and the 2 following (§5),
 * ascending because an inspection lies ahead.
 *
 * @example inspectionYearOptions(2026) // [2026, 2027, 2028]
 */
export function inspectionYearOptions(currentYear: number = new Date().getFullYear()): number[] {
  return Array.from({ length: INSPECTION_YEARS_AHEAD + 1 }, (_, i) => currentYear + i);
}

/** Months of the inspection-month dropdown, 1 to 12 (§5). */
export const INSPECTION_MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** A month number, 1–12. */
export type Month = (typeof INSPECTION_MONTHS)[number];

/** Lithuanian month names in the nominative, as a dropdown lists them. */
export const MONTH_LABELS: Record<Month, string> = {
  1: 'Sausis',
  2: 'Vasaris',
  3: 'Kovas',
  4: 'Balandis',
  5: 'Gegužė',
  6: 'Birželis',
  7: 'Liepa',
  8: 'Rugpjūtis',
  9: 'Rugsėjis',
  10: 'Spalis',
  11: 'Lapkritis',
  12: 'Gruodis',
};

/** Options of the inspection-month dropdown: value 1–12, label the month's name. */
export function inspectionMonthOptions(): EnumOption<Month>[] {
  return INSPECTION_MONTHS.map((value) => ({ value, label: MONTH_LABELS[value] }));
}
