import { useEffect, type ReactNode } from 'react';
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
import styled from 'styled-components';
import { Button, hasConsent, RataiThemeProvider } from '@ratai/ui';
import { Container, Lead, PageTitle, Section } from './components/layout/Container';
import { CookieConsent } from './components/layout/CookieConsent';
import { RouterLink } from './components/layout/RouterLink';
import { SiteHeader } from './components/layout/SiteHeader';
import { publicConfig, serverConfig, siteOrigin } from './lib/config.server';
import { deferred } from './lib/deferred';
import type { RootData } from './lib/public-config';
import { pageMeta } from './lib/seo';

// Below the fold on every page: its links work as plain links in the server HTML, its code
// loads when it comes near the viewport (lib/deferred.tsx).
const SiteFooter = deferred(() => import('./components/layout/SiteFooter').then((m) => m.SiteFooter));

export async function loader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const config = serverConfig();
  return {
    config: publicConfig(config),
    consent: hasConsent(request.headers.get('Cookie')),
    siteUrl: siteOrigin(request, config),
  };
}

/** The settings and the consent do not change while the visitor moves around the site. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export const links: LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** The defaults of pages without their own meta (each route sets its own). */
export const meta: MetaFunction = ({ error }) => {
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return pageMeta({
      title: notFound ? 'Puslapis nerastas' : 'Įvyko klaida',
      description: notFound ? 'Tokio puslapio nėra.' : 'Nepavyko parodyti puslapio.',
      noindex: true,
    });
  }
  return pageMeta({ title: 'Ratai', description: 'Naudoti automobiliai su išpirkimu.' });
};

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1 0 auto;
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
    color: ${({ theme }) => theme.colors.onBrand};
  }
`;

/**
 * The providers every page needs: the UI kit's theme with React Router's link. The api-client
 * store is not here: it loads with the parts that call the API (lib/page-store.tsx), so Redux
 * Toolkit is not part of the first load.
 */
function Providers({ children }: { children: ReactNode }) {
  useEffect(() => {
    // The page is interactive from here on: a marker for end-to-end tests, and for deferred parts
    // (lib/deferred.tsx), which load at once on client-side navigations after this.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <RataiThemeProvider linkComponent={RouterLink}>{children}</RataiThemeProvider>;
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
          <Page>
            <SkipLink href="#turinys">Pereiti prie turinio</SkipLink>
            <SiteHeader />
            <Main id="turinys" tabIndex={-1}>
              {children}
            </Main>
            <SiteFooter />
            <CookieConsent />
          </Page>
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
  if (!notFound && !isRouteErrorResponse(error)) console.error(error);
  return (
    <Section>
      <Container>
        <PageTitle>{notFound ? 'Puslapis nerastas' : 'Įvyko klaida'}</PageTitle>
        <Lead>
          {notFound
            ? 'Tokio puslapio nėra arba skelbimas jau nebeaktualus. Patikrinkite adresą arba pasirinkite kitą automobilį.'
            : (message ?? 'Nepavyko parodyti puslapio. Bandykite dar kartą po kelių minučių.')}
        </Lead>
        <Button href="/">Į pradžią</Button>
      </Container>
    </Section>
  );
}
