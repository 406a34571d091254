import type { ReactNode } from 'react';
import { makeStore } from '@ratai/api-client';
import { createFakeFetch, type FakeFetch } from '@ratai/api-client/testing';
import { renderInApp } from '@ratai/app-shell/testing';
import { DEFAULT_PORTAL_CONFIG, PortalConfigContext, type PortalConfig } from '../lib/config';

export const TEST_CONFIG: PortalConfig = { ...DEFAULT_PORTAL_CONFIG, apiOrigin: 'http://api.test', marketplaceUrl: 'http://market.test' };

export interface RenderOptions {
  /** Canned API answers; unmatched calls answer 404. */
  fake?: FakeFetch;
  /** Where the router starts. */
  url?: string;
}

const withConfig = ({ children }: { children: ReactNode }) => <PortalConfigContext.Provider value={TEST_CONFIG}>{children}</PortalConfigContext.Provider>;

/**
 * Renders `ui` as the portal does (@ratai/app-shell/testing): the runtime config, an api-client
 * store over a fake fetch, the UI kit's theme with the router's link, inside a memory router at `url`.
 */
export function renderPortal(ui: ReactNode, { fake = createFakeFetch(), url = '/' }: RenderOptions = {}) {
  const store = makeStore(undefined, { apiOrigin: TEST_CONFIG.apiOrigin, fetchFn: fake.fetch, getToken: () => 'test-token', session: { save: () => undefined, clear: () => undefined } });
  return { store, fake, ...renderInApp(ui, { store, url, wrapper: withConfig }) };
}
