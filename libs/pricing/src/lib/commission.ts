import { roundHalfUpQuotient } from './rounding';

/** One row of the lessor contract's commission table (spec §9 "Contract terms shown to lessors"). */
export interface CommissionRow {
  /** Lowest car value of the row as the spec writes it (EUR); null for "up to". */
  readonly fromValue: number | null;
  /** Highest car value of the row, inclusive (EUR); null for the open last row. */
  readonly toValue: number | null;
  /** Commission in percent of the car value. */
  readonly percent: number;
}

/**
 * The commission table, in ascending order. A value belongs to the first row whose
 * `toValue` it does not exceed, so a non-integer value between two rows (10000.5) belongs
 * to the higher row. The spec's last row reads "above 40,001"; it is taken as "from 40,001"
 * (the row after 30,001-40,000), so 40001 gets 4 %.
 */
export const COMMISSION_TABLE: readonly CommissionRow[] = [
  { fromValue: null, toValue: 10000, percent: 9 },
  { fromValue: 10001, toValue: 15000, percent: 8 },
  { fromValue: 15001, toValue: 20000, percent: 7 },
  { fromValue: 20001, toValue: 30000, percent: 6 },
  { fromValue: 30001, toValue: 40000, percent: 5 },
  { fromValue: 40001, toValue: null, percent: 4 },
];

/**
 * Commission percent for a car value (≤10,000 → 9; 10,001–15,000 → 8; 15,001–20,000 → 7;
 * 20,001–30,000 → 6; 30,001–40,000 → 5; above → 4). A non-integer value between two rows
 * belongs to the higher row (10000.5 → 8).
 *
 * @param carValue - car value in EUR
 * @returns the percent, or null when the value is not a finite positive number
 */
export function commissionPercent(carValue: number): number | null {
  if (!Number.isFinite(carValue) || carValue <= 0) {
    return null;
  }
  for (const row of COMMISSION_TABLE) {
    if (row.toValue === null || carValue <= row.toValue) {
      return row.percent;
    }
  }
  return null;
}

/**
 * Commission amount: `carValue × commissionPercent(carValue) / 100`, in EUR rounded to
 * cents, half up (the cents are `carValue × percent`, rounded like the monthly payment,
 * see `rounding.ts`).
 *
 * @param carValue - car value in EUR
 * @returns the amount, or 0 when the value is not a finite positive number
 */
export function commissionAmount(carValue: number): number {
  const percent = commissionPercent(carValue);
  if (percent === null) {
    return 0;
  }
  return roundHalfUpQuotient(carValue * percent, 1) / 100;
}
