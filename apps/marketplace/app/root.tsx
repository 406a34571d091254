import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import styled from 'styled-components';
import { Button, readConsent, RataiThemeProvider } from '@ratai/ui';
import {
  AppDocument,
  CookieConsent,
  deferred,
  describeRouteError,
  PageColumn,
  RouterLink,
  SKIP_LINK_TEXT,
  SkipLink,
  useHydrationMarker,
} from '@ratai/app-shell';
import { Container, Lead, PageTitle, Section } from './components/layout/Container';
import { SiteHeader } from './components/layout/SiteHeader';
import { publicConfig, serverConfig, siteOrigin } from './lib/config.server';
import { useRootData, type RootData } from './lib/public-config';
import { pageMeta } from './lib/seo';

// Below the fold on every page: its links work as plain links in the server HTML, its code
// loads when it comes near the viewport (lib/deferred.tsx).
const SiteFooter = deferred(() => import('./components/layout/SiteFooter').then((m) => m.SiteFooter));

export async function loader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const config = serverConfig();
  return {
    config: publicConfig(config),
    consent: readConsent(request.headers.get('Cookie')),
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

const Main = styled.main`
  flex: 1 0 auto;
`;

/**
 * The providers every page needs: the UI kit's theme with React Router's link. The api-client
 * store is not here: it loads with the parts that call the API (lib/page-store.tsx), so Redux
 * Toolkit is not part of the first load.
 */
function Providers({ children }: { children: ReactNode }) {
  // The page is interactive from here on: a marker for end-to-end tests, and for deferred parts
  // (lib/deferred.tsx), which load at once on client-side navigations after this.
  useHydrationMarker();
  return <RataiThemeProvider linkComponent={RouterLink}>{children}</RataiThemeProvider>;
}

/** The consent banner with the root loader's consent and settings. */
function SiteCookieConsent() {
  const { consent, config } = useRootData();
  return <CookieConsent consent={consent} config={config} />;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <AppDocument>
      <Providers>
        <PageColumn>
          <SkipLink href="#turinys">{SKIP_LINK_TEXT}</SkipLink>
          <SiteHeader />
          <Main id="turinys" tabIndex={-1}>
            {children}
          </Main>
          <SiteFooter />
          <SiteCookieConsent />
        </PageColumn>
      </Providers>
    </AppDocument>
  );
}

export default function App() {
  return <Outlet />;
}

/** The Lithuanian 404 and error page. */
export function ErrorBoundary({ error }: { error: unknown }) {
  const { notFound, message } = describeRouteError(error);
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
