import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint } from '../form-field/FormField';
import { media } from '../theme';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: ReactNode;
}

const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Choices = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  ${media.fromTablet} {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
  }
`;

/** A choice drawn as a bordered tile: the whole tile is the label, so it is an easy target on phones. */
const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Radio = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.brand};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

export type RadioGroupProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'defaultValue'> & {
  /** The question, read as the group's name. */
  legend: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode;
  /** The validation message; marks every choice invalid and is read with the group. */
  error?: ReactNode;
  /** The checked value when uncontrolled. */
  defaultValue?: string;
};

/**
 * A group of native radio buttons with a legend, hint and error (arrow keys move between the
 * choices, as browsers do natively). The rest of the props (`name`, `onChange`, `onBlur`, `ref`,
 * `checked`-less) go to every input, so react-hook-form's `register` works on the group.
 */
export function RadioGroup({ legend, options, hint, error, id, className, required, defaultValue, ...rest }: RadioGroupProps) {
  const generated = useId();
  const groupId = id ?? generated;
  const hintId = `${groupId}-hint`;
  const errorId = `${groupId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Fieldset className={className} id={groupId} aria-describedby={describedBy}>
      <Legend>
        {legend}
        {required ? <RequiredMark aria-hidden="true"> *</RequiredMark> : null}
      </Legend>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <Choices>
        {options.map((option) => (
          <Choice key={option.value}>
            <Radio
              type="radio"
              {...rest}
              value={option.value}
              defaultChecked={defaultValue === undefined ? undefined : defaultValue === option.value}
              aria-invalid={error ? true : undefined}
              aria-required={required || undefined}
            />
            <span>{option.label}</span>
          </Choice>
        ))}
      </Choices>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Fieldset>
  );
}
