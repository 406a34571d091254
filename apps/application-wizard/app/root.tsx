import { useEffect, useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { Provider } from 'react-redux';
import styled from 'styled-components';
import { makeStore } from '@ratai/api-client';
import { Button, RataiThemeProvider, hasConsent } from '@ratai/ui';
import { CookieConsent } from './components/layout/CookieConsent';
import { WizardPage } from './components/layout/Page';
import { RouterLink } from './components/layout/RouterLink';
import { SiteFooter, SiteHeader } from './components/layout/SiteChrome';
import { publicConfig, serverConfig } from './lib/config.server';
import { useRootData, type RootData } from './lib/public-config';

export async function loader({ request }: LoaderFunctionArgs): Promise<RootData> {
  return { config: publicConfig(serverConfig()), consent: hasConsent(request.headers.get('Cookie')) };
}

/** The settings and the consent do not change while the applicant moves through the wizard. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export const meta: MetaFunction = () => [
  { title: 'Nuomos paraiška – Ratai' },
  { name: 'description', content: 'Pateikite automobilio nuomos su išpirkimu paraišką.' },
  // Forms with personal data: never in search results (server.mjs sends X-Robots-Tag too).
  { name: 'robots', content: 'noindex, nofollow' },
];

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1 0 auto;
  background: ${({ theme }) => theme.colors.background};
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.onBrand};
  background: ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.sm};

  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

/** The api-client store for the page's life (a throw-away one during server rendering) and the theme. */
function Providers({ children }: { children: ReactNode }) {
  const { config } = useRootData();
  useEffect(() => {
    // A marker for end-to-end tests: the page is interactive from here on.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const [store] = useState(() => makeStore(undefined, { apiOrigin: config.apiOrigin }));
  return (
    <Provider store={store}>
      <RataiThemeProvider linkComponent={RouterLink}>{children}</RataiThemeProvider>
    </Provider>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="lt">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5f5a" />
        <Meta />
        <Links />
      </head>
      <body>
        <Providers>
          <Shell>
            <SkipLink href="#turinys">Pereiti prie turinio</SkipLink>
            <SiteHeader />
            <Main id="turinys" tabIndex={-1}>
              {children}
            </Main>
            <SiteFooter />
            <CookieConsent />
          </Shell>
        </Providers>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The Lithuanian 404 and error page. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'object' && error.data && 'message' in error.data
      ? String((error.data as { message: unknown }).message)
      : null;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <WizardPage title={notFound ? 'Puslapis nerastas' : 'Įvyko klaida'}>
      <p>
        {message ??
          (notFound
            ? 'Tokio puslapio nėra. Patikrinkite adresą arba pradėkite paraišką iš naujo.'
            : 'Nepavyko parodyti puslapio. Bandykite dar kartą po kelių minučių.')}
      </p>
      <Button href="/paraiska">Pildyti paraišką</Button>
    </WizardPage>
  );
}
