import { type Kysely, sql } from 'kysely';

/**
 * Statistics per car (issue 16, modules/stats): page views and calculator uses counted per car and
 * day on the server — a counter, no visitor, address, cookie or user agent is stored — so every
 * visitor counts, consent or not, anonymously. Applications are counted from rental_applications.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('car_daily_stats')
    .addColumn('car_advertisement_id', 'integer', (c) => c.notNull().references('car_advertisements.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('calculator_uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('car_daily_stats_pk', ['car_advertisement_id', 'day'])
    .execute();
  // The owner's 30 days of applications per car.
  await sql`create index if not exists rental_applications_car_created_idx on rental_applications (car_id, created_at) where car_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists rental_applications_car_created_idx`.execute(db);
  await db.schema.dropTable('car_daily_stats').ifExists().execute();
}
