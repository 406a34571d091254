import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils';
import { CookieBanner } from './CookieBanner';

describe('CookieBanner', () => {
  it('is a labelled region with Lithuanian text about cookies', () => {
    renderWithTheme(<CookieBanner onAccept={jest.fn()} />);
    const region = screen.getByRole('region', { name: 'Slapukų sutikimas' });
    expect(region).toHaveTextContent(/slapuk/);
    expect(within(region).getByRole('link', { name: 'Privatumo politika' })).toHaveAttribute(
      'href',
      '/privatumo-politika',
    );
  });

  it("calls onAccept when 'Gerai' is pressed", async () => {
    const user = userEvent.setup();
    const onAccept = jest.fn();
    renderWithTheme(<CookieBanner onAccept={onAccept} />);
    await user.click(screen.getByRole('button', { name: 'Gerai' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it("offers 'Atsisakyti' with the same weight as 'Gerai' (issue 17)", async () => {
    const user = userEvent.setup();
    const onAccept = jest.fn();
    const onRefuse = jest.fn();
    renderWithTheme(<CookieBanner onAccept={onAccept} onRefuse={onRefuse} />);
    const refuse = screen.getByRole('button', { name: 'Atsisakyti' });
    const accept = screen.getByRole('button', { name: 'Gerai' });
    // The same component, variant and size: the same class names.
    expect(refuse.className).toBe(accept.className);
    await user.click(refuse);
    expect(onRefuse).toHaveBeenCalledTimes(1);
    expect(onAccept).not.toHaveBeenCalled();
  });

  it("reaches 'Gerai' by keyboard", async () => {
    const user = userEvent.setup();
    const onAccept = jest.fn();
    renderWithTheme(<CookieBanner onAccept={onAccept} policyHref={null} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Gerai' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <main>
        <CookieBanner onAccept={jest.fn()} />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
