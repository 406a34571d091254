import { createElement, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { AppStore } from '../lib/store';
import { createTestStore, type TestStore, type TestStoreOptions } from './test-store';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** A store of your own; otherwise a test store is made from `storeOptions`. */
  store?: AppStore;
  storeOptions?: TestStoreOptions;
}

/**
 * Renders `ui` inside the Redux Provider of a test store (jsdom tests of components that use the
 * api's hooks). Returns Testing Library's result plus the store and, when it made one, the test
 * store's fake fetch and session.
 */
export type RenderWithProvidersResult = RenderResult & { store: AppStore; test: TestStore | undefined };

export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const { store: given, storeOptions, ...renderOptions } = options;
  const test: TestStore | undefined = given ? undefined : createTestStore(storeOptions);
  const store = given ?? (test as TestStore).store;
  const Wrapper = ({ children }: { children?: ReactNode }) => createElement(Provider, { store, children });
  return { store, test, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
