import type { ColumnType } from 'kysely';

/**
 * Kysely table type of saved searches; merged into `Database` in src/db/schema.ts.
 * SQL in migrations/0020-saved-searches.ts.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type SavedSearchStatus = 'pending' | 'active';

export interface SavedSearchesTable {
  id: ColumnType<string, string, never>;
  email: ColumnType<string, string, never>;
  /** The search address's query part as the visitor saved it (validated by the search's rules). */
  query: ColumnType<string, string, never>;
  status: ColumnType<SavedSearchStatus, SavedSearchStatus | undefined, SavedSearchStatus>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  confirmed_at: Timestamp | null;
  last_alerted_at: Timestamp | null;
}

export interface SavedSearchTables {
  saved_searches: SavedSearchesTable;
}
