import { useLocation, useNavigate } from 'react-router';
import { SEARCH_SORTS, SEARCH_SORT_LABELS, enumOptions, type SearchFilter, type SearchSort } from '@ratai/domain';
import { Select } from '@ratai/ui';
import { searchHref } from '../../lib/search-filter';

const sortOptions = enumOptions(SEARCH_SORTS, SEARCH_SORT_LABELS);

/** The search's sort order (ours, see libs/domain README); changing it keeps the filter and goes to page 1. */
export function SortSelect({ filter, className }: { filter: SearchFilter; className?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Select
      className={className}
      label="Rikiuoti"
      name="sort"
      options={sortOptions}
      value={filter.sort ?? SEARCH_SORTS[0]}
      onChange={(event) =>
        navigate(searchHref(pathname, { ...filter, sort: event.target.value as SearchSort, page: 1 }), {
          preventScrollReset: true,
        })
      }
    />
  );
}
