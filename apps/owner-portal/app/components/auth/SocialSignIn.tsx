import styled from 'styled-components';
import { OR } from '@ratai/domain';
import { socialSignInUrl, useSocialProvidersQuery } from '@ratai/api-client';
import { Button } from '@ratai/ui';
import { usePortalConfig } from '../../lib/config';

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.colors.textMuted};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Button texts per provider (the API offers Google only, modules/social-auth). */
const PROVIDER_TEXT: Record<string, string> = { google: 'Tęsti su Google' };

/**
 * The social sign-in button and the divider 'arba' (spec §2.14), shown only when the API has a
 * provider configured (`GET /connect/providers`). The button is a plain link: signing in is a
 * browser navigation to the API, which redirects to the provider.
 */
export function SocialSignIn() {
  const { apiOrigin } = usePortalConfig();
  const { data: providers = [] } = useSocialProvidersQuery();
  if (providers.length === 0) return null;
  return (
    <>
      {providers.map((provider) => (
        <Button
          key={provider.name}
          href={socialSignInUrl(provider.name, apiOrigin)}
          external
          variant="secondary"
          fullWidth
        >
          {PROVIDER_TEXT[provider.name] ?? `Tęsti su ${provider.label ?? provider.name}`}
        </Button>
      ))}
      <Divider>{OR}</Divider>
    </>
  );
}
