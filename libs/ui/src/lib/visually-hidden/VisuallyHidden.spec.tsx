import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text for assistive technology while clipping it from view', () => {
    renderWithTheme(
      <button type="button">
        ×<VisuallyHidden>Uždaryti</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: '× Uždaryti' })).toBeInTheDocument();
    expect(screen.getByText('Uždaryti')).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
  });
});
