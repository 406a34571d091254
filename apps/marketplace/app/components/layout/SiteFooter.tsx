import { CookieSettingsButton } from '@ratai/app-shell';
import styled from 'styled-components';
import { FooterLink, media } from '@ratai/ui';
import { usePublicConfig } from '../../lib/public-config';
import { Container } from './Container';

const Root = styled.footer`
  margin-top: auto;
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.xxl};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${media.fromTablet} {
    grid-template-columns: 2fr 1fr 1fr;
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Small = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The footer: who we are, the legal pages, the articles, the portal and contacts (footer links of §2.21). */
export function SiteFooter() {
  const { portalUrl, currentYear } = usePublicConfig();
  return (
    <Root>
      <Container>
        <Columns>
          <div>
            <Heading>Ratai</Heading>
            <p>
              Naudoti automobiliai su išpirkimu: pasirinkite automobilį, pamatykite mėnesio įmoką ir pateikite paraišką
              internetu. Mes patikriname finansus, o automobilio savininkas jį parodo ir išnuomoja.
            </p>
          </div>
          <nav aria-label="Informacija">
            <Heading>Informacija</Heading>
            <List>
              <li>
                <FooterLink href="/taisykles">Taisyklės</FooterLink>
              </li>
              <li>
                <FooterLink href="/privatumo-politika">Privatumo politika</FooterLink>
              </li>
              <li>
                <CookieSettingsButton />
              </li>
              <li>
                <FooterLink href="/straipsniai">Straipsniai</FooterLink>
              </li>
              <li>
                <FooterLink href={`${portalUrl}/registracija`} newTab>
                  Tapkite nuomotoju
                </FooterLink>
              </li>
            </List>
          </nav>
          <div>
            <Heading>Kontaktai</Heading>
            <List>
              <li>
                <FooterLink href="mailto:info@ratai.lt">info@ratai.lt</FooterLink>
              </li>
              <li>
                <FooterLink href="tel:+37060000000">+370 600 00000</FooterLink>
              </li>
              <li>I–V 9:00–18:00</li>
            </List>
          </div>
        </Columns>
        <Small>© {currentYear} Ratai. Visos teisės saugomos.</Small>
      </Container>
    </Root>
  );
}
