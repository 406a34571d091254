import type { Kysely } from 'kysely';
import type { ReviewStatus } from '@ratai/domain';
import type { Database } from '../../db/schema';

/**
 * SQL of the moderation queue: plain functions taking `db`. The cars themselves are read with
 * `loadCars` (modules/cars/car-read.ts), so the team sees exactly what the owner and the public see.
 */

export interface ReviewPage {
  ids: number[];
  total: number;
}

/**
 * One page of listings in a review state. Pending: oldest first, so nobody waits longest
 * (created_at, served by the (review_status, created_at) index). Approved and rejected: the
 * latest decisions first, which is what the team looks back at.
 */
export async function listByReviewStatus(
  db: Kysely<Database>,
  status: ReviewStatus,
  page: number,
  pageSize: number,
): Promise<ReviewPage> {
  let query = db.selectFrom('car_advertisements').select('id').where('review_status', '=', status);
  query =
    status === 'pending'
      ? query.orderBy('created_at', 'asc').orderBy('id', 'asc')
      : query.orderBy('reviewed_at', (ob) => ob.desc().nullsLast()).orderBy('id', 'desc');
  const [rows, count] = await Promise.all([
    query.limit(pageSize).offset((page - 1) * pageSize).execute(),
    db
      .selectFrom('car_advertisements')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('review_status', '=', status)
      .executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(count.total) };
}

/** E-mails of the listings' owners by listing id, so the team can contact the owner. */
export async function ownersOf(db: Kysely<Database>, carIds: readonly number[]): Promise<Map<number, { id: number; email: string }>> {
  if (carIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('car_advertisements as a')
    .innerJoin('users as u', 'u.id', 'a.owner_id')
    .select(['a.id as carId', 'u.id as userId', 'u.email'])
    .where('a.id', 'in', [...carIds])
    .execute();
  return new Map(rows.map((row) => [row.carId, { id: row.userId, email: row.email }]));
}

/**
 * Records the team's decision; false when the listing does not exist. The reason is kept only
 * for a rejection (the owner reads it on their listing); approving clears an earlier one.
 */
export async function recordReview(
  db: Kysely<Database>,
  id: number,
  decision: { status: Exclude<ReviewStatus, 'pending'>; reason: string | null; reviewerId: number },
): Promise<boolean> {
  const result = await db
    .updateTable('car_advertisements')
    .set({
      review_status: decision.status,
      rejection_reason: decision.status === 'rejected' ? decision.reason : null,
      reviewed_at: new Date(),
      reviewed_by: decision.reviewerId,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
