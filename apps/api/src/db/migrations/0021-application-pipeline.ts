import { type Kysely, sql } from 'kysely';

/**
 * The team's applications pipeline (issue 14), owned by modules/applications (pipeline.ts):
 * - rental_applications.pipeline_status: new → contacted → sent_to_owner → contract_signed, or
 *   declined / withdrawn. Separate from `status`, which is the applicant's bank step.
 * - passed_to_owner_id / passed_to_owner_at: whom the application was sent to and when (the owner
 *   of the car at that moment; docs/owner-visibility.md says what they may see).
 * - application_pipeline_changes: every change with its required note and the team member.
 *   Deleted with its application (the retention job, docs/data-retention.md); the audit log keeps
 *   the team's side (ids only).
 * Values are written out here, not imported: a migration must keep meaning what it meant when it shipped.
 */

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`check (${column} in (${values.map((x) => `'${x}'`).join(', ')}))`);

const PIPELINE_STATUSES = ['new', 'contacted', 'sent_to_owner', 'contract_signed', 'declined', 'withdrawn'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('rental_applications')
    .addColumn('pipeline_status', 'text', (c) => c.notNull().defaultTo('new').modifyEnd(oneOf('pipeline_status', PIPELINE_STATUSES)))
    .execute();
  await db.schema
    .alterTable('rental_applications')
    .addColumn('passed_to_owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('rental_applications').addColumn('passed_to_owner_at', 'timestamptz').execute();
  // The team's list filtered by pipeline status, newest first.
  await db.schema
    .createIndex('rental_applications_pipeline_created_idx')
    .on('rental_applications')
    .columns(['pipeline_status', 'created_at desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('application_pipeline_changes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('application_id', 'uuid', (c) => c.notNull().references('rental_applications.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (c) => c.modifyEnd(oneOf('from_status', PIPELINE_STATUSES)))
    .addColumn('to_status', 'text', (c) => c.notNull().modifyEnd(oneOf('to_status', PIPELINE_STATUSES)))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('application_pipeline_changes_application_idx')
    .on('application_pipeline_changes')
    .columns(['application_id', 'created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('application_pipeline_changes').ifExists().execute();
  await db.schema.dropIndex('rental_applications_pipeline_created_idx').ifExists().execute();
  await db.schema.alterTable('rental_applications').dropColumn('passed_to_owner_at').execute();
  await db.schema.alterTable('rental_applications').dropColumn('passed_to_owner_id').execute();
  await db.schema.alterTable('rental_applications').dropColumn('pipeline_status').execute();
}
