import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../theme';

/** The ids and ARIA attributes a control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * Ids for a field: the control's own (`id` if given), and the hint's and error's, with
 * `aria-describedby` listing those that are shown and `aria-invalid` set when there is an error.
 */
export function useFieldIds(
  id: string | undefined,
  { hint, error }: { hint?: ReactNode; error?: ReactNode },
): FieldControlProps & { hintId: string; errorId: string } {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    id: controlId,
    hintId,
    errorId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true as const } : {}),
  };
}

/** Shared look of text inputs, selects and text areas. */
export const controlStyles = css`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.sm};
  transition: border-color ${({ theme }) => theme.durations.fast};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.text};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;

export const FieldLabel = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

export const FieldHint = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const FieldError = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

const FieldRoot = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Id of the control; generated when absent. */
  id?: string;
  /** Marks the label as required with an asterisk (the control itself should set `required`). */
  required?: boolean;
  className?: string;
  /** Renders the control, given the ids and ARIA attributes that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, a control, a hint and an error message, wired together: the label's `for`, the
 * control's `aria-describedby` (hint and error) and `aria-invalid`. TextField and Select use
 * it; use it directly for a custom control.
 */
export function FormField({ label, hint, error, id, required, className, children }: FormFieldProps) {
  const { hintId, errorId, ...control } = useFieldIds(id, { hint, error });
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={control.id}>
        {label}
        {required ? <RequiredMark aria-hidden="true"> *</RequiredMark> : null}
      </FieldLabel>
      {children(control)}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldRoot>
  );
}

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

/** Fields side by side from tablet width up, stacked on phones (mobile first). */
export const FormRow = styled.div<{ $columns?: number }>`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0 ${({ theme }) => theme.space.md};

  ${media.fromTablet} {
    grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  }
`;

const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface FormSectionProps {
  /** The section's title, read as the group's name. */
  legend: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A titled group of fields (a fieldset with a legend), e.g. "Asmens duomenys" of the application. */
export function FormSection({ legend, children, className }: FormSectionProps) {
  return (
    <Fieldset className={className}>
      <Legend>{legend}</Legend>
      {children}
    </Fieldset>
  );
}

/** The row of form buttons: stacked full width on phones, right-aligned from tablet up. */
export const FormActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};

  ${media.fromTablet} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;
