import type { ReactNode } from 'react';
import type { Paginated } from '@ratai/domain';
import { Alert, Loading, Pagination } from '@ratai/ui';
import { failureText } from '../../lib/format';
import { ScrollTable } from './ScrollTable';

/** What a list page's RTK Query hook returns, as far as the table needs it. */
export interface PagedResult<T> {
  isError: boolean;
  error?: unknown;
  isLoading: boolean;
  data?: Paginated<T>;
}

export interface PagedTableProps<T> {
  result: PagedResult<T>;
  /** Said when the page has no rows (the filters' own wording). */
  empty: ReactNode;
  /** The table's caption, read by screen readers only; also names its scroll region. */
  caption: string;
  /** Header cells, in order (text or, for a select-all box, an element). */
  columns: readonly ReactNode[];
  /** One `<tr>` per item. */
  row: (item: T) => ReactNode;
  page: number;
  hrefFor: (page: number) => string;
  /** The pagination's name ('Paraiškų puslapiai'). */
  paginationLabel: string;
  /** Shown between the total and the table (the bulk-approve bar). */
  beforeTable?: ReactNode;
}

/**
 * Every back-office list the same way (issue 14: paginated on the server): the API's failure or
 * the loading state, the empty text, else 'Iš viso: n', the table in its scroll box and the pages.
 * The pages' own parts — filters, columns, rows — stay in the page.
 */
export function PagedTable<T>({ result, empty, caption, columns, row, page, hrefFor, paginationLabel, beforeTable }: PagedTableProps<T>) {
  if (result.isError) return <Alert type="danger">{failureText(result.error)}</Alert>;
  if (result.isLoading) return <Loading />;
  if (!result.data) return null;
  const { data, meta } = result.data;
  if (data.length === 0) return <Alert type="info">{empty}</Alert>;
  return (
    <>
      <p>Iš viso: {meta.pagination.total}</p>
      {beforeTable}
      <ScrollTable caption={caption}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th scope="col" key={typeof column === 'string' ? column : index}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{data.map(row)}</tbody>
      </ScrollTable>
      <Pagination page={page} pageCount={meta.pagination.pageCount} hrefFor={hrefFor} label={paginationLabel} />
    </>
  );
}
