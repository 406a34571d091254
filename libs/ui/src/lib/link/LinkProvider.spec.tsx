import { render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { AppLink, LinkProvider, useLinkComponent } from './LinkProvider';

describe('LinkProvider', () => {
  it('defaults to a plain anchor', () => {
    let seen: unknown;
    const Probe = () => {
      seen = useLinkComponent();
      return null;
    };
    render(<Probe />);
    expect(seen).toBe('a');
  });

  it('passes href and the other anchor props to the provided component', () => {
    const received: { href: string }[] = [];
    const RouterLink = (props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => {
      received.push(props);
      return <a {...props}>{props.children}</a>;
    };
    render(
      <LinkProvider component={RouterLink}>
        <AppLink href="/taisykles" aria-current="page">
          Taisyklės
        </AppLink>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Taisyklės' })).toHaveAttribute('aria-current', 'page');
    expect(received[0]).toMatchObject({ href: '/taisykles' });
  });
});
