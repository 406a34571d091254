import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { Chip, ChipList, VisuallyHidden } from '@ratai/ui';
import type { SearchFilter } from '@ratai/domain';
import { useHydrated } from '@ratai/app-shell';
import { filterChips, type ChipNames } from '../../lib/search-chips';
import { searchHref } from '../../lib/search-filter';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  & > div {
    margin-bottom: 0;
  }
`;

const ClearLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ActiveFilterChipsProps extends ChipNames {
  filter: SearchFilter;
}

/**
 * The active filter chips (spec §2.2). Each removable chip's "×" is a link to the same search
 * without that value and with page=1; the price chips cannot be removed one by one, so
 * 'Išvalyti filtrus' (shown with two removable chips or any price) clears everything.
 */
export function ActiveFilterChips({ filter, makes, models }: ActiveFilterChipsProps) {
  const { pathname } = useLocation();
  // Until this part hydrates, its links are the server's plain links (a click loads a whole page);
  // the mark tells tests and scripts when the chips navigate in the page.
  const hydrated = useHydrated();
  const chips = filterChips(filter, { makes, models });
  if (chips.length === 0) return null;
  const removable = chips.filter((chip) => chip.removable);
  return (
    <Row>
      <VisuallyHidden as="h3">Pasirinkti filtrai</VisuallyHidden>
      <ChipList data-testid="filter-chips" data-hydrated={hydrated || undefined}>
        {chips.map((chip) => (
          <Chip
            key={chip.key}
            label={chip.label}
            removable={chip.removable}
            removeHref={chip.removable ? searchHref(pathname, chip.without) : undefined}
          />
        ))}
      </ChipList>
      {removable.length > 1 || removable.length < chips.length ? (
        // Clears every filter, the price too (issue 17 bug 5): the price chips alone have no "×".
        <ClearLink to={searchHref(pathname, { sort: filter.sort, page: 1 })}>
          Išvalyti filtrus
        </ClearLink>
      ) : null}
    </Row>
  );
}
