import styled from 'styled-components';
import { Button, media } from '@ratai/ui';
import { Container } from '../layout/Container';

const Root = styled.section<{ $compact: boolean }>`
  padding: ${({ theme, $compact }) => ($compact ? theme.space.lg : theme.space.xl)} 0;
  color: ${({ theme }) => theme.colors.onBrand};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.brand} 0%, #0b3f3c 100%);

  ${media.fromTablet} {
    padding: ${({ $compact }) => ($compact ? '32px' : '72px')} 0;
  }
`;

const Title = styled.h1`
  max-width: 760px;
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 2rem;

  ${media.fromTablet} {
    font-size: 2.75rem;
  }
`;

const Text = styled.p`
  max-width: 640px;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Points = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding: 0;
  list-style: none;

  li::before {
    content: '✓ ';
  }
`;

const LightButton = styled(Button)`
  color: ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surface};
  border-color: ${({ theme }) => theme.colors.surface};

  &:hover {
    color: ${({ theme }) => theme.colors.brandHover};
    background: ${({ theme }) => theme.colors.brandSoft};
    border-color: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const OutlineButton = styled(Button)`
  color: ${({ theme }) => theme.colors.onBrand};
  background: transparent;
  border-color: ${({ theme }) => theme.colors.onBrand};

  &:hover {
    color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const CompactTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};

  ${media.fromTablet} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const CompactText = styled.p`
  margin: 0;
`;

export interface HeroProps {
  /** The page's heading; the search's own title when a filter is active. */
  title?: string;
  /**
   * A filtered search (a shared or indexed search URL): a slim band with just the heading, so the
   * results are on the first screen.
   */
  compact?: boolean;
}

/** The home page's opening: what Ratai is, and the two ways on (search, calculator). */
export function Hero({ title = 'Naudoti automobiliai su išpirkimu', compact = false }: HeroProps) {
  if (compact) {
    return (
      <Root $compact>
        <Container>
          <CompactTitle>{title}</CompactTitle>
          <CompactText>Mėnesio įmoka matoma iš karto, paraiška – internetu.</CompactText>
        </Container>
      </Root>
    );
  }
  return (
    <Root $compact={false}>
      <Container>
        <Title>{title}</Title>
        <Text>
          Išsirinkite automobilį, iš karto pamatykite mėnesio įmoką ir pateikite paraišką internetu. Nereikia
          banko paskolos – mokate dalimis, o sutarties pabaigoje automobilis tampa jūsų.
        </Text>
        <Actions>
          <LightButton href="/#automobiliai" size="lg">
            Rinktis automobilį
          </LightButton>
          <OutlineButton href="/#skaiciuokle" size="lg">
            Skaičiuoti įmoką
          </OutlineButton>
        </Actions>
        <Points>
          <li>Įmoka nuo 12 iki 60 mėn.</li>
          <li>Automobiliai, tinkantys pavėžėjams</li>
          <li>Atsakymas per 1 darbo dieną</li>
        </Points>
      </Container>
    </Root>
  );
}
