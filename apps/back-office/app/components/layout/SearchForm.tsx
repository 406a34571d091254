import { useEffect, useState } from 'react';
import { Button, TextField } from '@ratai/ui';
import { Filters } from './Page';

/**
 * A list's 'Paieška' + 'Ieškoti': the text kept in the page's address by the page (`value`), what
 * is typed kept until 'Ieškoti' (or Enter) hands it over, trimmed (`undefined` when blank).
 */
export function SearchForm({ label, hint, value, onSearch }: { label: string; hint: string; value: string | undefined; onSearch: (text: string | undefined) => void }) {
  const [text, setText] = useState(value ?? '');
  // Back, Forward or a link changed the address: show its search.
  useEffect(() => setText(value ?? ''), [value]);
  return (
    <Filters
      aria-label={label}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <TextField label="Paieška" hint={hint} value={text} onChange={(event) => setText(event.target.value)} />
      <div>
        <Button type="submit">Ieškoti</Button>
      </div>
    </Filters>
  );
}
