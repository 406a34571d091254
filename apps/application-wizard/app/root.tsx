import type { ReactNode } from 'react';
import {
  Outlet,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import styled from 'styled-components';
import { Button, RataiThemeProvider, readConsent } from '@ratai/ui';
import {
  AppDocument,
  CookieConsent,
  describeRouteError,
  PageColumn,
  RouterLink,
  SKIP_LINK_TEXT,
  SkipLink,
  useHydrationMarker,
} from '@ratai/app-shell';
import { WizardPage } from './components/layout/Page';
import { SiteFooter, SiteHeader } from './components/layout/SiteChrome';
import { publicConfig, serverConfig } from './lib/config.server';
import { useRootData, type RootData } from './lib/public-config';

export async function loader({ request }: LoaderFunctionArgs): Promise<RootData> {
  return { config: publicConfig(serverConfig()), consent: readConsent(request.headers.get('Cookie')) };
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

const Main = styled.main`
  flex: 1 0 auto;
  background: ${({ theme }) => theme.colors.background};
`;

/**
 * The theme. No api-client store here: the parts that call the API bring it (lib/page-store.tsx),
 * so Redux Toolkit is not in every page's first load.
 */
function Providers({ children }: { children: ReactNode }) {
  // A marker for end-to-end tests: the page is interactive from here on.
  useHydrationMarker();
  return <RataiThemeProvider linkComponent={RouterLink}>{children}</RataiThemeProvider>;
}

/** The consent banner with the root loader's consent and settings; the policy is on the marketplace. */
function SiteCookieConsent() {
  const { consent, config } = useRootData();
  return <CookieConsent consent={consent} config={config} policyHref={`${config.marketplaceUrl}/privatumo-politika`} />;
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
