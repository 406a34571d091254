import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils';
import { Tabs } from './Tabs';

const items = [
  { id: 'company', label: 'Juridinis asmuo', content: 'Įmonės duomenys' },
  { id: 'personal', label: 'Fizinis asmuo', content: 'Asmens duomenys' },
  { id: 'docs', label: 'Dokumentai', content: 'Sutartys' },
];

describe('Tabs', () => {
  it('has tablist, tab and tabpanel semantics', () => {
    renderWithTheme(<Tabs items={items} label="Profilio tipas" />);
    expect(screen.getByRole('tablist', { name: 'Profilio tipas' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Juridinis asmuo' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Juridinis asmuo' });
    expect(panel).toHaveTextContent('Įmonės duomenys');
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('puts only the selected tab in the Tab order', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <Tabs items={items} label="Profilio tipas" />
        <button type="button">Toliau</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Juridinis asmuo' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Toliau' })).toHaveFocus();
  });

  it('moves with arrows (wrapping), Home and End, selecting as it goes', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<Tabs items={items} label="Profilio tipas" onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Juridinis asmuo' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Fizinis asmuo' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Fizinis asmuo' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Asmens duomenys');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Dokumentai' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Juridinis asmuo' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Dokumentai' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Juridinis asmuo' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange.mock.calls.map(([id]) => id)).toEqual(['company', 'personal', 'docs', 'company', 'docs', 'company']);
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Tabs items={items} label="Profilio tipas" defaultValue="docs" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sutartys');
    await user.click(screen.getByRole('tab', { name: 'Fizinis asmuo' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Asmens duomenys');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Tabs items={items} label="Profilio tipas" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
