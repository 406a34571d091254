import type { ReactNode } from 'react';
import { makeStore, type AppStore } from '@ratai/api-client';
import { renderInApp } from '@ratai/app-shell/testing';
import { PageStoreContext } from '../lib/store-context';
import { DEFAULT_PUBLIC_CONFIG, type PublicConfig, type RootData } from '../lib/public-config';

export const TEST_CONFIG: PublicConfig = {
  ...DEFAULT_PUBLIC_CONFIG,
  apiOrigin: 'http://api.test',
  wizardUrl: 'http://wizard.test',
  currentYear: 2026,
};

export interface RenderPageOptions {
  /** Where the router starts, e.g. '/?carMake=bmw'. */
  url?: string;
  store?: AppStore;
  config?: Partial<PublicConfig>;
}

/**
 * Renders `ui` as the app does (@ratai/app-shell/testing): inside a data router whose root route
 * ('root') answers the public config, the api-client store (also as the page store) and the UI
 * kit's theme with the router's link. Wait for the content with findBy* (the root loader runs first).
 */
export function renderPage(ui: ReactNode, { url = '/', store, config }: RenderPageOptions = {}) {
  const rootData: RootData = { config: { ...TEST_CONFIG, ...config }, consent: null, siteUrl: 'http://site.test' };
  const theStore = store ?? makeStore(undefined, { apiOrigin: 'http://api.test' });
  const wrapper = ({ children }: { children: ReactNode }) => <PageStoreContext.Provider value={theStore}>{children}</PageStoreContext.Provider>;
  return { store: theStore, ...renderInApp(ui, { store: theStore, url, rootData, wrapper }) };
}
