import type { SelectQueryBuilder } from 'kysely';

/**
 * A "deferred join" page of a filtered table aliased `m`: `ids`, the page's ids newest first
 * (created_at, then id), for the caller's `where(id, 'in', ids)` that reads only those rows whole;
 * `count`, the filter's total as `{ total: string }`. Both are queries, not yet run. The ids keep
 * the table's id type, so the caller's `where` still checks it against the column it reads.
 */
export function newestFirstPage<DB extends { m: { id: unknown; created_at: unknown } }, O>(
  matching: SelectQueryBuilder<DB, 'm', O>,
  page: number,
  pageSize: number,
) {
  const ids = matching
    .select('m.id')
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const count = matching.select((eb) => eb.fn.countAll<string>().as('total'));
  return { ids, count };
}
