import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ACCOUNT_MENU, FILTER_BUTTON } from '@ratai/domain';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { Drawer, MobilePanel } from './Drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {FILTER_BUTTON}
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title={FILTER_BUTTON} footer={<button type="submit">Ieškoti</button>}>
        <label>
          Kaina nuo <input />
        </label>
      </Drawer>
    </>
  );
}

describe('Drawer', () => {
  it('opens a named modal dialog and moves focus in', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Filtras' }));
    const dialog = screen.getByRole('dialog', { name: 'Filtras' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Uždaryti' })).toHaveFocus();
  });

  it('traps Tab and returns focus to the opener on Escape', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Filtras' });
    await user.click(opener);
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Kaina nuo' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ieškoti' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Uždaryti' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Ieškoti' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('pulls focus back in when something outside gets it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Filtras' });
    await user.click(opener);
    opener.focus();
    expect(screen.getByRole('button', { name: 'Uždaryti' })).toHaveFocus();
  });

  it('is the mobile slide-in panel too, from the right', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(
      <MobilePanel open onClose={onClose} title={ACCOUNT_MENU.title} side="right">
        <a href="/paskyra">{ACCOUNT_MENU.overview}</a>
      </MobilePanel>,
    );
    expect(screen.getByRole('dialog', { name: 'Mano paskyra' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uždaryti' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('has no axe violations', async () => {
    renderWithTheme(
      <Drawer open onClose={jest.fn()} title="Filtras">
        <p>Turinys</p>
      </Drawer>,
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
