import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@ratai/ui';
import { Brand } from './Brand';
import { PageTitle } from './Page';

const Screen = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Top = styled.header`
  max-width: 480px;
  margin: 0 auto ${({ theme }) => theme.space.md};
`;

const Panel = styled.main`
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${media.fromTablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

/** The login and register pages: the logo and one centred panel. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Screen>
      <Top>
        <Brand />
      </Top>
      <Panel>
        <PageTitle>{title}</PageTitle>
        {children}
      </Panel>
    </Screen>
  );
}
