import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FormField, controlStyles } from '../form-field/FormField';

/** A bare styled text input; prefer {@link TextField}, which gives it a label. */
export const Input = styled.input`
  ${controlStyles}
`;

/** A bare styled text area; prefer {@link TextField} with `multiline`. */
export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;

interface FieldTextProps {
  label: ReactNode;
  /** Help shown under the control and read with it (aria-describedby). */
  hint?: ReactNode;
  /** The validation message; sets aria-invalid and is read with the control. */
  error?: ReactNode;
}

export type TextFieldProps = FieldTextProps &
  ComponentPropsWithRef<'input'> & {
    multiline?: false;
  };

export type TextAreaFieldProps = FieldTextProps &
  ComponentPropsWithRef<'textarea'> & {
    /** Renders a `<textarea>` (e.g. the listing's description). */
    multiline: true;
  };

/**
 * A labelled text input (or text area with `multiline`) with hint and error. Spreads the rest
 * of its props, `ref` included, onto the control, so react-hook-form's `register` works.
 */
export function TextField(props: TextFieldProps | TextAreaFieldProps) {
  const { label, hint, error, id, required, className } = props;
  return (
    <FormField label={label} hint={hint} error={error} id={id} required={required} className={className}>
      {(control) => {
        if (props.multiline) {
          const { label: _l, hint: _h, error: _e, multiline: _m, className: _c, ...rest } = props;
          return <TextArea {...rest} {...control} />;
        }
        const { label: _l, hint: _h, error: _e, multiline: _m, className: _c, ...rest } = props;
        return <Input {...rest} {...control} />;
      }}
    </FormField>
  );
}
