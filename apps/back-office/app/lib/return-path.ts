/** The query parameter of the login that names where to go back to. */
export const RETURN_PARAM = 'grizti';

/** Only a path of this app (`/…`, not `//host`) is followed after the login; else the review queue. */
export function safeReturnPath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/skelbimai';
  return value;
}
