import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createRef } from 'react';
import { renderWithTheme } from '../../test-utils';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its label and takes typing', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderWithTheme(<TextField label="El. paštas" type="email" name="email" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'El. paštas' });
    await user.type(input, 'jonas@example.lt');
    expect(input).toHaveValue('jonas@example.lt');
    expect(onChange).toHaveBeenCalled();
  });

  it('marks an error with aria-invalid and reads hint and error with the input', () => {
    renderWithTheme(
      <TextField label="El. paštas" hint="Atsiųsime patvirtinimą" error="Neteisingas el. pašto formatas" />,
    );
    const input = screen.getByRole('textbox', { name: 'El. paštas' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Atsiųsime patvirtinimą Neteisingas el. pašto formatas');
    expect(screen.getByText('Neteisingas el. pašto formatas')).toBeVisible();
  });

  it('is valid without an error', () => {
    renderWithTheme(<TextField label="Vardas" />);
    expect(screen.getByRole('textbox', { name: 'Vardas' })).not.toHaveAttribute('aria-invalid');
  });

  it('forwards ref (react-hook-form register) and a given id', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<TextField label="Vardas" id="name" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Vardas' }));
    expect(ref.current).toHaveAttribute('id', 'name');
  });

  it('renders a text area with multiline', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TextField multiline label="Aprašymas" />);
    const area = screen.getByRole('textbox', { name: 'Aprašymas' });
    expect(area.tagName).toBe('TEXTAREA');
    await user.type(area, 'Tvarkingas automobilis');
    expect(area).toHaveValue('Tvarkingas automobilis');
  });

  it('is reached with Tab in order', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <TextField label="Vardas" />
        <TextField label="Pavardė" />
      </>,
    );
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Vardas' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Pavardė' })).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <>
        <TextField label="Vardas" required />
        <TextField label="El. paštas" error="Neteisingas el. pašto formatas" hint="Pvz. jonas@example.lt" />
        <TextField multiline label="Aprašymas" />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
