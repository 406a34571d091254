import { fireEvent, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { GENERAL_CALCULATOR_PRICE, TERM_SLIDER } from '@ratai/domain';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { Slider } from './Slider';

describe('Slider', () => {
  it('is a labelled native range input with min, max and step', () => {
    renderWithTheme(
      <Slider
        label="Terminas"
        min={TERM_SLIDER.min}
        max={TERM_SLIDER.max}
        step={TERM_SLIDER.step}
        defaultValue={TERM_SLIDER.default}
        formatValue={(v) => `${v} mėn.`}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Terminas' });
    expect(slider).toHaveAttribute('type', 'range');
    expect(slider).toHaveAttribute('min', '12');
    expect(slider).toHaveAttribute('max', '60');
    expect(slider).toHaveAttribute('step', '2');
    expect(slider).toHaveValue('24');
    expect(slider).toHaveAttribute('aria-valuetext', '24 mėn.');
  });

  it('shows the value in lt-LT notation by default and follows changes', () => {
    const onChange = jest.fn();
    const Controlled = () => {
      const [value, setValue] = useState<number>(GENERAL_CALCULATOR_PRICE.default);
      return (
        <Slider
          label="Kaina"
          min={GENERAL_CALCULATOR_PRICE.min}
          max={GENERAL_CALCULATOR_PRICE.max}
          step={GENERAL_CALCULATOR_PRICE.step}
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    };
    renderWithTheme(<Controlled />);
    const slider = screen.getByRole('slider', { name: 'Kaina' });
    fireEvent.change(slider, { target: { value: '12500' } });
    expect(onChange).toHaveBeenCalledWith(12500);
    expect(slider).toHaveAttribute('aria-valuetext', '12\u00a0500');
    // The visible value and the bounds, in Lithuanian notation.
    expect(screen.getAllByText('12 500')).not.toHaveLength(0);
    expect(screen.getByText('50 000')).toBeInTheDocument();
  });

  it('is reached with Tab (arrows then move it natively)', () => {
    renderWithTheme(<Slider label="Terminas" min={12} max={60} />);
    const slider = screen.getByRole('slider', { name: 'Terminas' });
    slider.focus();
    expect(slider).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = renderWithTheme(<Slider label="Terminas" min={12} max={60} step={2} hint="Mėnesiais" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
