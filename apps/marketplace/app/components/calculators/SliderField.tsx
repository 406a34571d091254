import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Slider } from '@ratai/ui';

export interface SliderFieldProps<TInput extends FieldValues, TOutput> {
  control: Control<TInput, unknown, TOutput>;
  name: FieldPath<TInput>;
  label: string;
  /** The slider's bounds, e.g. TERM_SLIDER or GENERAL_CALCULATOR_PRICE. */
  range: { readonly min: number; readonly max: number; readonly step: number };
  formatValue: (value: number) => string;
}

/** A calculator slider bound to one react-hook-form field. */
export function SliderField<TInput extends FieldValues, TOutput>({
  control,
  name,
  label,
  range,
  formatValue,
}: SliderFieldProps<TInput, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Slider
          label={label}
          min={range.min}
          max={range.max}
          step={range.step}
          value={Number(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          formatValue={formatValue}
        />
      )}
    />
  );
}
