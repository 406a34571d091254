import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { MODAL_SIZES } from '@ratai/domain';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { Modal } from './Modal';

function Harness({ size }: { size?: (typeof MODAL_SIZES)[number] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Prieš</button>
      <button type="button" onClick={() => setOpen(true)}>
        Atidaryti
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Sutarties sąlygos"
        size={size}
        footer={<button type="button">Sutinku</button>}
      >
        <label>
          Vardas <input />
        </label>
      </Modal>
    </>
  );
}

async function openModal(size?: (typeof MODAL_SIZES)[number]) {
  const user = userEvent.setup();
  const result = renderWithTheme(<Harness size={size} />);
  const opener = screen.getByRole('button', { name: 'Atidaryti' });
  await user.click(opener);
  return { user, opener, ...result };
}

describe('Modal', () => {
  it('is a modal dialog named by its title, rendered in a portal', async () => {
    const { container } = await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Sutarties sąlygos' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('moves focus in (to the close button) when it opens', async () => {
    await openModal();
    expect(screen.getByRole('button', { name: 'Uždaryti' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Uždaryti' });
    const input = screen.getByRole('textbox', { name: 'Vardas' });
    const agree = screen.getByRole('button', { name: 'Sutinku' });
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(agree).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(agree).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, opener } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("closes with 'Uždaryti' and returns focus", async () => {
    const { user, opener } = await openModal();
    await user.click(screen.getByRole('button', { name: 'Uždaryti' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop but not inside', async () => {
    const { user } = await openModal();
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('textbox'));
    expect(dialog).toBeInTheDocument();
    const backdrop = dialog.parentElement as HTMLElement;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stops the page behind from scrolling while open', async () => {
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });

  it('renders nothing when closed', () => {
    renderWithTheme(
      <Modal open={false} onClose={jest.fn()} title="Paslėpta">
        Turinys
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(MODAL_SIZES)('renders the %s size without axe violations', async (size) => {
    await openModal(size);
    expect(screen.getByRole('dialog', { name: 'Sutarties sąlygos' })).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
