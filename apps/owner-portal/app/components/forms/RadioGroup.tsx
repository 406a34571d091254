import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from '@ratai/ui';

const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand};
    background: ${({ theme }) => theme.colors.brandSoft};
  }

  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

export type RadioGroupProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  error?: ReactNode;
  /** Controlled use: the checked option's value (then pass `onChange`); leave out with `register`. */
  selected?: string | null;
};

/** A labelled group of native radio buttons (arrow keys move between them); `register` spreads onto every input. */
export function RadioGroup({ legend, options, error, selected, ...input }: RadioGroupProps) {
  const errorId = useId();
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{legend}</Legend>
      <Options>
        {options.map((option) => (
          <Option key={option.value}>
            <input
              type="radio"
              value={option.value}
              aria-invalid={error ? true : undefined}
              {...(selected !== undefined ? { checked: option.value === selected } : {})}
              {...input}
            />
            {option.label}
          </Option>
        ))}
      </Options>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </Fieldset>
  );
}
