import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils';
import { FormActions, FormField, FormRow, FormSection } from './FormField';

describe('FormField', () => {
  it('ties a custom control to its label, hint and error', () => {
    renderWithTheme(
      <FormField label="Telefono numeris" hint="Pvz. +370 600 00000" error="Įveskite telefono numerį" required>
        {(control) => <input type="tel" {...control} />}
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Telefono numeris' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Pvz. +370 600 00000 Įveskite telefono numerį');
  });

  it('leaves aria-invalid and aria-describedby off when there is nothing to say', () => {
    renderWithTheme(<FormField label="Vardas">{(control) => <input {...control} />}</FormField>);
    const input = screen.getByRole('textbox', { name: 'Vardas' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('groups fields in a named fieldset', () => {
    renderWithTheme(
      <FormSection legend="Asmens duomenys">
        <FormRow>
          <FormField label="Vardas">{(control) => <input {...control} />}</FormField>
          <FormField label="Pavardė">{(control) => <input {...control} />}</FormField>
        </FormRow>
        <FormActions>
          <button type="submit">Pateikti paraišką</button>
        </FormActions>
      </FormSection>,
    );
    const group = screen.getByRole('group', { name: 'Asmens duomenys' });
    expect(group).toContainElement(screen.getByRole('textbox', { name: 'Pavardė' }));
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <FormSection legend="Adresas">
        <FormField label="Miestas" error="Šis laukas yra privalomas">
          {(control) => <input {...control} />}
        </FormField>
      </FormSection>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
