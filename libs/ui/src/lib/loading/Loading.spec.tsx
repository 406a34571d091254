import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../test-utils';
import { Loading } from './Loading';

describe('Loading', () => {
  it("says 'Kraunama...' in a status region", () => {
    renderWithTheme(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Kraunama...');
  });

  it('takes another text and an inline variant', () => {
    renderWithTheme(<Loading inline text="Siunčiama..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Siunčiama...');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Loading />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
