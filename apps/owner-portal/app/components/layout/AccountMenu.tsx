import { NavLink } from 'react-router';
import styled from 'styled-components';
import { ACCOUNT_MENU, OWNER_LEADS_TITLE } from '@ratai/domain';

/**
 * The six entries of spec §2.18, in order (the last one, logging out, is rendered apart), with the
 * lead inbox 'Užklausos' of issue 16 after the car entries.
 */
export const ACCOUNT_MENU_ITEMS = [
  { to: '/paskyra', label: ACCOUNT_MENU.overview, end: true },
  { to: '/paskyra/automobiliai', label: ACCOUNT_MENU.cars, end: true },
  { to: '/paskyra/automobiliai/ikelti', label: ACCOUNT_MENU.uploadCar, end: true },
  { to: '/paskyra/uzklausos', label: OWNER_LEADS_TITLE, end: false },
  { to: '/paskyra/sutartis', label: ACCOUNT_MENU.serviceTerms, end: true },
  { to: '/paskyra/nustatymai', label: ACCOUNT_MENU.settings, end: true },
] as const;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  a:hover {
    background: ${({ theme }) => theme.colors.brandSoft};
  }

  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
`;

const Separator = styled.li`
  margin-top: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * The account menu 'Mano paskyra' (spec §2.18): a side panel on wide screens and the content of
 * the drawer on small ones. `onNavigate` closes the drawer after a choice.
 */
export function AccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <List>
      {ACCOUNT_MENU_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
      <Separator>
        <NavLink to="/atsijungti" onClick={onNavigate}>
          {ACCOUNT_MENU.logout}
        </NavLink>
      </Separator>
    </List>
  );
}
