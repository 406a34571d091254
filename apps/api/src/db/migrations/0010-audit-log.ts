import { type Kysely, sql } from 'kysely';

/**
 * The team's audit log 'Veiksmų žurnalas' (issue 14), owned by modules/audit. Append-only: a
 * trigger refuses every UPDATE, DELETE and TRUNCATE (SQLSTATE 42501), for every database role,
 * the API's own included — a revoked privilege would not bind the table's owner, which the API
 * is. Works the same on PGlite and PostgreSQL (plpgsql is built in to both).
 *
 * No foreign key to users: an entry must outlive the account it names (a cascade would be an
 * UPDATE or DELETE the trigger refuses), so the actor's e-mail is copied in as it was.
 * Action and target values are written out here, not imported: a migration must keep meaning
 * what it meant when it shipped.
 */

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`check (${column} in (${values.map((x) => `'${x}'`).join(', ')}))`);

const ACTIONS = [
  'listing.approve',
  'listing.reject',
  'listing.hide',
  'listing.delete',
  'application.open',
  'application.status',
  'application.pass_to_owner',
];
const TARGET_TYPES = ['listing', 'application'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().modifyEnd(oneOf('action', ACTIONS)))
    .addColumn('target_type', 'text', (c) => c.notNull().modifyEnd(oneOf('target_type', TARGET_TYPES)))
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('details', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The page reads newest first, filtered by nothing, an actor, an action or a date range.
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_email', 'created_at desc']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'created_at desc']).execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'target_id']).execute();

  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only' using errcode = '42501';
    end
    $$
  `.execute(db);
  await sql`create trigger audit_log_no_update_delete before update or delete on audit_log for each row execute function audit_log_append_only()`.execute(db);
  await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
  await sql`drop function if exists audit_log_append_only()`.execute(db);
}
