/**
 * Masking of Lithuanian personal codes (asmens kodas). DESIGN.md: personal codes are masked
 * in every view and log. The application lookup is guarded by the last four digits (§5), so
 * those four must never be shown; the first digit (century and sex) is harmless and helps a
 * person recognise their own record. Checking a code is libs/validation's job, not this one's.
 */

/** The character that replaces hidden digits. */
export const MASK_CHAR = '*';

/** How many trailing characters are the lookup secret and so always hidden (§9). */
const SECRET_TAIL_LENGTH = 4;

/**
 * Masks a personal code: the first character stays, every other character becomes '*', and
 * the length is kept.
 *
 * Never throws, because it runs in log serialisers and views on whatever data is there:
 * - empty, null or undefined → '';
 * - surrounding whitespace is trimmed first;
 * - a code of 4 characters or fewer is masked entirely, since every character of it would
 *   be one of the last four.
 *
 * @example maskPersonalCode('39001010000') // "3**********"
 * @example maskPersonalCode('1234')        // "****"
 */
export function maskPersonalCode(code: string | null | undefined): string {
  const trimmed = (code ?? '').trim();
  if (trimmed.length === 0) return '';
  if (trimmed.length <= SECRET_TAIL_LENGTH) return MASK_CHAR.repeat(trimmed.length);
  return trimmed[0] + MASK_CHAR.repeat(trimmed.length - 1);
}
