import { type Kysely, sql } from 'kysely';

/**
 * The name of the bank an applicant chose ("Swedbank"), kept with its provider id when the consent
 * starts: the team reads the bank's name, not the provider's id (SWEDBANK_HABALT22). Applications
 * from before have none; the back office then shows the id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rental_applications add column if not exists bank_institution_name text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table rental_applications drop column if exists bank_institution_name`.execute(db);
}
