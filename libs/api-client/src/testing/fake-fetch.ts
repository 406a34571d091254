/**
 * A fake `fetch` for tests of code that calls the API: it answers from canned responses and
 * records every request. No network, no globals touched; pass `fake.fetch` as `fetchFn`
 * (createTestStore does).
 */

/** A request as the fake saw it; `body` is read already (JSON parsed, multipart as FormData). */
export interface RecordedRequest {
  method: string;
  /** Absolute URL. */
  url: string;
  /** Pathname and query, e.g. `/api/car-advertisements?fuelType=diesel`. */
  path: string;
  /** Pathname only. */
  pathname: string;
  searchParams: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, a FormData for multipart, text for anything else, null without a body. */
  body: unknown;
}

/**
 * A canned answer: a Response, a JSON value (status 200), or a function of the request returning
 * either (or a promise of either).
 */
export type FakeResponder =
  | Response
  | ((request: RecordedRequest) => unknown)
  | object
  | string
  | number
  | boolean
  | null;

/** How a route is matched: the exact pathname (e.g. '/api/users/me'), or a RegExp tested on `path`. */
export type FakeRoute = string | RegExp;

export interface FakeFetch {
  /** The function to inject as `fetchFn`. */
  fetch: typeof fetch;
  /** Every request, in order. */
  requests: RecordedRequest[];
  /** Answers `method route` with `responder` (the latest matching rule wins). Returns the fake for chaining. */
  on(method: string, route: FakeRoute, responder: FakeResponder): FakeFetch;
  /** Makes `method route` fail like a dropped connection (fetch rejects with a TypeError). */
  failNetwork(method: string, route: FakeRoute): FakeFetch;
  /** The requests to `method route`. */
  calls(method: string, route: FakeRoute): RecordedRequest[];
}

/** A JSON Response with `status` (200 by default). */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The API's error body `{ data: null, error: { status, name, message, details } }` as a Response. */
export function apiErrorResponse(
  status: number,
  message: string,
  details: Record<string, unknown> = {},
  name = 'Error',
): Response {
  return jsonResponse({ data: null, error: { status, name, message, details } }, status);
}

interface Rule {
  method: string;
  route: FakeRoute;
  responder: FakeResponder | typeof NETWORK_FAILURE;
}

const NETWORK_FAILURE = Symbol('network failure');

/**
 * A fake fetch. Unmatched requests answer 404 with the API's error body, so a missing rule shows
 * up as a failed call in the test rather than a hang.
 */
export function createFakeFetch(): FakeFetch {
  const rules: Rule[] = [];
  const requests: RecordedRequest[] = [];

  const matches = (rule: Pick<Rule, 'method' | 'route'>, request: RecordedRequest) =>
    rule.method.toUpperCase() === request.method &&
    (typeof rule.route === 'string' ? rule.route === request.pathname : rule.route.test(request.path));

  const fake: FakeFetch = {
    requests,
    fetch: async (input, init) => {
      const request = input instanceof Request ? new Request(input, init) : new Request(input, init);
      const recorded = await record(request);
      requests.push(recorded);
      const rule = [...rules].reverse().find((candidate) => matches(candidate, recorded));
      if (!rule) return apiErrorResponse(404, `No fake response for ${recorded.method} ${recorded.path}`, {}, 'NotFoundError');
      if (rule.responder === NETWORK_FAILURE) throw new TypeError('fetch failed');
      return toResponse(rule.responder, recorded);
    },
    on(method, route, responder) {
      rules.push({ method, route, responder });
      return fake;
    },
    failNetwork(method, route) {
      rules.push({ method, route, responder: NETWORK_FAILURE });
      return fake;
    },
    calls(method, route) {
      return requests.filter((request) => matches({ method, route }, request));
    },
  };
  return fake;
}

async function toResponse(responder: FakeResponder, request: RecordedRequest): Promise<Response> {
  const answer = typeof responder === 'function' ? await (responder as (r: RecordedRequest) => unknown)(request) : responder;
  // A Response can be read once: hand out a copy so a rule can answer many requests.
  return answer instanceof Response ? answer.clone() : jsonResponse(answer);
}

async function record(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const contentType = request.headers.get('content-type') ?? '';
  let body: unknown = null;
  if (request.body !== null) {
    if (contentType.includes('multipart/form-data')) body = await request.formData();
    else {
      const text = await request.text();
      body = contentType.includes('json') && text !== '' ? JSON.parse(text) : text === '' ? null : text;
    }
  }
  return {
    method: request.method,
    url: request.url,
    path: url.pathname + url.search,
    pathname: url.pathname,
    searchParams: url.searchParams,
    headers: request.headers,
    body,
  };
}
