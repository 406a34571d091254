/** The query parameter that carries where to go back to after login ("grįžti"). */
export const RETURN_PARAM = 'grizti';

/** Where a successful login or registration lands (spec §4). */
export const AFTER_AUTH_PATH = '/paskyra?afterAuth=true';

/**
 * The path to return to after login, when it is one of the portal's own account pages; anything
 * else (another origin, `//evil.example`, a login page) falls back to {@link AFTER_AUTH_PATH}, so
 * the parameter cannot be used to send a freshly signed-in user elsewhere.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/paskyra') || value.startsWith('//') || value.includes('\\')) return AFTER_AUTH_PATH;
  return value;
}

/** The login address that comes back to `path` (the current account page) afterwards. */
export function loginPathFor(path: string): string {
  return `/prisijungti?${RETURN_PARAM}=${encodeURIComponent(path)}`;
}
