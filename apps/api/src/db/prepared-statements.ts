import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Statements sent to PostgreSQL as named prepared statements (parsed and planned once per
 * connection), not as Kysely sends every statement (unnamed: parsed and planned on each call).
 *
 * For a hot statement whose text never changes and whose plan does not depend on its values — the
 * car page by unique slug — planning is most of what it costs PostgreSQL: ~0.65 ms of backend CPU
 * unnamed, ~0.12 ms prepared (modules/cars/README.md). Only texts registered here are prepared, so
 * the number of statements each connection keeps stays fixed and small; the search's statements,
 * whose best plan depends on the filter's values, stay unnamed.
 *
 * Kysely's PostgreSQL driver calls `client.query(sql, parameters)` and has no way to name a
 * statement: {@link usePreparedStatements} wraps each new connection's `query` to send a registered
 * text with its name (pg then parses it once per connection). PGlite is unaffected.
 */
const names = new Map<string, string>();

/** Registers `sql` to be sent as a named prepared statement from now on. */
export function prepareStatement(sql: string): void {
  if (!names.has(sql)) names.set(sql, `ratai_${createHash('sha256').update(sql).digest('hex').slice(0, 32)}`);
}

/** The statement name `sql` is sent under, if it is registered (the API bench's bare route does the same). */
export function preparedStatementName(sql: string): string | undefined {
  return names.get(sql);
}

type Query = (...args: unknown[]) => unknown;

/** Makes every new connection of `pool` send registered texts as named statements. */
export function usePreparedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    const named: Query = (...args) => {
      const [text, values] = args;
      const name = typeof text === 'string' && args.length === 2 ? names.get(text) : undefined;
      return name === undefined ? query(...args) : query({ name, text, values });
    };
    (client as unknown as { query: Query }).query = named;
  });
}
