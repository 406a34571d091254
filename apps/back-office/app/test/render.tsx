import type { ReactNode } from 'react';
import { makeStore } from '@ratai/api-client';
import { createFakeFetch, type FakeFetch } from '@ratai/api-client/testing';
import { renderInApp } from '@ratai/app-shell/testing';
import { BackOfficeConfigContext, DEFAULT_BACKOFFICE_CONFIG, type BackOfficeConfig } from '../lib/config';

export const TEST_CONFIG: BackOfficeConfig = { ...DEFAULT_BACKOFFICE_CONFIG, apiOrigin: 'http://api.test', marketplaceUrl: 'http://market.test' };

export interface RenderOptions {
  /** Canned API answers; unmatched calls answer 404. */
  fake?: FakeFetch;
  /** Where the router starts. */
  url?: string;
  /** Called when the session is cleared (an account without the team role signed out again). */
  onClear?: () => void;
}

const withConfig = ({ children }: { children: ReactNode }) => (
  <BackOfficeConfigContext.Provider value={TEST_CONFIG}>{children}</BackOfficeConfigContext.Provider>
);

/** Renders `ui` as the back office does (@ratai/app-shell/testing), over a fake fetch with a session token. */
export function renderBackOffice(ui: ReactNode, { fake = createFakeFetch(), url = '/', onClear }: RenderOptions = {}) {
  const store = makeStore(undefined, {
    apiOrigin: TEST_CONFIG.apiOrigin,
    fetchFn: fake.fetch,
    getToken: () => 'test-token',
    session: { save: () => undefined, clear: () => onClear?.() },
  });
  return { store, fake, ...renderInApp(ui, { store, url, wrapper: withConfig }) };
}
