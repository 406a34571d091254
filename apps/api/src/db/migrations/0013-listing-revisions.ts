import type { Kysely } from 'kysely';

/**
 * Revisions of approved listings (issue 16, modules/listings/README.md "Revisions"): an owner's
 * edit of an approved car is stored as a second car_advertisements row pointing at it
 * (revision_of), never public (pending or rejected, and hidden), so the approved row stays what the
 * marketplace shows until the team approves the revision, which is then merged into it. At most
 * one revision per listing; it goes with its listing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('car_advertisements')
    .addColumn('revision_of', 'integer', (c) => c.references('car_advertisements.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('car_ads_revision_of_uq').on('car_advertisements').column('revision_of').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('car_ads_revision_of_uq').ifExists().execute();
  await db.schema.alterTable('car_advertisements').dropColumn('revision_of').execute();
}
