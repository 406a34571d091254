import styled from 'styled-components';
import { Button, media } from '@ratai/ui';
import { usePublicConfig } from '../../lib/public-config';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};

    ${media.fromTablet} {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }

  p,
  ul {
    margin: 0;
  }

  ul {
    padding-left: 1.25rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The fleet-owner sign-up teaser (spec §2.21) with a log-in action: the owner portal is a
 * separate app (PORTAL_URL), so these are plain links to its origin.
 */
export function FleetOwnerTeaser() {
  const { portalUrl } = usePublicConfig();
  return (
    <Root>
      <h2>Turite automobilių? Išnuomokite juos su mumis</h2>
      <p>
        Mes surandame klientus, patikriname jų finansus ir perduodame jums patikimą užklausą. Jūs parodote automobilį ir
        gaunate mėnesio įmokas.
      </p>
      <ul>
        <li>Skelbimą įkeliate per kelias minutes</li>
        <li>Kiekvieną klientą iš anksto įvertiname</li>
        <li>Mokate tik už įvykusį sandorį</li>
      </ul>
      <Actions>
        <Button href={`${portalUrl}/registracija`} external>
          Registruotis
        </Button>
        <Button href={`${portalUrl}/prisijungti`} external variant="secondary">
          Prisijungti
        </Button>
      </Actions>
    </Root>
  );
}
