/**
 * Rounding helpers shared by the pricing modules (internal: not re-exported from the
 * library's index).
 *
 * The money formulas are evaluated as one fraction `numerator / denominator` whose parts
 * are exact integers whenever the inputs (price, term, car value) are integers, so a single
 * IEEE division gives the correctly rounded quotient and a true `.5` stays `.5`. For
 * non-integer inputs the parts carry float error; snapping the quotient to 9 decimal places
 * first absorbs that error so that e.g. `525.49999999999994` counts as the tie `525.5`.
 * With integer inputs the quotient's distance to a tie is at least 1 / (2 × denominator),
 * far above 1e-9, so the snap never changes an exact result.
 */

/** Decimal places a quotient is snapped to before rounding. */
const SNAP_DECIMALS = 1e9;

/**
 * Rounds `numerator / denominator` to a whole number, half up (towards +∞, like
 * `Math.round`), after snapping the quotient to 9 decimal places.
 *
 * @param numerator - dividend; exact when it is a safe integer
 * @param denominator - divisor, must be non-zero
 * @returns the rounded quotient
 */
export function roundHalfUpQuotient(numerator: number, denominator: number): number {
  const quotient = numerator / denominator;
  const snapped = Math.round(quotient * SNAP_DECIMALS) / SNAP_DECIMALS;
  return Math.round(snapped);
}
