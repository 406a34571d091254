import { data } from 'react-router';
import { api, isApiClientError, makeStore } from '@ratai/api-client';
import { serverConfig } from './config.server';

/** Milliseconds before a loader gives up on the API: a slow API must not hang the page. */
export const API_TIMEOUT_MS = 10_000;

/**
 * Runs `load` with a throw-away api-client store for this request (the same RTK Query endpoints
 * the browser uses) and resets it afterwards, as the marketplace does. The API calls carry the
 * page request's id (set by the web server, tools/web-app-kit), so both logs name it.
 */
export async function withServerApi<T>(request: Request, load: (store: ReturnType<typeof makeStore>) => Promise<T>): Promise<T> {
  const store = makeStore(undefined, { apiOrigin: serverConfig().apiUrl, timeout: API_TIMEOUT_MS, requestId: request.headers.get('X-Request-Id') });
  try {
    return await load(store);
  } finally {
    store.dispatch(api.util.resetApiState());
  }
}

/**
 * A failed API call as the page's answer: the API's 404 → our 404 with `notFoundMessage`,
 * anything else → 502/503 with a Lithuanian message (the error boundary shows it).
 */
export function toRouteError(error: unknown, notFoundMessage: string): never {
  if (isApiClientError(error)) {
    if (error.status === 404) throw data({ message: notFoundMessage }, { status: 404 });
    const unavailable = error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
    console.error('[application-wizard] API call failed:', error.status, error.message);
    throw data(
      { message: 'Nepavyko įkelti duomenų. Bandykite dar kartą po kelių minučių.' },
      { status: unavailable ? 503 : 502 },
    );
  }
  throw error;
}
