import { api } from '../lib/api';
import type { SessionStore } from '../lib/session';
import { makeStore, type AppStore, type RootState } from '../lib/store';
import { createFakeFetch, type FakeFetch } from './fake-fetch';

/** A session kept in memory: what login saves, the base query reads. */
export interface MemorySession extends SessionStore {
  token: string | null;
}

export function createMemorySession(token: string | null = null): MemorySession {
  const session: MemorySession = {
    token,
    save: (jwt) => {
      session.token = jwt;
    },
    clear: () => {
      session.token = null;
    },
  };
  return session;
}

export interface TestStoreOptions {
  preloadedState?: Partial<RootState>;
  /** The session token at the start (null: signed out). */
  token?: string | null;
  /** The fake the store fetches with; a new empty one by default. */
  fetch?: FakeFetch;
  /** Default 'http://api.test', so requests go to http://api.test/api/…. */
  apiOrigin?: string;
}

export interface TestStore {
  store: AppStore;
  fetch: FakeFetch;
  session: MemorySession;
  /** How many times the base query reported a 401. */
  unauthorizedCount(): number;
  /** Resets the api state, which also clears its cache-removal timers (so Jest can exit). */
  dispose(): void;
}

const live = new Set<TestStore>();

/**
 * Disposes every test store made since the last call: `afterEach(cleanupTestStores)`. RTK Query
 * keeps unused answers for a while on a timer; without this Jest waits for those timers.
 */
export function cleanupTestStores(): void {
  for (const test of live) test.dispose();
  live.clear();
}

/** The origin test stores call (requests reach the fake as http://api.test/api/…). */
export const TEST_API_ORIGIN = 'http://api.test';

/**
 * A store wired like an app's, with a fake fetch, an in-memory session and a 401 counter:
 * dispatch `someApi.endpoints.x.initiate(...)` and look at `fetch.requests`.
 */
export function createTestStore(options: TestStoreOptions = {}): TestStore {
  const fake = options.fetch ?? createFakeFetch();
  const session = createMemorySession(options.token ?? null);
  let unauthorized = 0;
  const store = makeStore(options.preloadedState, {
    apiOrigin: options.apiOrigin ?? TEST_API_ORIGIN,
    fetchFn: fake.fetch,
    getToken: () => session.token,
    session,
    onUnauthorized: () => {
      unauthorized += 1;
    },
  });
  const test: TestStore = {
    store,
    fetch: fake,
    session,
    unauthorizedCount: () => unauthorized,
    dispose: () => {
      store.dispatch(api.util.resetApiState());
      live.delete(test);
    },
  };
  live.add(test);
  return test;
}
