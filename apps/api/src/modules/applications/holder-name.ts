/**
 * Whether the bank account linked is the applicant's own (issue 18, item 3): the account holders'
 * names from the bank against the applicant's name and surname. Banks write names their own way
 * ("PETRAITIENĖ RŪTA", "Rūta Petraitiene", "Petraitienė Rūta Ona"), so both sides become words
 * without case, diacritics and punctuation, and the holder matches when every word of the
 * applicant's name and surname is among the holder's words. A company or a stranger's account
 * does not match; no name from the bank at all is "unknown" (null), never a match.
 */

const words = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');

export function holderMatchesApplicant(holderNames: readonly string[], applicant: { name: string; surname: string }): boolean | null {
  const wanted = words(`${applicant.name} ${applicant.surname}`);
  const holders = holderNames.map(words).filter((list) => list.length > 0);
  if (holders.length === 0 || wanted.length === 0) return null;
  return holders.some((holder) => wanted.every((word) => holder.includes(word)));
}
