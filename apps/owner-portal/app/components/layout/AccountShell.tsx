import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ACCOUNT_MENU } from '@ratai/domain';
import { Button, Drawer, media } from '@ratai/ui';
import { AccountMenu } from './AccountMenu';
import { Brand } from './Brand';
import { Container } from './Page';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const BarInner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 60px;
`;

const Email = styled.span`
  display: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${media.desktop} {
    display: inline;
  }
`;

const MenuButton = styled(Button)`
  ${media.desktop} {
    display: none;
  }
`;

const Body = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
  padding-bottom: ${({ theme }) => theme.space.xxl};

  ${media.desktop} {
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
  }
`;

const Side = styled.nav`
  display: none;
  position: sticky;
  top: 76px;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  ${media.desktop} {
    display: block;
  }
`;

const SideTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Main = styled.main`
  min-width: 0;
`;

const Screen = styled.div`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

/** The account pages' frame: top bar, the 'Mano paskyra' menu (drawer below desktop width), the page. */
export function AccountShell({ email, children }: { email?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Screen>
      <Bar>
        <BarInner>
          <Brand />
          {email ? <Email>{email}</Email> : null}
          <MenuButton variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen(true)}>
            {ACCOUNT_MENU.title}
          </MenuButton>
        </BarInner>
      </Bar>
      <Body>
        <Side aria-labelledby="account-menu-title">
          <SideTitle id="account-menu-title">{ACCOUNT_MENU.title}</SideTitle>
          <AccountMenu />
        </Side>
        <Main id="turinys">{children}</Main>
      </Body>
      <Drawer open={open} onClose={() => setOpen(false)} title={ACCOUNT_MENU.title}>
        <nav aria-label={ACCOUNT_MENU.title}>
          <AccountMenu onNavigate={() => setOpen(false)} />
        </nav>
      </Drawer>
    </Screen>
  );
}
