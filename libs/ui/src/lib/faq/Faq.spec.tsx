import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils';
import { Faq } from './Faq';

const items = [
  { question: 'Kas yra išperkamoji nuoma?', answer: 'Nuoma, kurios pabaigoje automobilį galite išpirkti.' },
  { question: 'Ar reikia pradinio įnašo?', answer: 'Ne visada.' },
];

describe('Faq', () => {
  it('lists questions as buttons with answers hidden', () => {
    renderWithTheme(<Faq items={items} />);
    expect(screen.getByRole('button', { name: 'Kas yra išperkamoji nuoma?' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Ne visada.')).not.toBeVisible();
  });

  it('opens one answer at a time', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Faq items={items} />);
    await user.click(screen.getByRole('button', { name: 'Kas yra išperkamoji nuoma?' }));
    expect(screen.getByRole('region', { name: 'Kas yra išperkamoji nuoma?' })).toHaveTextContent('išpirkti');
    await user.click(screen.getByRole('button', { name: 'Ar reikia pradinio įnašo?' }));
    expect(screen.getByRole('region', { name: 'Ar reikia pradinio įnašo?' })).toBeVisible();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Faq items={items} headingLevel={2} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
