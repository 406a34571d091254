import type { Kysely } from 'kysely';

/**
 * Issue 18, item 3 (modules/applications/access-key.ts):
 * - access_key_hash: SHA-256 of the application's access key — a random secret handed out once,
 *   in the create answer (the wizard keeps it) and in the applicant's e-mail link. The bank step,
 *   the update and the lookup need it; the id alone (it is in URLs) opens nothing. Applications
 *   made before have none and cannot be opened by the applicant any more (the team still sees them).
 * - bank_holder_names: the account holders' names as the bank gave them at the one read, so the
 *   team sees whether the account linked is the applicant's own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('rental_applications')
    .addColumn('access_key_hash', 'bytea')
    .addColumn('bank_holder_names', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rental_applications').dropColumn('bank_holder_names').dropColumn('access_key_hash').execute();
}
