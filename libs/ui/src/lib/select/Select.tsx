import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { SELECT_EMPTY } from '@ratai/domain';
import { FormField, controlStyles } from '../form-field/FormField';

/** One option of a {@link Select}. */
export interface SelectOption {
  value: string | number;
  label: string;
  disabled?: boolean;
}

const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: 40px;
  /* A chevron drawn with two gradients: no image request, follows currentColor-like grey. */
  background-image:
    linear-gradient(45deg, transparent 50%, ${({ theme }) => theme.colors.textMuted} 50%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.textMuted} 50%, transparent 50%);
  background-position:
    calc(100% - 20px) 50%,
    calc(100% - 14px) 50%;
  background-size: 6px 6px;
  background-repeat: no-repeat;
  cursor: pointer;
`;

export type SelectProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** First option with an empty value, e.g. 'Pasirinkite'. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  /** Text when `options` is empty; default 'Nieko nerasta.' (§2.21). */
  emptyText?: string;
};

/**
 * A native `<select>` with label, hint and error: native keeps the phone pickers, typing to
 * jump and every screen reader working. An empty option list shows 'Nieko nerasta.' as the
 * only option (value ''), and the control stays focusable so the text can be read.
 */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  emptyText = SELECT_EMPTY,
  id,
  required,
  className,
  ...rest
}: SelectProps) {
  const empty = options.length === 0;
  return (
    <FormField label={label} hint={hint} error={error} id={id} required={required} className={className}>
      {(control) => (
        <StyledSelect required={required} {...rest} {...control}>
          {empty ? (
            // Selectable on purpose: the only option, so the select shows it; its value is empty.
            <option value="">{emptyText}</option>
          ) : (
            <>
              {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
              {options.map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </>
          )}
        </StyledSelect>
      )}
    </FormField>
  );
}
