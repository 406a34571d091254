import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { CONFIRM_DELETE } from '@ratai/domain';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Keisti profilio tipą
      </button>
      <ConfirmDialog
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
      >
        Ar tikrai norite pakeisti profilio tipą?
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it("asks 'Prašau patvirtinkite' with 'Atšaukti' and 'Patvirtinti', focus on Cancel", async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness onConfirm={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Keisti profilio tipą' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Prašau patvirtinkite' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Ar tikrai norite pakeisti profilio tipą?');
    expect(screen.getByRole('button', { name: 'Atšaukti' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Patvirtinti' })).toBeInTheDocument();
  });

  it('confirms with Patvirtinti', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithTheme(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Keisti profilio tipą' }));
    await user.click(screen.getByRole('button', { name: 'Patvirtinti' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels with Atšaukti, Enter on the focused Cancel, or Escape, returning focus', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithTheme(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Keisti profilio tipą' });

    await user.click(opener);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('takes custom title, labels and a danger confirm', () => {
    renderWithTheme(
      <ConfirmDialog
        open
        title="Ištrinti skelbimą"
        confirmLabel="Ištrinti"
        cancelLabel="Ne"
        confirmVariant="danger"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      >
        {CONFIRM_DELETE}
      </ConfirmDialog>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Ištrinti skelbimą' })).toHaveTextContent(CONFIRM_DELETE);
    expect(screen.getByRole('button', { name: 'Ištrinti' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ne' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    renderWithTheme(
      <ConfirmDialog open onConfirm={jest.fn()} onCancel={jest.fn()}>
        Ar tikrai?
      </ConfirmDialog>,
    );
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
