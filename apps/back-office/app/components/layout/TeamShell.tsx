import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { SKIP_LINK_TEXT, SkipLink } from '@ratai/app-shell';
import { useReviewQueueQuery } from '@ratai/api-client';
import { media } from '@ratai/ui';

/** The navigation, in this order and with these names (issue 14: the team reads them every day). */
export const TEAM_NAVIGATION = [
  { to: '/skelbimai', label: 'Skelbimai' },
  { to: '/paraiskos', label: 'Paraiškos' },
  { to: '/uzklausos', label: 'Užklausos' },
  { to: '/straipsniai', label: 'Straipsniai' },
  { to: '/savininkai', label: 'Savininkai' },
  { to: '/veiksmu-zurnalas', label: 'Veiksmų žurnalas' },
] as const;

const Screen = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  min-height: 56px;
  color: ${({ theme }) => theme.colors.onBrand};
  background: ${({ theme }) => theme.colors.brand};
`;

const Brand = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.onBrand};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};

  ${media.desktop} {
    grid-template-columns: 220px minmax(0, 1fr);
    align-items: start;
  }
`;

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;

    ${media.desktop} {
      flex-direction: column;
    }
  }

  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  a:hover {
    background: ${({ theme }) => theme.colors.muted};
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const Count = styled.span`
  min-width: 24px;
  padding: 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 20px;
  text-align: center;
  background: ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Main = styled.main`
  min-width: 0;
`;

/** How many listings wait for review, in the navigation (the first page's total: one small request). */
function QueueCount() {
  const queue = useReviewQueueQuery({ status: 'pending' });
  const total = queue.data?.meta.pagination.total;
  if (total === undefined) return null;
  return <Count title={`Laukia patvirtinimo: ${total}`}>{total}</Count>;
}

/** Every team page: the bar with who is signed in, the six sections, the page. */
export function TeamShell({ email, children }: { email?: string; children: ReactNode }) {
  return (
    <Screen>
      <SkipLink href="#turinys">{SKIP_LINK_TEXT}</SkipLink>
      <Bar>
        <Brand>Ratai · komanda</Brand>
        {email ? (
          <Who>
            <span>{email}</span>
            <a href="/atsijungti">Atsijungti</a>
          </Who>
        ) : null}
      </Bar>
      <Body>
        <Nav aria-label="Skyriai">
          <ul>
            {TEAM_NAVIGATION.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>
                  <span>{item.label}</span>
                  {item.to === '/skelbimai' && email ? <QueueCount /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </Nav>
        <Main id="turinys" tabIndex={-1}>
          {children}
        </Main>
      </Body>
    </Screen>
  );
}
