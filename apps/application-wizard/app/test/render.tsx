import type { ReactNode } from 'react';
import { createTestStore, type TestStore } from '@ratai/api-client/testing';
import { renderInApp } from '@ratai/app-shell/testing';
import { DEFAULT_PUBLIC_CONFIG, type PublicConfig, type RootData } from '../lib/public-config';

export const TEST_CONFIG: PublicConfig = {
  ...DEFAULT_PUBLIC_CONFIG,
  apiOrigin: 'http://api.test',
  marketplaceUrl: 'http://marketplace.test',
  conversionId: 'AW-TEST',
};

export interface RenderPageOptions {
  url?: string;
  consent?: boolean;
  config?: Partial<PublicConfig>;
}

/**
 * Renders `ui` as the app does (@ratai/app-shell/testing): inside a data router whose root route
 * ('root') answers the public config and consent, a test store whose fetch is a recording fake
 * (answer calls with `test.fetch.on(...)`), and the UI kit's theme. Wait for content with findBy*
 * (the root loader runs first).
 */
export function renderPage(ui: ReactNode, { url = '/', consent = false, config }: RenderPageOptions = {}) {
  const rootData: RootData = { config: { ...TEST_CONFIG, ...config }, consent: consent ? 'accepted' : null };
  const test: TestStore = createTestStore();
  return { test, ...renderInApp(ui, { store: test.store, url, rootData }) };
}
