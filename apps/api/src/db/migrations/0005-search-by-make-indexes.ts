import { type Kysely, sql } from 'kysely';

/**
 * A make's page sorted by price or by date is the most common search. The first migration's
 * (make_id, model_id, price) index cannot serve "make, ordered by price" without a model, so a page
 * walked the whole price index and filtered. These partial indexes let the walk stay inside the make.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index car_ads_public_make_price_idx on car_advertisements (make_id, price, id) where review_status = 'approved' and visibility = 'visible'`.execute(db);
  await sql`create index car_ads_public_make_newest_idx on car_advertisements (make_id, created_at desc, id desc) where review_status = 'approved' and visibility = 'visible'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists car_ads_public_make_newest_idx`.execute(db);
  await sql`drop index if exists car_ads_public_make_price_idx`.execute(db);
}
