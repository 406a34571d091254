import { render, screen } from '@testing-library/react';
import styled from 'styled-components';
import type { AnchorHTMLAttributes } from 'react';
import { AppLink } from '../link/LinkProvider';
import { RataiThemeProvider } from './RataiThemeProvider';

const BrandText = styled.p`
  color: ${({ theme }) => theme.colors.brand};
`;

describe('RataiThemeProvider', () => {
  it('gives styled components the theme', () => {
    render(
      <RataiThemeProvider globalStyle={false}>
        <BrandText>Ratai</BrandText>
      </RataiThemeProvider>,
    );
    expect(screen.getByText('Ratai')).toHaveStyle({ color: '#0f5f5a' });
  });

  it('injects the global style by default', () => {
    render(
      <RataiThemeProvider>
        <p>Ratai</p>
      </RataiThemeProvider>,
    );
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('');
    expect(css).toContain('Inter Variable');
  });

  it('renders internal links with the app link component', () => {
    const RouterLink = (props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
      <a {...props} data-router="yes">
        {props.children}
      </a>
    );
    render(
      <RataiThemeProvider linkComponent={RouterLink}>
        <AppLink href="/straipsniai">Straipsniai</AppLink>
      </RataiThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Straipsniai' })).toHaveAttribute('data-router', 'yes');
  });

  it('falls back to a plain anchor', () => {
    render(
      <RataiThemeProvider>
        <AppLink href="/straipsniai">Straipsniai</AppLink>
      </RataiThemeProvider>,
    );
    const link = screen.getByRole('link', { name: 'Straipsniai' });
    expect(link).toHaveAttribute('href', '/straipsniai');
    expect(link).not.toHaveAttribute('data-router');
  });
});
