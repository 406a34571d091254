import { type Kysely, sql } from 'kysely';

/**
 * The back office's 'Užklausos' and 'Savininkai' (issue 14):
 * - leads.status (new → called → closed, modules/leads/team-leads.ts) and status_changed_at;
 *   lead_status_changes keeps every change with the team's note (deleted with its lead).
 * - users.blocked_at / blocked_reason: a blocked owner cannot sign in (modules/owners).
 * - car_advertisements.owner_blocked: the owner's block copied onto each listing, so the public
 *   reads (search, car page, sitemap) stay a one-table filter (modules/catalog/README.md). The
 *   block sets it on the owner's rows; a trigger sets it on rows inserted later (a seed, SQL by hand).
 * - audit_log: the new actions and target types join the allowed values.
 * Values are written out here, not imported: a migration must keep meaning what it meant when it shipped.
 */

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`check (${column} in (${values.map((x) => `'${x}'`).join(', ')}))`);

const LEAD_STATUSES = ['new', 'called', 'closed'];
const NEW_AUDIT_ACTIONS = ['lead.status', 'owner.block', 'owner.unblock'];
const NEW_AUDIT_TARGETS = ['lead', 'owner'];

/**
 * Widens the CHECK of an audit_log column by `added`, keeping whatever values it allows now —
 * read from the catalog rather than written out, so this migration composes with any other that
 * widened the same list before it (each helper adds its own actions).
 */
async function widenAuditCheck(db: Kysely<unknown>, column: 'action' | 'target_type', added: readonly string[]): Promise<void> {
  const name = `audit_log_${column}_check`;
  const found = await sql<{ def: string }>`
    select pg_get_constraintdef(oid) as def from pg_constraint
    where conrelid = 'audit_log'::regclass and conname = ${name}
  `.execute(db);
  const current = found.rows[0] ? [...found.rows[0].def.matchAll(/'([^']+)'/g)].map((m) => m[1] as string) : [];
  const values = [...new Set([...current, ...added])];
  await sql`alter table audit_log drop constraint if exists ${sql.ref(name)}`.execute(db);
  await sql`alter table audit_log add constraint ${sql.ref(name)} ${oneOf(column, values)}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('leads')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new').modifyEnd(oneOf('status', LEAD_STATUSES)))
    .execute();
  await db.schema.alterTable('leads').addColumn('status_changed_at', 'timestamptz').execute();
  // The team's list filtered by status, newest first (unfiltered it walks leads_created_idx).
  await db.schema.createIndex('leads_status_created_idx').on('leads').columns(['status', 'created_at desc', 'id desc']).execute();

  await db.schema
    .createTable('lead_status_changes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (c) => c.notNull().modifyEnd(oneOf('from_status', LEAD_STATUSES)))
    .addColumn('to_status', 'text', (c) => c.notNull().modifyEnd(oneOf('to_status', LEAD_STATUSES)))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('lead_status_changes_lead_idx').on('lead_status_changes').columns(['lead_id', 'created_at', 'id']).execute();

  await db.schema.alterTable('users').addColumn('blocked_at', 'timestamptz').execute();
  await db.schema.alterTable('users').addColumn('blocked_reason', 'text').execute();

  await db.schema
    .alterTable('car_advertisements')
    .addColumn('owner_blocked', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`
    create function car_advertisements_owner_blocked() returns trigger language plpgsql as $$
    begin
      new.owner_blocked := exists (select 1 from users u where u.id = new.owner_id and u.blocked_at is not null);
      return new;
    end
    $$
  `.execute(db);
  await sql`
    create trigger car_advertisements_owner_blocked_on_insert before insert on car_advertisements
    for each row execute function car_advertisements_owner_blocked()
  `.execute(db);

  await widenAuditCheck(db, 'action', NEW_AUDIT_ACTIONS);
  await widenAuditCheck(db, 'target_type', NEW_AUDIT_TARGETS);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists car_advertisements_owner_blocked_on_insert on car_advertisements`.execute(db);
  await sql`drop function if exists car_advertisements_owner_blocked()`.execute(db);
  await db.schema.alterTable('car_advertisements').dropColumn('owner_blocked').execute();
  await db.schema.alterTable('users').dropColumn('blocked_reason').execute();
  await db.schema.alterTable('users').dropColumn('blocked_at').execute();
  await db.schema.dropTable('lead_status_changes').ifExists().execute();
  await db.schema.dropIndex('leads_status_created_idx').ifExists().execute();
  await db.schema.alterTable('leads').dropColumn('status_changed_at').execute();
  await db.schema.alterTable('leads').dropColumn('status').execute();
  // The audit log's allowed values stay wide: entries with them may exist, and the log cannot change.
}
