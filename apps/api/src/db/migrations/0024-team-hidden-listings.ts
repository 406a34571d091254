import { type Kysely, sql } from 'kysely';

/**
 * The team's hiding of a listing (issue 14, modules/moderation README): a flag of its own, apart
 * from the owner's `visibility`, so nothing the owner does (show/hide, edit, a revision approved
 * later) can put back what the team took down. `hidden_by_team_at` not null = hidden; the reason
 * is required with it (the owner reads it in the portal and the e-mail).
 *
 * The public reads add `hidden_by_team_at is null` to approved + visible (modules/cars/
 * public-listing.ts); the partial search indexes keep their predicate, which the public
 * statements still imply, and the few hidden rows are filtered on the way.
 *
 * The audit log gains `listing.unhide` (the team lifting its own hiding), added to the action CHECK
 * as it stands (read from the catalogue), so whatever other migrations added stays.
 */
const NEW_AUDIT_ACTION = 'listing.unhide';

const list = (values: readonly string[]) => sql.raw(values.map((x) => `'${x}'`).join(', '));

async function auditActions(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ definition: string }>`
    select pg_get_constraintdef(oid) as definition from pg_constraint
    where conrelid = 'audit_log'::regclass and conname = 'audit_log_action_check'
  `.execute(db);
  return [...(rows[0]?.definition ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1] as string);
}

async function setAuditActions(db: Kysely<unknown>, actions: string[]): Promise<void> {
  await sql`alter table audit_log drop constraint if exists audit_log_action_check`.execute(db);
  await sql`alter table audit_log add constraint audit_log_action_check check (action in (${list(actions)}))`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('car_advertisements')
    .addColumn('hidden_by_team_at', 'timestamptz')
    .addColumn('hidden_by_team_reason', 'text')
    .addColumn('hidden_by_team_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await sql`alter table car_advertisements add constraint car_ads_team_hidden_reason check ((hidden_by_team_at is null) = (hidden_by_team_reason is null))`.execute(db);
  const actions = await auditActions(db);
  if (!actions.includes(NEW_AUDIT_ACTION)) await setAuditActions(db, [...actions, NEW_AUDIT_ACTION]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await setAuditActions(db, (await auditActions(db)).filter((action) => action !== NEW_AUDIT_ACTION));
  await sql`alter table car_advertisements drop constraint if exists car_ads_team_hidden_reason`.execute(db);
  await db.schema.alterTable('car_advertisements').dropColumn('hidden_by_team_at').dropColumn('hidden_by_team_reason').dropColumn('hidden_by_team_by').execute();
}
