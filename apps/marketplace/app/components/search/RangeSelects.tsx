import { FormRow, Select, type SelectOption } from '@ratai/ui';

export interface RangeSelectsProps {
  /** 'Metai' gives the labels 'Metai nuo' and 'Metai iki'. */
  label: string;
  /** The query parameters, e.g. ['modelYearFrom', 'modelYearTo']. */
  names: readonly [from: string, to: string];
  fromOptions: readonly SelectOption[];
  toOptions: readonly SelectOption[];
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
}

/** A from/to pair of selects in one row; choosing a "from" above the "to" clears the "to". */
export function RangeSelects({ label, names, fromOptions, toOptions, from, to, onFromChange, onToChange }: RangeSelectsProps) {
  return (
    <FormRow>
      <Select
        label={`${label} nuo`}
        name={names[0]}
        placeholder="Nuo"
        options={fromOptions}
        value={from}
        onChange={(event) => {
          const next = event.target.value;
          onFromChange(next);
          if (next && to && Number(to) < Number(next)) onToChange('');
        }}
      />
      <Select
        label={`${label} iki`}
        name={names[1]}
        placeholder="Iki"
        options={toOptions}
        value={to}
        onChange={(event) => onToChange(event.target.value)}
      />
    </FormRow>
  );
}
