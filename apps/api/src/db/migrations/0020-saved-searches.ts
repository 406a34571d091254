import { type Kysely, sql } from 'kysely';

/**
 * Saved searches with e-mail alerts (issue 17). A row is 'pending' until its address confirms it
 * (double opt-in), then 'active'; an unsubscribed search is deleted at once (nothing is kept).
 * `last_alerted_at`: the daily alert names cars approved after it. No tokens are stored: the
 * confirmation and unsubscribe links carry an HMAC of the id (modules/saved-searches/tokens.ts).
 * Status values frozen here (never import today's enums into a migration).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_searches')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'active')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('last_alerted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('saved_searches_email_idx').on('saved_searches').column('email').execute();
  await db.schema.createIndex('saved_searches_status_idx').on('saved_searches').column('status').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_searches').ifExists().execute();
}
