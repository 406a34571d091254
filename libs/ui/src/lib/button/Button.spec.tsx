import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { renderWithTheme } from '../../test-utils';
import { Button } from './Button';

describe('Button', () => {
  it('renders a button of type "button" that calls onClick', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Toliau</Button>);
    const button = screen.getByRole('button', { name: 'Toliau' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is reached with Tab and pressed with Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Toliau</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Toliau' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it.each(['primary', 'secondary', 'ghost', 'danger'] as const)('renders the %s variant', (variant) => {
    renderWithTheme(
      <Button variant={variant} size="lg">
        Išsaugoti
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Išsaugoti' })).toBeInTheDocument();
  });

  it('while loading is busy, says Kraunama..., keeps focus and ignores clicks and submits', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Pateikti paraišką
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: /Pateikti paraišką/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent('Kraunama...');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('with href renders a link, through the app link component', () => {
    const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
      function RouterLink(props, ref) {
        return (
          <a ref={ref} data-router="yes" {...props}>
            {props.children}
          </a>
        );
      },
    );
    renderWithTheme(<Button href="/paraiska">Pildyti paraiska</Button>, { linkComponent: RouterLink });
    const link = screen.getByRole('link', { name: 'Pildyti paraiska' });
    expect(link).toHaveAttribute('href', '/paraiska');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('with href and external renders a plain anchor', () => {
    const RouterLink = (props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
      <a data-router="yes" {...props}>
        {props.children}
      </a>
    );
    renderWithTheme(
      <Button href="https://example.lt" external variant="secondary">
        Daugiau
      </Button>,
      { linkComponent: RouterLink },
    );
    const link = screen.getByRole('link', { name: 'Daugiau' });
    expect(link).not.toHaveAttribute('data-router');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <div>
        <Button>Toliau</Button>
        <Button loading>Siųsti</Button>
        <Button href="/">Pradžia</Button>
      </div>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
