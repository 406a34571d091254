import { useState, type ReactNode } from 'react';
import { Outlet, type MetaFunction } from 'react-router';
import { Provider } from 'react-redux';
import { LOADING } from '@ratai/domain';
import { makeStore } from '@ratai/api-client';
import { RataiThemeProvider } from '@ratai/ui';
import { AppDocument, RouterLink, useHydrationMarker } from '@ratai/app-shell';
import { PortalConfigContext, readPortalConfig } from './lib/config';
import { SESSION_ENDED_PATH } from './lib/session';

export const meta: MetaFunction = () => [
  { title: 'Ratai – savininko paskyra' },
  { name: 'robots', content: 'noindex' },
];

/** The HTML document. In SPA mode it is pre-rendered once at build time, with the fallback below. */
export function Layout({ children }: { children: ReactNode }) {
  return <AppDocument head={<link rel="icon" href="/favicon.svg" type="image/svg+xml" />}>{children}</AppDocument>;
}

/**
 * A client loader on the root makes the build pre-render index.html with the fallback below
 * instead of any page: every page then renders in the browser only, with the runtime settings.
 */
export async function clientLoader() {
  return null;
}

/** What index.html shows until the app's scripts run (plain HTML: no styles exist yet). */
export function HydrateFallback() {
  return <p style={{ padding: '24px', fontFamily: 'system-ui, sans-serif' }}>{LOADING}</p>;
}

/**
 * The providers of every page: the runtime settings, the api-client store (one for the page's
 * life; a 401 sends the browser to the token-removal route, spec §7) and the UI kit's theme.
 */
export default function App() {
  const [config] = useState(readPortalConfig);
  const [store] = useState(() =>
    makeStore(undefined, {
      apiOrigin: config.apiOrigin,
      cookieDomain: config.cookieDomain ?? undefined,
      onUnauthorized: () => window.location.assign(SESSION_ENDED_PATH),
    }),
  );
  // A marker for end-to-end tests: the page is interactive from here on.
  useHydrationMarker();
  return (
    <PortalConfigContext.Provider value={config}>
      <Provider store={store}>
        <RataiThemeProvider linkComponent={RouterLink}>
          <Outlet />
        </RataiThemeProvider>
      </Provider>
    </PortalConfigContext.Provider>
  );
}
