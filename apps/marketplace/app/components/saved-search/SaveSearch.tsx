import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { SAVED_SEARCH_TEXTS } from '@ratai/domain';
import { Button, Loading } from '@ratai/ui';

// The form (react-hook-form, validation) loads when the visitor opens it: the search's first load
// does not carry it. It calls the API: it gets the page's store with it (lib/page-store.tsx).
const loadForm = () => Promise.all([import('./SaveSearchForm'), import('../../lib/page-store')]);
const SaveSearchForm = lazy(() => loadForm().then(([m, store]) => ({ default: store.withPageStore(m.SaveSearchForm) })));

const Bar = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/**
 * 'Išsaugoti paiešką' above the results (issue 17): opens the e-mail form for alerts about new
 * cars matching this search (`query`: the search address's query part).
 */
export function SaveSearch({ query }: { query: string }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        aria-expanded={false}
        data-testid="save-search"
      >
        {SAVED_SEARCH_TEXTS.button}
      </Button>
    );
  }
  return (
    <Bar role="region" aria-labelledby="issaugoti-paieska">
      <h3 id="issaugoti-paieska">{SAVED_SEARCH_TEXTS.title}</h3>
      <Suspense fallback={<Loading />}>
        <SaveSearchForm query={query.replace(/^\?/, '')} />
      </Suspense>
    </Bar>
  );
}
