import styled from 'styled-components';
import { CookieSettingsButton } from '@ratai/app-shell';
import { usePublicConfig } from '../../lib/public-config';
import { Container } from './Page';

const Header = styled.header`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 64px;
`;

const Logo = styled.a`
  font-size: 1.5rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Footer = styled.footer`
  padding: ${({ theme }) => theme.space.lg} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The wizard's header: the brand back to the marketplace and the lookup. */
export function SiteHeader() {
  const { marketplaceUrl } = usePublicConfig();
  return (
    <Header>
      <Bar>
        <Logo href={marketplaceUrl} aria-label="Ratai – į pradžią">
          Ratai
        </Logo>
        <Nav aria-label="Pagrindinė navigacija">
          <a href={`${marketplaceUrl}/#automobiliai`}>Automobiliai</a>
          <a href="/paraiskos-paieska">Rasti paraišką</a>
        </Nav>
      </Bar>
    </Header>
  );
}

export function SiteFooter() {
  const { marketplaceUrl } = usePublicConfig();
  return (
    <Footer>
      <Container>
        © Ratai · <a href={`${marketplaceUrl}/taisykles`}>Taisyklės</a> ·{' '}
        <a href={`${marketplaceUrl}/privatumo-politika`}>Privatumo politika</a> · <CookieSettingsButton />
      </Container>
    </Footer>
  );
}
