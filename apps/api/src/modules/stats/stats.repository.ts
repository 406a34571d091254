import { type Kysely, sql } from 'kysely';
import { CAR_STATS_DAYS, type OwnCarStats } from '@ratai/domain';
import type { Database } from '../../db/schema';
import { publicListing } from '../cars/public-listing';

/** SQL of the car statistics: one counter row per car and UTC day. */

export type StatsEvent = 'view' | 'calculator';

/**
 * Counts one event for the public car with this slug (approved and visible); false when there is
 * none. One statement: the row of today is created or incremented atomically.
 */
export async function countEvent(db: Kysely<Database>, slug: string, event: StatsEvent): Promise<boolean> {
  const column = event === 'view' ? 'views' : 'calculator_uses';
  const result = await db
    .insertInto('car_daily_stats')
    .columns(['car_advertisement_id', 'day', column])
    .expression((eb) =>
      eb
        .selectFrom('car_advertisements')
        .select(['id', sql<string>`(now() at time zone 'utc')::date`.as('day'), sql<number>`1`.as(column)])
        .where('slug', '=', slug)
        .where(publicListing()),
    )
    .onConflict((oc) => oc.columns(['car_advertisement_id', 'day']).doUpdateSet({ [column]: sql`car_daily_stats.${sql.ref(column)} + 1` }))
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * The last CAR_STATS_DAYS days (today included) of an owner's listings — all of them, or the one
 * `listingId` — newest listing first; listings without any count answer zeros.
 */
export async function ownerStats(db: Kysely<Database>, ownerId: number, listingId?: number): Promise<OwnCarStats[]> {
  const since = sql<string>`(now() at time zone 'utc')::date - ${CAR_STATS_DAYS - 1}::int`;
  let query = db
    .selectFrom('car_advertisements as a')
    .select((eb) => [
      'a.id',
      eb
        .selectFrom('car_daily_stats as s')
        .select(sql<string>`coalesce(sum(s.views), 0)`.as('n'))
        .whereRef('s.car_advertisement_id', '=', 'a.id')
        .where('s.day', '>=', since)
        .as('views'),
      eb
        .selectFrom('car_daily_stats as s')
        .select(sql<string>`coalesce(sum(s.calculator_uses), 0)`.as('n'))
        .whereRef('s.car_advertisement_id', '=', 'a.id')
        .where('s.day', '>=', since)
        .as('calculator_uses'),
      eb
        .selectFrom('rental_applications as r')
        .select(sql<string>`count(*)`.as('n'))
        .whereRef('r.car_id', '=', 'a.id')
        .where('r.created_at', '>=', sql<Date>`now() - ${`${CAR_STATS_DAYS} days`}::interval`)
        .as('applications'),
    ])
    .where('a.owner_id', '=', ownerId)
    .where('a.revision_of', 'is', null)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc');
  if (listingId !== undefined) query = query.where('a.id', '=', listingId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    views: Number(row.views ?? 0),
    calculatorUses: Number(row.calculator_uses ?? 0),
    applications: Number(row.applications ?? 0),
  }));
}

/** Whether the slug names a public car (approved and visible): the uncounted requests' answer. */
export async function isPublicCar(db: Kysely<Database>, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom('car_advertisements')
    .select('id')
    .where('slug', '=', slug)
    .where(publicListing())
    .executeTakeFirst();
  return row !== undefined;
}
