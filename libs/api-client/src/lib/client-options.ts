import { tokenFromCookies } from './auth-header';
import { browserSessionStore, readToken, type SessionStore } from './session';

/**
 * How one store talks to the API. Passed as `makeStore(preloadedState, options)` and kept as the
 * thunk `extra` argument, so every store — the browser's one, one per server-rendered request,
 * one per test — carries its own base URL, token source and 401 handler. No module-level state:
 * two requests rendered at once on the server can never see each other's token.
 */
export interface ApiClientOptions {
  /**
   * Origin of the API, e.g. `https://api.ratai.lt` or `http://localhost:3000`; calls go to
   * `${apiOrigin}/api` (spec §7). Default `''`: same origin (`/api`), the browser default behind
   * a proxy. Server rendering must give an absolute origin (Node's fetch has no page URL).
   */
  apiOrigin?: string;
  /**
   * Server rendering: the incoming request's `Cookie` header; the token is read from it.
   * Ignored when {@link ApiClientOptions.getToken} is given.
   */
  cookieHeader?: string | null;
  /** Where the bearer token comes from. Default: the `cookieHeader`, else the browser's `document.cookie`. */
  getToken?: () => string | null;
  /**
   * Called on every 401 answer (spec §7: the user is sent to a token-removal route). The browser
   * app passes e.g. `() => window.location.assign('/atsijungti')`. Default: nothing.
   */
  onUnauthorized?: () => void;
  /** The fetch to use (tests pass a fake). Default: the global `fetch`, looked up per call. */
  fetchFn?: typeof fetch;
  /** Milliseconds before a call is abandoned with a Lithuanian timeout text. Default: none. */
  timeout?: number;
  /**
   * Server rendering: the page request's id, sent as `X-Request-Id` on every API call so one id
   * follows a page view through the web server's and the API's logs. Default: none.
   */
  requestId?: string | null;
  /** `Domain` of the session cookie written by login/registration/password change (see session.ts). */
  cookieDomain?: string;
  /** Where fresh tokens are saved and from where logout clears them. Default: the browser session helpers. */
  session?: SessionStore;
}

/** {@link ApiClientOptions} with every default applied. */
export interface ResolvedClient {
  baseUrl: string;
  getToken: () => string | null;
  onUnauthorized: () => void;
  fetchFn?: typeof fetch;
  timeout?: number;
  requestId?: string;
  session: SessionStore;
}

/** `${apiOrigin}/api` without a doubled slash. */
export function apiBaseUrl(apiOrigin = ''): string {
  return `${apiOrigin.replace(/\/+$/, '')}/api`;
}

/** The absolute address that starts social sign-in with `provider` (spec §7 `GET /connect/{provider}`). */
export function socialSignInUrl(provider: string, apiOrigin = ''): string {
  return `${apiBaseUrl(apiOrigin)}/connect/${encodeURIComponent(provider)}`;
}

export function resolveClient(options: ApiClientOptions = {}): ResolvedClient {
  const { cookieHeader } = options;
  const getToken =
    options.getToken ?? (cookieHeader !== undefined ? () => tokenFromCookies(cookieHeader) : () => readToken());
  return {
    baseUrl: apiBaseUrl(options.apiOrigin),
    getToken,
    onUnauthorized: options.onUnauthorized ?? (() => undefined),
    fetchFn: options.fetchFn,
    timeout: options.timeout,
    requestId: options.requestId ?? undefined,
    session: options.session ?? browserSessionStore({ cookieDomain: options.cookieDomain }),
  };
}

const resolved = new WeakMap<object, ResolvedClient>();
let fallback: ResolvedClient | undefined;

/**
 * The resolved client of a store, from its thunk `extra` (an {@link ApiClientOptions}); cached per
 * options object. A store made without options (or by hand, without `extra`) gets the browser
 * defaults.
 */
export function clientOf(extra: unknown): ResolvedClient {
  if (typeof extra !== 'object' || extra === null) return (fallback ??= resolveClient());
  let client = resolved.get(extra);
  if (!client) {
    client = resolveClient(extra as ApiClientOptions);
    resolved.set(extra, client);
  }
  return client;
}
