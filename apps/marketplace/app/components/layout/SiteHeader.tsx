import { Link, NavLink } from 'react-router';
import styled from 'styled-components';
import { media } from '@ratai/ui';
import { usePublicConfig } from '../../lib/public-config';
import { Container } from './Container';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0 ${({ theme }) => theme.space.md};
  min-height: 60px;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.onBrand};
  background: ${({ theme }) => theme.colors.brand};
  border-radius: 50%;
`;

const Nav = styled.nav`
  order: 3;
  width: 100%;
  overflow-x: auto;

  ${media.fromTablet} {
    order: 0;
    width: auto;
  }
`;

const NavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space.xs};
  list-style: none;

  ${media.fromTablet} {
    padding: 0;

    a {
      padding: 0 ${({ theme }) => theme.space.sm};
      font-size: ${({ theme }) => theme.fontSizes.md};
    }
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 6px;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text};
    white-space: nowrap;
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  a:hover,
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

/** On phones the calculator is one tap away in the hero; four items would not fit in 375 px. */
const WideOnly = styled.li`
  ${media.mobile} {
    display: none;
  }
`;

const PortalLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.sm};

  &:hover {
    color: ${({ theme }) => theme.colors.onBrand};
    background: ${({ theme }) => theme.colors.brand};
  }
`;

/** The site's top bar: the brand, the main sections and the fleet owners' way to the portal. */
export function SiteHeader() {
  const { portalUrl } = usePublicConfig();
  return (
    <Bar>
      <Inner>
        <Brand to="/">
          <Mark aria-hidden="true">R</Mark>
          <span>Ratai</span>
        </Brand>
        <Nav aria-label="Pagrindinis meniu">
          <NavList>
            <li>
              <Link to="/#automobiliai">Automobiliai</Link>
            </li>
            <WideOnly>
              <Link to="/#skaiciuokle">Skaičiuoklė</Link>
            </WideOnly>
            <li>
              <NavLink to="/straipsniai">Straipsniai</NavLink>
            </li>
            <li>
              <Link to="/#kontaktai">Kontaktai</Link>
            </li>
            <li>
              <NavLink to="/isiminti">Įsiminti</NavLink>
            </li>
          </NavList>
        </Nav>
        <PortalLink href={`${portalUrl}/prisijungti`}>Nuomotojams</PortalLink>
      </Inner>
    </Bar>
  );
}
