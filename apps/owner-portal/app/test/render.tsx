import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createRoutesStub } from 'react-router';
import { makeStore } from '@ratai/api-client';
import { createFakeFetch, type FakeFetch } from '@ratai/api-client/testing';
import { RataiThemeProvider } from '@ratai/ui';
import { RouterLink } from '../components/layout/RouterLink';
import { DEFAULT_PORTAL_CONFIG, PortalConfigContext, type PortalConfig } from '../lib/config';

export const TEST_CONFIG: PortalConfig = { ...DEFAULT_PORTAL_CONFIG, apiOrigin: 'http://api.test', marketplaceUrl: 'http://market.test' };

export interface RenderOptions {
  /** Canned API answers; unmatched calls answer 404. */
  fake?: FakeFetch;
  /** Where the router starts. */
  url?: string;
}

/**
 * Renders `ui` as the portal does: the runtime config, an api-client store over a fake fetch, the
 * UI kit's theme with the router's link, inside a memory router at `url`.
 */
export function renderPortal(ui: ReactNode, { fake = createFakeFetch(), url = '/' }: RenderOptions = {}) {
  const store = makeStore(undefined, { apiOrigin: TEST_CONFIG.apiOrigin, fetchFn: fake.fetch, getToken: () => 'test-token', session: { save: () => undefined, clear: () => undefined } });
  const path = url.split('?')[0];
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <PortalConfigContext.Provider value={TEST_CONFIG}>
          <Provider store={store}>
            <RataiThemeProvider linkComponent={RouterLink} globalStyle={false}>
              {ui}
            </RataiThemeProvider>
          </Provider>
        </PortalConfigContext.Provider>
      ),
    },
  ]);
  return { store, fake, ...render(<Stub initialEntries={[url]} />) };
}
