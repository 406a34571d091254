import { type Kysely, sql } from 'kysely';

/**
 * 0005 let a make's page sorted by price or date walk inside the make. Sorted by year or by
 * odometer it still walked the whole year / odometer index and filtered by make: the make comes
 * as a slug resolved inside the statement, so the planner cannot know how few rows it keeps. On
 * 50,000 listings a make's search sorted so read ~50,000 index entries (~50–150 ms of database
 * time, tools/bench/api-search) instead of a few hundred. These partial indexes complete the set:
 * every sort of the search has a (make_id, sort key, id) index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index car_ads_public_make_year_idx on car_advertisements (make_id, production_year desc, id desc) where review_status = 'approved' and visibility = 'visible'`.execute(db);
  await sql`create index car_ads_public_make_odometer_idx on car_advertisements (make_id, odometer, id) where review_status = 'approved' and visibility = 'visible'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists car_ads_public_make_odometer_idx`.execute(db);
  await sql`drop index if exists car_ads_public_make_year_idx`.execute(db);
}
