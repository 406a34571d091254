import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { CONTRACT_TERMS_SECTIONS } from '@ratai/domain';
import { renderWithTheme } from '../../test-utils';
import { Accordion } from './Accordion';

const items = [
  { id: 'general', title: CONTRACT_TERMS_SECTIONS.general, content: 'Sąskaita išrašoma iki 10 dienos.' },
  { id: 'commission', title: CONTRACT_TERMS_SECTIONS.commission, content: 'Iki 10 000 € – 9 %.' },
  { id: 'margin', title: CONTRACT_TERMS_SECTIONS.margin, content: 'Metinis antkainis.' },
  { id: 'liability', title: CONTRACT_TERMS_SECTIONS.liability, content: '3 000 EUR bauda.' },
];

const button = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('opens the first section by default when asked (the contract terms, §2.20)', () => {
    renderWithTheme(<Accordion items={items} firstOpenByDefault />);
    expect(button('Bendrosios sąlygos')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Bendrosios sąlygos' })).toHaveTextContent('Sąskaita išrašoma');
    expect(button('Komisiniai')).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts all closed otherwise', () => {
    renderWithTheme(<Accordion items={items} />);
    for (const item of items) expect(button(item.title)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('keeps one section open at a time, and closes the open one on a second click', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Accordion items={items} firstOpenByDefault />);
    await user.click(button('Marža'));
    expect(button('Marža')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Bendrosios sąlygos')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await user.click(button('Marža'));
    expect(button('Marža')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('points each button at its panel with aria-controls', () => {
    renderWithTheme(<Accordion items={items} defaultOpenId="commission" />);
    const trigger = button('Komisiniai');
    const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('Iki 10 000 € – 9 %.');
    expect(panel).toBeVisible();
  });

  it('works from the keyboard and puts the buttons in headings', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Accordion items={items} headingLevel={2} />);
    await user.tab();
    expect(button('Bendrosios sąlygos')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button('Bendrosios sąlygos')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(button('Komisiniai')).toHaveFocus();
    await user.keyboard(' ');
    expect(button('Komisiniai')).toHaveAttribute('aria-expanded', 'true');
    expect(button('Bendrosios sąlygos')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    renderWithTheme(<Accordion items={items} openId="margin" onOpenChange={onOpenChange} />);
    await user.click(button('Komisiniai'));
    expect(onOpenChange).toHaveBeenCalledWith('commission');
    expect(button('Marža')).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Accordion items={items} firstOpenByDefault />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
