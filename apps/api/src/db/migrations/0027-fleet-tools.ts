import { type Kysely, sql } from 'kysely';

/**
 * Fleet tools (issue 16). Values frozen here (never import today's enums into a migration).
 *
 * - `car_advertisements.sale_status`: 'available' | 'reserved' | 'sold', set by the owner without
 *   the team's review. A reserved car stays public with a badge; a sold one leaves the search (its
 *   car page stays reachable and says so). Not part of a revision: it describes the car, not the ad.
 * - `listing_drafts` (+ `listing_draft_images`): the upload form's work saved on the server as the
 *   owner types, and duplicates of a listing. A draft is a separate table, not a listing row, so no
 *   public read and no review queue can ever see it: it becomes a listing only through the upload
 *   call. `fields` holds the form's values as typed (unvalidated: a half-filled form must save).
 *   Draft photos are files of the same content-addressed storage as listings' (by hash): the code
 *   that deletes files counts draft image rows as users of a file too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('car_advertisements')
    .addColumn('sale_status', 'text', (c) =>
      c.notNull().defaultTo('available').check(sql`sale_status in ('available', 'reserved', 'sold')`),
    )
    .execute();

  await db.schema
    .createTable('listing_drafts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('fields', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('source_listing_id', 'integer', (c) => c.references('car_advertisements.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('listing_drafts_owner_idx').on('listing_drafts').columns(['owner_id', 'updated_at']).execute();

  await db.schema
    .createTable('listing_draft_images')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('draft_id', 'integer', (c) => c.notNull().references('listing_drafts.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('is_cover', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('listing_draft_images_draft_idx').on('listing_draft_images').columns(['draft_id', 'position']).execute();
  // The file-deletion check asks "does any row still use this hash?".
  await db.schema.createIndex('listing_draft_images_hash_idx').on('listing_draft_images').column('hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('listing_draft_images').ifExists().execute();
  await db.schema.dropTable('listing_drafts').ifExists().execute();
  await db.schema.alterTable('car_advertisements').dropColumn('sale_status').execute();
}
