import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createRoutesStub } from 'react-router';
import { createTestStore, type TestStore } from '@ratai/api-client/testing';
import { RataiThemeProvider } from '@ratai/ui';
import { RouterLink } from '../components/layout/RouterLink';
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
 * Renders `ui` as the app does: inside a data router whose root route ('root') answers the public
 * config and consent, a test store whose fetch is a recording fake (answer calls with
 * `test.fetch.on(...)`), and the UI kit's theme. Wait for content with findBy* (the root loader
 * runs first).
 */
export function renderPage(ui: ReactNode, { url = '/', consent = false, config }: RenderPageOptions = {}) {
  const rootData: RootData = { config: { ...TEST_CONFIG, ...config }, consent };
  const test: TestStore = createTestStore();
  const path = url.split('?')[0] || '/';
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData,
      HydrateFallback: () => null,
      Component: () => (
        <Provider store={test.store}>
          <RataiThemeProvider linkComponent={RouterLink} globalStyle={false}>
            {ui}
          </RataiThemeProvider>
        </Provider>
      ),
      children: path === '/' ? [] : [{ path: path.slice(1), Component: () => null }],
    },
  ]);
  return { test, ...render(<Stub initialEntries={[url]} />) };
}
