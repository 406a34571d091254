import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface CollapsibleMultiSelectProps {
  /** The group's name, shown on the disclosure button, e.g. 'Kuro tipas'. */
  label: string;
  options: readonly MultiSelectOption[];
  /** Form field name of every checkbox, so a plain GET form writes `name=a&name=b` without JavaScript. */
  name?: string;
  /** Controlled selection. */
  value?: readonly string[];
  /** Uncontrolled initial selection. */
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
  /** Open on first render; default: open when something is selected. */
  defaultOpen?: boolean;
  className?: string;
}

const Root = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  background: none;
  border: 0;
  border-radius: inherit;
  cursor: pointer;
`;

const Count = styled.span`
  margin-left: ${({ theme }) => theme.space.sm};
  padding: 0 8px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.onBrand};
  background: ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Chevron = styled.span<{ $open: boolean }>`
  width: 8px;
  height: 8px;
  margin-left: auto;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: rotate(${({ $open }) => ($open ? '-135deg' : '45deg')});
  transition: transform ${({ theme }) => theme.durations.fast};
`;

const Panel = styled.div`
  padding: 0 12px 12px;
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 36px;
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.brand};
  }
`;

/**
 * A disclosure button (aria-expanded, aria-controls) that opens a group of checkboxes (§2.1
 * fuel type and gearbox filters). The checkboxes stay in the form while collapsed, so chosen
 * values are still submitted.
 */
export function CollapsibleMultiSelect({
  label,
  options,
  name,
  value,
  defaultValue,
  onChange,
  defaultOpen,
  className,
}: CollapsibleMultiSelectProps) {
  const panelId = useId();
  const [internal, setInternal] = useState<readonly string[]>(defaultValue ?? []);
  const selected = value ?? internal;
  const [open, setOpen] = useState(defaultOpen ?? selected.length > 0);

  const toggleValue = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: optionValue, checked } = event.target;
    const next = checked
      ? options.map((o) => o.value).filter((v) => v === optionValue || selected.includes(v))
      : selected.filter((v) => v !== optionValue);
    if (value === undefined) setInternal(next);
    onChange?.(next);
  };

  return (
    <Root className={className}>
      <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <span>{label}</span>
        {selected.length > 0 ? (
          <Count>
            <span aria-hidden="true">{selected.length}</span>
            <VisuallyHidden>(pasirinkta: {selected.length})</VisuallyHidden>
          </Count>
        ) : null}
        <Chevron $open={open} aria-hidden="true" />
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        <Fieldset>
          <VisuallyHidden as="legend">{label}</VisuallyHidden>
          {options.map((option) => (
            <Option key={option.value}>
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={toggleValue}
              />
              {option.label}
            </Option>
          ))}
        </Fieldset>
      </Panel>
    </Root>
  );
}
