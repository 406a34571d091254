/**
 * Reads the one-item answers that come wrapped as `{ data: item }` (the public car page and
 * articles, DESIGN.md's envelope) as well as bare items (the owner's and team's car routes):
 * unwrapped only when the answer has a `data` key and is not itself an item with an `id`.
 */
export function unwrapItem<T>(body: unknown): T {
  if (typeof body === 'object' && body !== null && 'data' in body && !('id' in body)) {
    return (body as { data: T }).data;
  }
  return body as T;
}

/** The `data` list of a list answer `{ data, meta }` (a bare array is taken as is). */
export function listOf<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  if (typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data)) {
    return (body as { data: T[] }).data;
  }
  return [];
}

/** A path segment, encoded (slugs and ids from URLs must not add path segments). */
export function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}
