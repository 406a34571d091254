/**
 * LIKE / ILIKE patterns from text people type: the wildcards `%` and `_` (and the escape `\`) in
 * it are matched as themselves, so "50%" finds "50%", not everything starting with "50".
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The pattern of "contains `text`". */
export function containing(text: string): string {
  return `%${escapeLike(text)}%`;
}
