import { useId, useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatNumber } from '@ratai/domain';
import { FieldHint, FieldLabel } from '../form-field/FormField';

export type SliderProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'step'
> & {
  label: ReactNode;
  min: number;
  max: number;
  step?: number;
  /** Controlled value. */
  value?: number;
  /** Uncontrolled initial value; default `min`. */
  defaultValue?: number;
  onChange?: (value: number) => void;
  /**
   * The value as shown and read (aria-valuetext), e.g. `(v) => \`${v} mėn.\``.
   * Default: the number in lt-LT notation ("12 500").
   */
  formatValue?: (value: number) => string;
  hint?: ReactNode;
};

const Root = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Output = styled.output`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand};
`;

const Range = styled.input`
  display: block;
  width: 100%;
  height: 32px;
  margin: ${({ theme }) => theme.space.xs} 0;
  accent-color: ${({ theme }) => theme.colors.brand};
  cursor: pointer;
`;

const Bounds = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A labelled native range input (arrows, Page Up/Down, Home/End work natively) showing its
 * value in Lithuanian notation, with the same text as aria-valuetext, and the bounds below.
 */
export function Slider({
  label,
  min,
  max,
  step = 1,
  value,
  defaultValue,
  onChange,
  formatValue = formatNumber,
  hint,
  id,
  className,
  ...rest
}: SliderProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const [internal, setInternal] = useState(defaultValue ?? min);
  const current = value ?? internal;
  const text = formatValue(current);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = Number(event.target.value);
    if (value === undefined) setInternal(next);
    onChange?.(next);
  };

  return (
    <Root className={className}>
      <Header>
        <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
        <Output htmlFor={inputId} aria-hidden="true">
          {text}
        </Output>
      </Header>
      <Range
        {...rest}
        type="range"
        id={inputId}
        min={min}
        max={max}
        step={step}
        value={current}
        aria-valuetext={text}
        aria-describedby={hint ? hintId : undefined}
        onChange={handleChange}
      />
      <Bounds aria-hidden="true">
        <span>{formatValue(min)}</span>
        <span>{formatValue(max)}</span>
      </Bounds>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </Root>
  );
}
