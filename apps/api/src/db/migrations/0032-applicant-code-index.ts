import { type Kysely, sql } from 'kysely';

/**
 * The team's "same person applied before" mark (back office: `appliedBefore`, `otherApplications`):
 * a person's newest applications and their first one are found by the keyed personal-code hash,
 * for each row of a list page. Without this index each is a scan of every application.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index if not exists rental_applications_code_hash_idx on rental_applications (personal_code_hash, created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists rental_applications_code_hash_idx`.execute(db);
}
