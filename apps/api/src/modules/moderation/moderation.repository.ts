import { sql, type Kysely } from 'kysely';
import type { ReviewStatus } from '@ratai/domain';
import type { Database } from '../../db/schema';

/**
 * SQL of the moderation queue: plain functions taking `db`. The cars themselves are read with
 * `loadCars` (modules/cars/car-read.ts), so the team sees exactly what the owner and the public see.
 */

/** Filters of the team's listing list (all exact, letter case aside). */
export interface ReviewFilter {
  owner?: string;
  make?: string;
  q?: string;
}

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
  filter: ReviewFilter = {},
): Promise<ReviewPage> {
  let base = db.selectFrom('car_advertisements as a').where('a.review_status', '=', status);
  if (filter.owner || filter.q) base = base.innerJoin('users as u', 'u.id', 'a.owner_id');
  if (filter.owner) base = base.where(sql<string>`lower(u.email)`, '=', filter.owner.toLowerCase());
  if (filter.make) base = base.where('a.make_id', 'in', (eb) => eb.selectFrom('car_makes').select('id').where('slug', '=', filter.make as string));
  if (filter.q) {
    const q = filter.q.trim();
    // The three exact matches the team searches by: a slug from a link, a VIN from a document, an owner's e-mail.
    base = base.where((eb) =>
      eb.or([eb('a.slug', '=', q.toLowerCase()), eb(sql<string>`upper(a.vin_code)`, '=', q.toUpperCase()), eb(sql<string>`lower(u.email)`, '=', q.toLowerCase())]),
    );
  }
  let query = base.select('a.id');
  query =
    status === 'pending'
      ? query.orderBy('a.created_at', 'asc').orderBy('a.id', 'asc')
      : query.orderBy('a.reviewed_at', (ob) => ob.desc().nullsLast()).orderBy('a.id', 'desc');
  const [rows, count] = await Promise.all([
    query.limit(pageSize).offset((page - 1) * pageSize).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(count.total) };
}

/** The owner of a listing, or undefined when it does not exist. */
export async function ownerIdOf(db: Kysely<Database>, id: number): Promise<number | undefined> {
  const row = await db.selectFrom('car_advertisements').select('owner_id').where('id', '=', id).executeTakeFirst();
  return row?.owner_id;
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

/** A listing (not a revision row) locked for the team's change, or undefined when there is none. */
export async function lockListing(
  db: Kysely<Database>,
  id: number,
): Promise<{ id: number; ownerId: number; hiddenByTeam: boolean } | undefined> {
  const row = await db
    .selectFrom('car_advertisements')
    .select(['id', 'owner_id', 'hidden_by_team_at'])
    .where('id', '=', id)
    .where('revision_of', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return row ? { id: row.id, ownerId: row.owner_id, hiddenByTeam: row.hidden_by_team_at !== null } : undefined;
}

/** Sets or lifts the team's hiding (migration 0024); the owner's `visibility` is left as they set it. */
export async function setTeamHiding(db: Kysely<Database>, id: number, hiding: { reason: string; by: number } | null): Promise<void> {
  await db
    .updateTable('car_advertisements')
    .set(
      hiding
        ? { hidden_by_team_at: new Date(), hidden_by_team_reason: hiding.reason, hidden_by_team_by: hiding.by }
        : { hidden_by_team_at: null, hidden_by_team_reason: null, hidden_by_team_by: null },
    )
    .where('id', '=', id)
    .execute();
}

/** Hashes of every photo of a listing and of its revision (which goes with it). */
export async function photoHashesOf(db: Kysely<Database>, id: number): Promise<string[]> {
  const rows = await db
    .selectFrom('car_images as i')
    .innerJoin('car_advertisements as a', 'a.id', 'i.car_advertisement_id')
    .select('i.hash')
    .where((eb) => eb.or([eb('a.id', '=', id), eb('a.revision_of', '=', id)]))
    .execute();
  return rows.map((row) => row.hash);
}
