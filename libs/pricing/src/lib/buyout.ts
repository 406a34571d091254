/**
 * Internal to the library (not re-exported from the index): buyout share of the payment
 * estimate (spec §9) in tenths of a percent, as an integer, so that no 0.8-per-month step
 * accumulates float error.
 *
 * Quirks kept on purpose (see README "Spec quirks kept on purpose"):
 * - 22 months gives 38.8 % (the spec's explicit figure), not the 38.0 % that 30 + 0.8 × 10
 *   would give;
 * - 23, 35, 47 and 59 months give 0;
 * - 60 months and above give 70 %; below 12 gives 0.
 *
 * The band is looked up with the whole months of the term (`Math.floor`): 22.9 → 22.
 *
 * @param termMonths - term in months
 * @returns the share in tenths of a percent (300 = 30 %), 0 for a non-finite term
 */
export function buyoutTenthsOfPercent(termMonths: number): number {
  if (!Number.isFinite(termMonths)) {
    return 0;
  }
  const months = Math.floor(termMonths);
  if (months < 12) {
    return 0;
  }
  if (months <= 21) {
    return 300 + 8 * (months - 12);
  }
  if (months === 22) {
    return 388;
  }
  if (months <= 34) {
    return months === 23 ? 0 : 400 + 8 * (months - 24);
  }
  if (months <= 46) {
    return months === 35 ? 0 : 500 + 8 * (months - 36);
  }
  if (months <= 58) {
    return months === 47 ? 0 : 600 + 8 * (months - 48);
  }
  if (months === 59) {
    return 0;
  }
  return 700;
}

/**
 * Buyout share of the price in percent for a term (spec §9 "Payment estimate"):
 * 12..21 months 30 + 0.8 per month; 22 → 38.8; 24..34 40 + 0.8 per month; 36..46 50 + 0.8
 * per month; 48..58 60 + 0.8 per month; 60 and above 70; 23, 35, 47, 59 and below 12 → 0.
 *
 * The band is looked up with whole months (`Math.floor(termMonths)`); a non-finite term
 * gives 0.
 *
 * @param termMonths - term in months
 * @returns the percent, e.g. 30.8 for 13 months
 */
export function buyoutPercent(termMonths: number): number {
  return buyoutTenthsOfPercent(termMonths) / 10;
}

/**
 * Buyout amount: `price × buyoutPercent(termMonths) / 100`, in EUR, not rounded (computed
 * as `price × tenths / 1000`, one division). Does not check the estimate's price range.
 *
 * @param price - car price in EUR
 * @param termMonths - term in months
 * @returns the amount, or 0 when the price is negative or not finite
 */
export function buyoutAmount(price: number, termMonths: number): number {
  if (!Number.isFinite(price) || price < 0) {
    return 0;
  }
  return (price * buyoutTenthsOfPercent(termMonths)) / 1000;
}
