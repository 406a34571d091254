import { data } from 'react-router';
import { api, makeStore, type ApiClientError, type AppStore } from '@ratai/api-client';
import { serverConfig } from './config.server';

/**
 * Server-side data access for the loaders: one api-client store **per request** (it carries that
 * request's Cookie header, so a logged-in owner's token would travel with it), the same RTK Query
 * endpoints the browser uses, and the answers returned as plain loader data. React Router
 * serialises loader data into the page and hands it to the browser on hydration, so there is no
 * second copy of the state to keep in step (the store is thrown away after the loader).
 */

/** Milliseconds before a loader gives up on the API: a slow API must not hang the page. */
export const API_TIMEOUT_MS = 10_000;

export function serverApi(request: Request): AppStore {
  const config = serverConfig();
  return makeStore(undefined, {
    apiOrigin: config.apiUrl,
    cookieHeader: request.headers.get('Cookie'),
    // The page request's id (set by the web server, tools/web-app-kit): the API logs it too.
    requestId: request.headers.get('X-Request-Id'),
    timeout: API_TIMEOUT_MS,
  });
}

/** A running RTK Query request as `dispatch(endpoint.initiate(arg))` returns it. */
interface Unwrappable<T> {
  unwrap(): Promise<T>;
}

/**
 * Loads the page's data with a per-request store: `load(store)` dispatches the initiates and
 * awaits their `unwrap()`s; the store's cache is reset afterwards (no timers left behind).
 */
export async function withServerApi<T>(request: Request, load: (store: AppStore) => Promise<T>): Promise<T> {
  const store = serverApi(request);
  try {
    return await load(store);
  } finally {
    store.dispatch(api.util.resetApiState());
  }
}

/** The data of a dispatched query, or the api-client error thrown. */
export function unwrap<T>(running: Unwrappable<T>): Promise<T> {
  return running.unwrap();
}

/** The api-client's error shape, recognised. */
export function isApiClientError(error: unknown): error is ApiClientError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

/**
 * The data, or `fallback` when the call fails (spec §8: a failed option list is logged and stays
 * empty; the page still renders).
 */
export async function orFallback<T>(running: Unwrappable<T>, fallback: T, what: string): Promise<T> {
  try {
    return await running.unwrap();
  } catch (error) {
    console.error(`[marketplace] ${what} failed:`, isApiClientError(error) ? `${error.status} ${error.message}` : error);
    return fallback;
  }
}

/** Message of the 404 page when an API entity is missing. */
export const NOT_FOUND_TEXT = 'Puslapis nerastas';

/**
 * Turns a failed API call into the page's HTTP answer: the API's 404 → our 404 page, anything
 * else → 502/503 with a Lithuanian message (the error boundary shows it).
 */
export function toRouteError(error: unknown, notFoundMessage = NOT_FOUND_TEXT): never {
  if (isApiClientError(error)) {
    if (error.status === 404) throw data({ message: notFoundMessage }, { status: 404 });
    const unavailable = error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
    console.error('[marketplace] API call failed:', error.status, error.message);
    throw data(
      { message: 'Nepavyko įkelti duomenų. Bandykite dar kartą po kelių minučių.' },
      { status: unavailable ? 503 : 502 },
    );
  }
  throw error;
}
