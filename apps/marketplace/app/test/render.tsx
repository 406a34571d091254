import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createRoutesStub } from 'react-router';
import { makeStore, type AppStore } from '@ratai/api-client';
import { RataiThemeProvider } from '@ratai/ui';
import { RouterLink } from '../components/layout/RouterLink';
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
 * Renders `ui` as the app does: inside a data router whose root route ('root') answers the
 * public config, the api-client store and the UI kit's theme with the router's link. Returns
 * Testing Library's result; wait for the content with findBy* (the root loader runs first).
 */
export function renderPage(ui: ReactNode, { url = '/', store, config }: RenderPageOptions = {}) {
  const rootData: RootData = { config: { ...TEST_CONFIG, ...config }, consent: false, siteUrl: 'http://site.test' };
  const theStore = store ?? makeStore(undefined, { apiOrigin: 'http://api.test' });
  const path = url.split('?')[0].split('#')[0] || '/';
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData,
      HydrateFallback: () => null,
      Component: () => (
        <Provider store={theStore}>
          <PageStoreContext.Provider value={theStore}>
            <RataiThemeProvider linkComponent={RouterLink} globalStyle={false}>
              {ui}
            </RataiThemeProvider>
          </PageStoreContext.Provider>
        </Provider>
      ),
      children: path === '/' ? [] : [{ path: path.slice(1), Component: () => null }],
    },
  ]);
  return { store: theStore, ...render(<Stub initialEntries={[url]} />) };
}
