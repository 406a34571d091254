import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { Chip, ChipList, VisuallyHidden } from '@ratai/ui';
import type { SearchFilter } from '@ratai/domain';
import { filterChips, searchHref, type ChipNames } from '../../lib/search-filter';

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
 * without that value and with page=1; the price chips cannot be removed.
 */
export function ActiveFilterChips({ filter, makes, models }: ActiveFilterChipsProps) {
  const { pathname } = useLocation();
  const chips = filterChips(filter, { makes, models });
  if (chips.length === 0) return null;
  const removable = chips.filter((chip) => chip.removable);
  return (
    <Row>
      <VisuallyHidden as="h3">Pasirinkti filtrai</VisuallyHidden>
      <ChipList data-testid="filter-chips">
        {chips.map((chip) => (
          <Chip
            key={chip.key}
            label={chip.label}
            removable={chip.removable}
            removeHref={chip.removable ? searchHref(pathname, chip.without) : undefined}
          />
        ))}
      </ChipList>
      {removable.length > 1 ? (
        <ClearLink to={searchHref(pathname, { sort: filter.sort, priceFrom: filter.priceFrom, priceTo: filter.priceTo, page: 1 })}>
          Išvalyti filtrus
        </ClearLink>
      ) : null}
    </Row>
  );
}
