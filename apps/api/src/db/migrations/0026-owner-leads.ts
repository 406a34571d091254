import { type Kysely, sql } from 'kysely';

/**
 * The owner's lead inbox 'Užklausos' (issue 16), owned by modules/applications (owner-leads.ts):
 * - rental_applications.owner_status / owner_status_note / owner_status_at: the status the car's
 *   owner keeps on an application passed to them (contacted, viewing booked, contract signed,
 *   declined), its optional note and when it was set; null until the owner sets one. Deleted with
 *   the application (the retention job).
 * - an index for the owner's inbox: their passed applications, newest passing first.
 * - two audit actions: `application.owner_open` (the owner opened a lead) and
 *   `application.owner_status` (the owner set its status).
 * Values are written out here, not imported: a migration must keep meaning what it meant when it shipped.
 */

const OWNER_STATUSES = ['contacted', 'viewing_booked', 'contract_signed', 'declined'];
const NEW_AUDIT_ACTIONS = ['application.owner_open', 'application.owner_status'];

const list = (values: readonly string[]) => sql.raw(values.map((x) => `'${x}'`).join(', '));

/**
 * The audit log's action CHECK as it stands now. Read from the catalog rather than written out, so
 * this migration only adds its two values, whatever actions other migrations added before it.
 */
async function auditActions(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = 'audit_log'::regclass and conname = 'audit_log_action_check'
  `.execute(db);
  const definition = rows[0]?.definition ?? '';
  return [...definition.matchAll(/'([^']+)'/g)].map((match) => match[1] as string);
}

async function setAuditActions(db: Kysely<unknown>, actions: string[]): Promise<void> {
  await sql`alter table audit_log drop constraint if exists audit_log_action_check`.execute(db);
  await sql`alter table audit_log add constraint audit_log_action_check check (action in (${list(actions)}))`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('rental_applications')
    .addColumn('owner_status', 'text', (c) => c.modifyEnd(sql`check (owner_status in (${list(OWNER_STATUSES)}))`))
    .execute();
  await db.schema.alterTable('rental_applications').addColumn('owner_status_note', 'text').execute();
  await db.schema.alterTable('rental_applications').addColumn('owner_status_at', 'timestamptz').execute();
  await sql`
    create index if not exists rental_applications_owner_inbox_idx
    on rental_applications (passed_to_owner_id, passed_to_owner_at desc, id desc)
    where passed_to_owner_id is not null
  `.execute(db);

  const actions = await auditActions(db);
  await setAuditActions(db, [...actions, ...NEW_AUDIT_ACTIONS.filter((action) => !actions.includes(action))]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const actions = await auditActions(db);
  await setAuditActions(db, actions.filter((action) => !NEW_AUDIT_ACTIONS.includes(action)));
  await sql`drop index if exists rental_applications_owner_inbox_idx`.execute(db);
  await db.schema.alterTable('rental_applications').dropColumn('owner_status_at').execute();
  await db.schema.alterTable('rental_applications').dropColumn('owner_status_note').execute();
  await db.schema.alterTable('rental_applications').dropColumn('owner_status').execute();
}
