import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { FUEL_TYPES, FUEL_TYPE_LABELS, enumOptions } from '@ratai/domain';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { CollapsibleMultiSelect } from './CollapsibleMultiSelect';

const fuelOptions = enumOptions(FUEL_TYPES, FUEL_TYPE_LABELS);

describe('CollapsibleMultiSelect', () => {
  it('is a disclosure button that shows and hides the checkboxes', async () => {
    const user = userEvent.setup();
    renderWithTheme(<CollapsibleMultiSelect label="Kuro tipas" options={fuelOptions} name="fuelType" />);
    const toggle = screen.getByRole('button', { name: 'Kuro tipas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Dyzelinas' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toBeVisible();
    expect(screen.getByRole('group', { name: 'Kuro tipas' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(FUEL_TYPES.length);

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('reports the selection in the options order and shows its count', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const Controlled = () => {
      const [value, setValue] = useState<string[]>([]);
      return (
        <CollapsibleMultiSelect
          label="Kuro tipas"
          options={fuelOptions}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
          defaultOpen
        />
      );
    };
    renderWithTheme(<Controlled />);
    await user.click(screen.getByRole('checkbox', { name: 'Dyzelinas' }));
    await user.click(screen.getByRole('checkbox', { name: 'Benzinas' }));
    expect(onChange).toHaveBeenLastCalledWith(['petrol', 'diesel']);
    expect(screen.getByRole('button', { name: 'Kuro tipas (pasirinkta: 2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Benzinas' }));
    expect(onChange).toHaveBeenLastCalledWith(['diesel']);
  });

  it('opens by itself when something is selected, and submits the values with the form', () => {
    renderWithTheme(
      <form aria-label="Filtras">
        <CollapsibleMultiSelect
          label="Pavarų dėžė"
          name="gearbox"
          options={[
            { value: 'manual', label: 'Mechaninė' },
            { value: 'automatic', label: 'Automatinė' },
          ]}
          defaultValue={['automatic']}
        />
      </form>,
    );
    expect(screen.getByRole('button', { name: /Pavarų dėžė/ })).toHaveAttribute('aria-expanded', 'true');
    const data = new FormData(screen.getByRole('form', { name: 'Filtras' }) as HTMLFormElement);
    expect(data.getAll('gearbox')).toEqual(['automatic']);
  });

  it('has no axe violations, open or closed', async () => {
    const { container } = renderWithTheme(
      <>
        <CollapsibleMultiSelect label="Kuro tipas" options={fuelOptions} defaultOpen />
        <CollapsibleMultiSelect label="Pavarų dėžė" options={fuelOptions} />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
