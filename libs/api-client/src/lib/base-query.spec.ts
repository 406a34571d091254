import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { tokenFromCookies } from './auth-header';
import { createBaseQuery } from './base-query';
import { NETWORK_ERROR_TEXT, TIMEOUT_ERROR_TEXT, UNKNOWN_ERROR_TEXT } from './error-text';
import { apiErrorResponse, createFakeFetch, jsonResponse } from '../testing/fake-fetch';
import { cleanupTestStores, createTestStore } from '../testing/test-store';
import { makeStore } from './store';
import { carsApi } from './cars';

afterEach(cleanupTestStores);

/** What RTK Query hands a base query; only `signal` and `extra` matter here. */
function queryApi(): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
}

function setup(cookie: string | undefined, onUnauthorized = jest.fn()) {
  const fake = createFakeFetch();
  const baseQuery = createBaseQuery({
    baseUrl: 'http://api.test/api',
    getToken: () => tokenFromCookies(cookie),
    onUnauthorized,
    fetchFn: fake.fetch,
  });
  return { fake, onUnauthorized, call: (args: Parameters<typeof baseQuery>[0]) => baseQuery(args, queryApi(), {}) };
}

describe('createBaseQuery (spec §7)', () => {
  it('sends calls under the /api base path and reads the JSON answer', async () => {
    const { fake, call } = setup(undefined);
    fake.on('GET', '/api/car-makes', { data: [{ id: 1, name: 'Audi', slug: 'audi' }] });
    const result = await call('/car-makes');
    expect(fake.requests[0].url).toBe('http://api.test/api/car-makes');
    expect(result.data).toEqual({ data: [{ id: 1, name: 'Audi', slug: 'audi' }] });
  });

  it('adds the bearer header when the token cookie exists', async () => {
    const { fake, call } = setup('theme=dark; token=abc.def.ghi');
    fake.on('GET', '/api/users/me', { id: 1 });
    await call('/users/me');
    expect(fake.requests[0].headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header without the token cookie', async () => {
    const { fake, call } = setup('theme=dark');
    fake.on('GET', '/api/users/me', { id: 1 });
    await call('/users/me');
    expect(fake.requests[0].headers.has('Authorization')).toBe(false);
  });

  it('calls onUnauthorized on 401 and still answers an error with the server text', async () => {
    const { fake, call, onUnauthorized } = setup('token=expired');
    fake.on('GET', '/api/users/me', apiErrorResponse(401, 'Prisijunkite', {}, 'UnauthorizedError'));
    const result = await call('/users/me');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(result.error).toEqual({ status: 401, message: 'Prisijunkite', fieldErrors: [] });
  });

  it('does not call onUnauthorized for other errors', async () => {
    const { fake, call, onUnauthorized } = setup('token=t');
    fake.on('GET', '/api/moderation/car-advertisements', apiErrorResponse(403, 'Neturite teisės atlikti šio veiksmo'));
    const result = await call('/moderation/car-advertisements');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(result.error?.status).toBe(403);
  });

  it('forms the error text from the details joined by ", " and keeps the field errors', async () => {
    const { fake, call } = setup(undefined);
    const errors = [
      { path: ['name'], message: 'Įveskite savo vardą' },
      { path: ['phone'], message: 'Įveskite telefono numerį' },
    ];
    fake.on('POST', '/api/email/request', apiErrorResponse(400, 'Neteisingi duomenys', { errors }, 'ValidationError'));
    const result = await call({ url: '/email/request', method: 'POST', body: {} });
    expect(result.error).toEqual({
      status: 400,
      message: 'Įveskite savo vardą, Įveskite telefono numerį',
      fieldErrors: errors,
    });
  });

  it('forms the error text from the message when there are no details', async () => {
    const { fake, call } = setup(undefined);
    fake.on('GET', '/api/car-advertisements/nera', apiErrorResponse(404, 'Skelbimas nerastas', {}, 'NotFoundError'));
    const result = await call('/car-advertisements/nera');
    expect(result.error?.message).toBe('Skelbimas nerastas');
  });

  it('gives a Lithuanian text when the server cannot be reached', async () => {
    const { fake, call } = setup(undefined);
    fake.failNetwork('GET', '/api/car-makes');
    const result = await call('/car-makes');
    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: NETWORK_ERROR_TEXT, fieldErrors: [] });
    expect(NETWORK_ERROR_TEXT).toBe('Nepavyko susisiekti su serveriu. Patikrinkite ryšį ir bandykite dar kartą.');
  });

  it('gives a Lithuanian text when the server does not answer in time', async () => {
    const baseQuery = createBaseQuery({
      baseUrl: 'http://api.test/api',
      getToken: () => null,
      timeout: 10,
      fetchFn: (input) =>
        new Promise((_resolve, reject) => {
          const signal = (input as Request).signal;
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    });
    const result = await baseQuery('/car-makes', queryApi(), {});
    expect(result.error).toEqual({ status: 'TIMEOUT_ERROR', message: TIMEOUT_ERROR_TEXT, fieldErrors: [] });
  });

  it('reads a non-JSON error page (a proxy 502) as its status with the generic text', async () => {
    const { fake, call } = setup(undefined);
    fake.on('GET', '/api/car-makes', new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const result = await call('/car-makes');
    expect(result.error).toEqual({ status: 502, message: UNKNOWN_ERROR_TEXT, fieldErrors: [] });
  });

  it('answers the network text when the URL cannot even be built (relative base URL on a server)', async () => {
    const baseQuery = createBaseQuery({ baseUrl: '/api', getToken: () => null, fetchFn: createFakeFetch().fetch });
    const result = await baseQuery('/car-makes', queryApi(), {});
    expect(result.error?.message).toBe(NETWORK_ERROR_TEXT);
  });

  it('sends JSON bodies as JSON', async () => {
    const { fake, call } = setup(undefined);
    fake.on('POST', '/api/auth/local', { jwt: 'x' });
    await call({ url: '/auth/local', method: 'POST', body: { identifier: 'a@b.lt', password: 'slaptas123' } });
    expect(fake.requests[0].headers.get('content-type')).toBe('application/json');
    expect(fake.requests[0].body).toEqual({ identifier: 'a@b.lt', password: 'slaptas123' });
  });

  it('passes multipart bodies through untouched, with the runtime boundary', async () => {
    const { fake, call } = setup('token=t');
    fake.on('POST', '/api/car-advertisement/create', jsonResponse({ id: 1 }, 201));
    const form = new FormData();
    form.append('vinCode', 'WVWZZZ1JZXW000001');
    form.append('carFeatures', '3');
    form.append('carFeatures', '7');
    form.append('gallery', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    const result = await call({ url: '/car-advertisement/create', method: 'POST', body: form });
    expect(result.data).toEqual({ id: 1 });
    const sent = fake.requests[0];
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.headers.get('Authorization')).toBe('Bearer t');
    const body = sent.body as FormData;
    expect(body.get('vinCode')).toBe('WVWZZZ1JZXW000001');
    expect(body.getAll('carFeatures')).toEqual(['3', '7']);
    expect((body.get('gallery') as File).name).toBe('a.png');
  });
});

describe('the store-configured base query', () => {
  it('server rendering: reads the token from the incoming Cookie header given to makeStore', async () => {
    const fake = createFakeFetch().on('GET', '/api/car-advertisement/mine/4', { id: 4 });
    const store = makeStore(undefined, {
      apiOrigin: 'http://api.internal:3000/',
      cookieHeader: 'consent=1; token=ssr.token.value',
      fetchFn: fake.fetch,
    });
    await store.dispatch(carsApi.endpoints.myCar.initiate(4));
    expect(fake.requests[0].url).toBe('http://api.internal:3000/api/car-advertisement/mine/4');
    expect(fake.requests[0].headers.get('Authorization')).toBe('Bearer ssr.token.value');
  });

  it("server rendering: sends the page request's id as X-Request-Id, and none when there is no id", async () => {
    const fake = createFakeFetch().on('GET', '/api/car-advertisement/mine/4', { id: 4 });
    const withId = makeStore(undefined, { apiOrigin: 'http://api.internal:3000', cookieHeader: null, requestId: 'lb-7f3a.42', fetchFn: fake.fetch });
    await withId.dispatch(carsApi.endpoints.myCar.initiate(4));
    const without = makeStore(undefined, { apiOrigin: 'http://api.internal:3000', cookieHeader: null, requestId: null, fetchFn: fake.fetch });
    await without.dispatch(carsApi.endpoints.myCar.initiate(4));
    expect(fake.requests.map((r) => r.headers.get('X-Request-Id'))).toEqual(['lb-7f3a.42', null]);
  });

  it('browser: reads the token from document.cookie by default, at every call', async () => {
    const fake = createFakeFetch().on('GET', '/api/car-advertisement/mine/4', { id: 4 });
    const globals = globalThis as { document?: { cookie: string } };
    globals.document = { cookie: 'token=first' };
    try {
      const store = makeStore(undefined, { apiOrigin: 'http://localhost:4200', fetchFn: fake.fetch });
      await store.dispatch(carsApi.endpoints.myCar.initiate(4, { forceRefetch: true }));
      globals.document.cookie = 'token=second';
      await store.dispatch(carsApi.endpoints.myCar.initiate(4, { forceRefetch: true }));
      expect(fake.requests.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer first', 'Bearer second']);
    } finally {
      delete globals.document;
    }
  });

  it('keeps two stores apart: each uses its own token and 401 handler', async () => {
    const a = createTestStore({ token: 'token-a' });
    const b = createTestStore({ token: 'token-b' });
    a.fetch.on('GET', '/api/car-advertisement/mine/1', apiErrorResponse(401, 'Prisijunkite'));
    b.fetch.on('GET', '/api/car-advertisement/mine/1', { id: 1 });
    await Promise.all([
      a.store.dispatch(carsApi.endpoints.myCar.initiate(1)),
      b.store.dispatch(carsApi.endpoints.myCar.initiate(1)),
    ]);
    expect(a.fetch.requests[0].headers.get('Authorization')).toBe('Bearer token-a');
    expect(b.fetch.requests[0].headers.get('Authorization')).toBe('Bearer token-b');
    expect([a.unauthorizedCount(), b.unauthorizedCount()]).toEqual([1, 0]);
  });
});
