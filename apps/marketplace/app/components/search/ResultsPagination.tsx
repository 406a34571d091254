import { Pagination, type PaginationProps } from '@ratai/ui';

/**
 * The results' pagination (spec §2.4), in a module of its own so the search can load it as a
 * deferred part: it sits below ten results, its links work as plain links in the server HTML.
 */
export function ResultsPagination(props: PaginationProps) {
  return <Pagination {...props} />;
}
