import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import type { AnchorHTMLAttributes } from 'react';
import { renderWithTheme } from '../../test-utils';
import { FooterLink } from './FooterLink';

const RouterLink = (props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
  <a {...props} data-router="yes">
    {props.children}
  </a>
);

describe('FooterLink', () => {
  it('renders a navigation link with the app link component, same tab', () => {
    renderWithTheme(<FooterLink href="/taisykles">Taisyklės</FooterLink>, { linkComponent: RouterLink });
    const link = screen.getByRole('link', { name: 'Taisyklės' });
    expect(link).toHaveAttribute('href', '/taisykles');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).not.toHaveAttribute('target');
  });

  it('renders a custom link as a plain anchor', () => {
    renderWithTheme(<FooterLink href="https://www.facebook.com/ratai">Facebook</FooterLink>, {
      linkComponent: RouterLink,
    });
    expect(screen.getByRole('link', { name: 'Facebook' })).not.toHaveAttribute('data-router');
  });

  it('opens in a new tab safely and says so', () => {
    renderWithTheme(
      <FooterLink href="/privatumo-politika" custom newTab>
        Privatumo politika
      </FooterLink>,
    );
    const link = screen.getByRole('link', { name: 'Privatumo politika (atsidaro naujame skirtuke)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <footer>
        <FooterLink href="/taisykles">Taisyklės</FooterLink>
        <FooterLink href="mailto:info@ratai.lt" newTab>
          info@ratai.lt
        </FooterLink>
      </footer>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
