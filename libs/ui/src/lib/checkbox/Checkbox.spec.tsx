import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by its label and by Space', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Checkbox label="Tinka pavėžėjams" name="isForTaxi" />);
    const box = screen.getByRole('checkbox', { name: 'Tinka pavėžėjams' });
    await user.click(screen.getByText('Tinka pavėžėjams'));
    expect(box).toBeChecked();
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('can hold a link in its label and shows an error', () => {
    renderWithTheme(
      <Checkbox
        label={
          <>
            Sutinku su <a href="/taisykles">taisyklėmis</a>
          </>
        }
        error="Būtina sutikti su taisyklėmis"
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Sutinku su taisyklėmis' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Būtina sutikti su taisyklėmis');
    expect(screen.getByRole('link', { name: 'taisyklėmis' })).toHaveAttribute('href', '/taisykles');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(
      <>
        <Checkbox label="Sutinku su paslaugų teikimo sąlygomis" hint="Neprivaloma" />
        <Checkbox label="Būtina" error="Turite sutikti su paslaugų teikimo sąlygomis" />
      </>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
