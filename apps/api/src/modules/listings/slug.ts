import { randomBytes } from 'node:crypto';

/**
 * Public address of a listing: `/automobilio-nuoma/{slug}` (spec §2). Readable words for people
 * and search engines, plus a random suffix so two cars of the same make, model and year never
 * collide and a slug does not reveal how many listings exist (ids are sequential).
 */

/** Lithuanian letters spelled the way Lithuanians write them without diacritics. */
const LITHUANIAN_ASCII: Record<string, string> = {
  ą: 'a',
  č: 'c',
  ę: 'e',
  ė: 'e',
  į: 'i',
  š: 's',
  ų: 'u',
  ū: 'u',
  ž: 'z',
};

/**
 * Lower-case ASCII words joined by hyphens. Lithuanian letters are mapped explicitly; other
 * accented Latin letters lose their marks through Unicode decomposition; anything else (emoji,
 * Cyrillic) is dropped.
 *
 * @example slugPart('Škoda Žalia Ąžuolė') // 'skoda-zalia-azuole'
 */
export function slugPart(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ąčęėįšųūž]/g, (letter) => LITHUANIAN_ASCII[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** 36^6 ≈ 2·10⁹ suffixes per make/model/year: collisions are retried, not expected. */
const SUFFIX_LENGTH = 6;

/** A random lower-case base-36 suffix. */
export function shortId(length = SUFFIX_LENGTH): string {
  const bytes = randomBytes(length);
  let id = '';
  // 256 is not a multiple of 36: the small bias does not matter for a uniqueness suffix.
  for (const byte of bytes) id += SUFFIX_ALPHABET[byte % SUFFIX_ALPHABET.length];
  return id;
}

/**
 * `{make}-{model}-{year}-{shortid}`, e.g. `volkswagen-passat-2016-k3x9p2`. Parts that transliterate
 * to nothing are left out rather than leaving double hyphens.
 */
export function listingSlug(make: string, model: string, year: number, suffix = shortId()): string {
  return [slugPart(make), slugPart(model), String(year), suffix].filter((part) => part !== '').join('-');
}
