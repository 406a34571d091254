import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils';
import { RadioGroup } from './RadioGroup';

const USAGE = [
  { value: 'personal', label: 'Asmeniniams poreikiams' },
  { value: 'business', label: 'Verslo poreikiams' },
];

describe('RadioGroup', () => {
  it('is a named group whose choices are picked by label and arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<RadioGroup legend="Automobilio naudojimas" name="carUsage" options={USAGE} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Automobilio naudojimas' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByText('Verslo poreikiams'));
    expect(screen.getByRole('radio', { name: 'Verslo poreikiams' })).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Asmeniniams poreikiams' })).toBeChecked();
  });

  it('starts with the default value and reads its error with the group', () => {
    renderWithTheme(
      <RadioGroup legend="Ar turite laiduotoją?" name="hasGuarantor" options={[{ value: 'true', label: 'Taip' }, { value: 'false', label: 'Ne' }]} defaultValue="false" error="Šis laukas yra privalomas" />,
    );
    expect(screen.getByRole('radio', { name: 'Ne' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Taip' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Ar turite laiduotoją?' })).toHaveAccessibleDescription('Šis laukas yra privalomas');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <RadioGroup legend="Automobilio naudojimas" name="carUsage" options={USAGE} required hint="Pasirinkite vieną" error="Šis laukas yra privalomas" />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
