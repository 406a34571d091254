/**
 * @ratai/api-client/testing — test helpers for code that uses the api: a fake fetch that records
 * requests, a store wired to it, and `renderWithProviders` for component tests (jsdom).
 * Not for application code.
 */
export * from './testing/fake-fetch';
export * from './testing/test-store';
export * from './testing/render-with-providers';
