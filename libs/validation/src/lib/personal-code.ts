/**
 * Lithuanian personal code (asmens kodas): `G YYMMDD NNN K`.
 *
 * - G (1–6) gives the century of birth and the sex: 1/2 → 1800s, 3/4 → 1900s, 5/6 → 2000s;
 *   odd is male, even is female.
 * - YYMMDD is the date of birth and must be a real calendar date.
 * - NNN is a serial number, K a check digit over the first ten digits: weights 1,2,3,4,5,6,7,8,9,1,
 *   sum mod 11; if that is 10, weights 3,4,5,6,7,8,9,1,2,3, sum mod 11; if again 10, K is 0.
 *
 * Masking a code for display is `@ratai/domain`'s job (maskPersonalCode); checking it is ours.
 */

/** What a valid personal code tells. */
export interface PersonalCodeInfo {
  /** Date of birth as an ISO date, e.g. "1987-03-18". */
  birthDate: string;
  sex: 'male' | 'female';
}

const PATTERN = /^[1-6]\d{10}$/;
const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1] as const;
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3] as const;

function weightedRemainder(digits: readonly number[], weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * digits[index], 0) % 11;
}

/**
 * The check digit the first ten digits of a personal code call for.
 *
 * @example personalCodeCheckDigit('3870318174') // 5
 */
export function personalCodeCheckDigit(firstTenDigits: string): number {
  const digits = [...firstTenDigits].map(Number);
  const first = weightedRemainder(digits, FIRST_WEIGHTS);
  if (first !== 10) return first;
  const second = weightedRemainder(digits, SECOND_WEIGHTS);
  return second === 10 ? 0 : second;
}

/**
 * Reads a personal code: its date of birth and sex, or `null` when it is not a valid code
 * (not 11 digits, first digit outside 1–6, no such date, wrong check digit).
 * Surrounding whitespace is ignored.
 *
 * @example parsePersonalCode('38703181745') // { birthDate: '1987-03-18', sex: 'male' }
 * @example parsePersonalCode('38703181746') // null (check digit)
 */
export function parsePersonalCode(code: string): PersonalCodeInfo | null {
  const trimmed = code.trim();
  if (!PATTERN.test(trimmed)) return null;

  const centuryDigit = Number(trimmed[0]);
  const year = 1800 + Math.floor((centuryDigit - 1) / 2) * 100 + Number(trimmed.slice(1, 3));
  const month = Number(trimmed.slice(3, 5));
  const day = Number(trimmed.slice(5, 7));
  // Date.UTC rolls 31 February over into March, so a real date is one that survives the trip.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }

  if (personalCodeCheckDigit(trimmed.slice(0, 10)) !== Number(trimmed[10])) return null;

  return {
    birthDate: `${year}-${trimmed.slice(3, 5)}-${trimmed.slice(5, 7)}`,
    sex: centuryDigit % 2 === 1 ? 'male' : 'female',
  };
}

/**
 * Whether `code` is a valid Lithuanian personal code (see {@link parsePersonalCode}).
 *
 * @example isValidPersonalCode('33309240064') // true
 */
export function isValidPersonalCode(code: string): boolean {
  return parsePersonalCode(code) !== null;
}
