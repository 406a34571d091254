import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint } from '../form-field/FormField';

const Root = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Box = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.brand};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

const Label = styled.label`
  cursor: pointer;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Indented = styled.div`
  padding-left: 28px;
`;

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** The label; may contain a link (e.g. to the terms). */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
};

/** A native checkbox with its label, hint and error; the rest of the props go to the input (register works). */
export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Root className={className}>
      <Row>
        <Box
          type="checkbox"
          {...rest}
          id={inputId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
        <Label htmlFor={inputId}>{label}</Label>
      </Row>
      <Indented>
        {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </Indented>
    </Root>
  );
}
