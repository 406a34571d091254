import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils';
import { Select } from './Select';

const makes = [
  { value: 'bmw', label: 'BMW' },
  { value: 'audi', label: 'Audi' },
];

describe('Select', () => {
  it('is a native select named by its label, with a placeholder', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<Select label="Markė" placeholder="Pasirinkite" options={makes} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Markė' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Pasirinkite', 'BMW', 'Audi']);
    await user.selectOptions(select, 'Audi');
    expect(select).toHaveValue('audi');
    expect(onChange).toHaveBeenCalled();
  });

  it("shows 'Nieko nerasta.' when there are no options", () => {
    renderWithTheme(<Select label="Modelis" options={[]} placeholder="Pasirinkite" />);
    const select = screen.getByRole('combobox', { name: 'Modelis' });
    expect(select).toHaveDisplayValue('Nieko nerasta.');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(select).toHaveValue('');
    expect(screen.queryByRole('option', { name: 'Pasirinkite' })).not.toBeInTheDocument();
  });

  it('can be disabled (the model select until a make is chosen, §5)', () => {
    renderWithTheme(<Select label="Modelis" options={makes} disabled />);
    expect(screen.getByRole('combobox', { name: 'Modelis' })).toBeDisabled();
  });

  it('marks an error', () => {
    renderWithTheme(<Select label="Markė" options={makes} error="Laukas yra privalomas" />);
    const select = screen.getByRole('combobox', { name: 'Markė' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Laukas yra privalomas');
  });

  it('has no axe violations, empty or not', async () => {
    const { container } = renderWithTheme(
      <>
        <Select label="Markė" options={makes} placeholder="Pasirinkite" />
        <Select label="Modelis" options={[]} />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
