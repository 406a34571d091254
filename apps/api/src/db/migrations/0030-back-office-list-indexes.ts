import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the back office's deep pages (issue 14: every list under 200 ms at 50,000 listings /
 * 100,000 applications; tools/bench/back-office). The lists page with OFFSET, so a deep page skips
 * tens of thousands of rows; the repositories first pick the page's ids ("deferred join") and these
 * indexes let that pick — and the page's exact count — walk an index only, never the table:
 *
 * - car_ads_owner_newest_idx: one owner's listings (revision rows are not listings), newest
 *   first, for the owner's page (modules/owners). It carries review_status, visibility and
 *   owner_blocked, so the owner's counts (all, public) are index-only too.
 * - rental_applications_created_idx and leads_created_idx are rebuilt with the lists' filter
 *   columns INCLUDEd: the same order (created_at desc, id desc), now an index-only scan whatever
 *   combination of filters is asked for (light, bank state, pipeline; status, kind).
 * - rental_applications_light_pipeline_created_idx: the credit light and the pipeline status
 *   together ("red, declined"), in the list's order, so such a page walks only its own rows.
 *
 * PostgreSQL and PGlite both have INCLUDE (PostgreSQL 11+). Values are written out here, not
 * imported: a migration must keep meaning what it meant when it shipped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index if not exists car_ads_owner_newest_idx on car_advertisements (owner_id, created_at desc, id desc)
    include (review_status, visibility, owner_blocked) where revision_of is null
  `.execute(db);

  await sql`drop index if exists rental_applications_created_idx`.execute(db);
  await sql`
    create index rental_applications_created_idx on rental_applications (created_at desc, id desc)
    include (credit_light, status, pipeline_status)
  `.execute(db);
  await sql`
    create index if not exists rental_applications_light_pipeline_created_idx
    on rental_applications (credit_light, pipeline_status, created_at desc, id desc)
  `.execute(db);

  await sql`drop index if exists leads_created_idx`.execute(db);
  await sql`create index leads_created_idx on leads (created_at desc, id desc) include (status, kind)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists leads_created_idx`.execute(db);
  await sql`create index leads_created_idx on leads (created_at desc, id desc)`.execute(db);
  await sql`drop index if exists rental_applications_light_pipeline_created_idx`.execute(db);
  await sql`drop index if exists rental_applications_created_idx`.execute(db);
  await sql`create index rental_applications_created_idx on rental_applications (created_at desc, id desc)`.execute(db);
  await sql`drop index if exists car_ads_owner_newest_idx`.execute(db);
}
