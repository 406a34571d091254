import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import type { ApiClientError } from './api-error';
import { withBearer } from './auth-header';
import { clientOf, type ResolvedClient } from './client-options';
import { errorText, fieldErrorsOf, NETWORK_ERROR_TEXT, TIMEOUT_ERROR_TEXT, UNKNOWN_ERROR_TEXT } from './error-text';

/** The base query every endpoint runs on: fetch args in, data or an {@link ApiClientError} out. */
export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiClientError, object, FetchBaseQueryMeta>;

export interface BaseQueryConfig {
  /** `${apiOrigin}/api` (see `apiBaseUrl`). */
  baseUrl: string;
  /** The session token, read on every call; null → no Authorization header. */
  getToken: () => string | null;
  /** Called on every 401 (spec §7: send the user to the token-removal route). */
  onUnauthorized?: () => void;
  /** Default: the global fetch, looked up per call. */
  fetchFn?: typeof fetch;
  /** Milliseconds before a call is abandoned. */
  timeout?: number;
  /** Sent as `X-Request-Id` (server rendering: the page request's id). */
  requestId?: string;
}

/**
 * The spec's call rules (§7) on top of RTK Query's fetchBaseQuery:
 * - every path is relative to `baseUrl` (`…/api`);
 * - `Authorization: Bearer <token>` when `getToken()` returns one;
 * - the JSON answer is read (an empty body reads as null);
 * - 401 → `onUnauthorized()`;
 * - every failure becomes `{ status, message, fieldErrors }` with the Lithuanian text of
 *   `errorText` (details joined by ", ", else the message), or a network/timeout text.
 * JSON bodies are serialised; FormData (multipart uploads) goes out untouched, the runtime
 * setting the multipart Content-Type with its boundary.
 */
export function createBaseQuery(config: BaseQueryConfig): ApiBaseQuery {
  const fetchOnce = fetchBaseQuery({
    baseUrl: config.baseUrl,
    fetchFn: config.fetchFn,
    timeout: config.timeout,
    prepareHeaders: (headers) => {
      if (config.requestId) headers.set('X-Request-Id', config.requestId);
      return withBearer(headers, config.getToken());
    },
  });
  return async (args, api, extraOptions) => {
    let result: Awaited<ReturnType<typeof fetchOnce>>;
    try {
      result = await fetchOnce(args, api, extraOptions);
    } catch {
      // fetchBaseQuery throws before fetching when the URL cannot be built (e.g. a relative
      // base URL in Node): for the user that is the same as an unreachable server.
      return { error: { status: 'FETCH_ERROR', message: NETWORK_ERROR_TEXT, fieldErrors: [] } };
    }
    if (!result.error) return { data: result.data, meta: result.meta };
    const error = normaliseError(result.error);
    if (error.status === 401) config.onUnauthorized?.();
    return { error, meta: result.meta };
  };
}

/** fetchBaseQuery's error kinds → one shape with a Lithuanian text. */
export function normaliseError(error: FetchBaseQueryError): ApiClientError {
  switch (error.status) {
    case 'FETCH_ERROR':
      return { status: 'FETCH_ERROR', message: NETWORK_ERROR_TEXT, fieldErrors: [] };
    case 'TIMEOUT_ERROR':
      return { status: 'TIMEOUT_ERROR', message: TIMEOUT_ERROR_TEXT, fieldErrors: [] };
    case 'PARSING_ERROR': {
      // A non-JSON answer: a proxy's HTML error page, or a broken body on success.
      if (error.originalStatus < 400) return { status: 'PARSING_ERROR', message: UNKNOWN_ERROR_TEXT, fieldErrors: [] };
      const body = parseJson(error.data);
      return { status: error.originalStatus, message: errorText(body), fieldErrors: fieldErrorsOf(body) };
    }
    case 'CUSTOM_ERROR':
      return { status: 'PARSING_ERROR', message: UNKNOWN_ERROR_TEXT, fieldErrors: [] };
    default:
      return { status: error.status, message: errorText(error.data), fieldErrors: fieldErrorsOf(error.data) };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const perClient = new WeakMap<ResolvedClient, ApiBaseQuery>();

/**
 * The api's base query: it takes its configuration from the store it runs in (the thunk `extra`
 * given to `makeStore`), so the browser, each server-rendered request and each test use their
 * own base URL, token and 401 handler with one shared `api` object.
 */
export const storeBaseQuery: ApiBaseQuery = (args, api, extraOptions) => {
  const client = clientOf(api.extra);
  let baseQuery = perClient.get(client);
  if (!baseQuery) {
    baseQuery = createBaseQuery(client);
    perClient.set(client, baseQuery);
  }
  return baseQuery(args, api, extraOptions);
};
