import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { listingChanges, type ListingRevision, type OwnCarDetail } from '@ratai/domain';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { notifyListingReviewed } from '../../mail/notifications';
import { recordTeamAction } from '../audit/audit.repository';
import { loadCars, publicCar, type CarWithOwner } from '../cars/car-read';
import { deleteUnusedFiles } from './listing-images';

/**
 * Revisions of approved listings (issue 16, README "Revisions"). An edit of an approved listing
 * is written to a revision row (car_advertisements.revision_of = the listing), which is pending
 * and hidden; the listing itself stays approved and public unchanged. The team approves the
 * revision → it is merged into the listing (values, photos, features) and deleted; rejects it →
 * it stays, rejected with the reason, and the listing stays public.
 */

type Db = Kysely<Database> | Transaction<Database>;
type App = Pick<FastifyInstance, 'db' | 'storage' | 'config'>;

/** The revision row of a listing, if it has one. */
export async function revisionOf(db: Db, listingId: number): Promise<{ id: number; reviewStatus: string } | undefined> {
  const row = await db
    .selectFrom('car_advertisements')
    .select(['id', 'review_status'])
    .where('revision_of', '=', listingId)
    .executeTakeFirst();
  return row ? { id: row.id, reviewStatus: row.review_status } : undefined;
}

/** The listing a revision row belongs to, or null when the row is a listing (or missing). */
export async function listingOfRevision(db: Db, id: number): Promise<number | null> {
  const row = await db.selectFrom('car_advertisements').select('revision_of').where('id', '=', id).executeTakeFirst();
  return row?.revision_of ?? null;
}

/** The revision as its owner and the team read it: state and what it changes. */
export function toRevision(listing: CarWithOwner, revision: CarWithOwner): ListingRevision {
  return {
    status: revision.reviewStatus === 'rejected' ? 'rejected' : 'pending',
    rejectionReason: revision.reviewStatus === 'rejected' ? revision.rejectionReason : null,
    submittedAt: revision.updatedAt,
    changes: listingChanges(listing, revision),
  };
}

/**
 * The owner's view of their car (the edit form): with a revision, its content — what the owner
 * last submitted — under the listing's id, slug, visibility and review state (what the public
 * sees), plus the revision; without one, the listing itself.
 */
export async function ownerCarView(app: Pick<App, 'db' | 'storage'>, listingId: number): Promise<OwnCarDetail> {
  const revision = await revisionOf(app.db, listingId);
  const cars = await loadCars(app.db, app.storage, revision ? [listingId, revision.id] : [listingId]);
  const listing = cars.find((car) => car.id === listingId);
  if (!listing) throw notFound();
  const draft = revision ? cars.find((car) => car.id === revision.id) : undefined;
  if (!draft) return { ...publicCar(listing), revision: null };
  return {
    ...publicCar(draft),
    id: listing.id,
    slug: listing.slug,
    visibility: listing.visibility,
    reviewStatus: listing.reviewStatus,
    rejectionReason: listing.rejectionReason,
    hiddenByTeam: listing.hiddenByTeam,
    createdAt: listing.createdAt,
    revision: toRevision(listing, draft),
  };
}

/** For the team's queue: each revision row's listing id and its changes, by revision id. */
export async function revisionsFor(
  app: Pick<App, 'db' | 'storage'>,
  cars: CarWithOwner[],
): Promise<Map<number, { of: number; publicSlug: string } & ListingRevision>> {
  const ids = cars.map((car) => car.id);
  const result = new Map<number, { of: number; publicSlug: string } & ListingRevision>();
  if (ids.length === 0) return result;
  const rows = await app.db
    .selectFrom('car_advertisements')
    .select(['id', 'revision_of'])
    .where('id', 'in', ids)
    .where('revision_of', 'is not', null)
    .execute();
  if (rows.length === 0) return result;
  const listings = await loadCars(app.db, app.storage, rows.map((row) => row.revision_of as number));
  for (const row of rows) {
    const listing = listings.find((car) => car.id === row.revision_of);
    const revision = cars.find((car) => car.id === row.id);
    if (listing && revision) result.set(row.id, { of: listing.id, publicSlug: listing.slug, ...toRevision(listing, revision) });
  }
  return result;
}

/**
 * Approves a revision: its values, photos and features become the listing's, the listing is
 * approved by `reviewerId`, the revision row goes, the owner gets the approval e-mail — one
 * transaction — then the files of photos nobody shows any more are deleted. Answers the listing id.
 */
export async function approveRevision(app: App, log: FastifyBaseLogger, revisionId: number, reviewerId: number): Promise<number> {
  const removed = await app.db.transaction().execute(async (trx) => {
    // Lock the listing first, then the revision: the owner's edit locks in the same order.
    const listingId = await listingOfRevision(trx, revisionId);
    if (listingId === null) throw notFound();
    const listing = await trx.selectFrom('car_advertisements').selectAll().where('id', '=', listingId).forUpdate().executeTakeFirst();
    const revision = await trx.selectFrom('car_advertisements').selectAll().where('id', '=', revisionId).forUpdate().executeTakeFirst();
    if (!listing || !revision || revision.revision_of !== listingId) throw notFound();
    const oldImages = await trx.deleteFrom('car_images').where('car_advertisement_id', '=', listingId).returning('hash').execute();
    await trx.updateTable('car_images').set({ car_advertisement_id: listingId }).where('car_advertisement_id', '=', revisionId).execute();
    await trx.deleteFrom('car_advertisement_features').where('car_advertisement_id', '=', listingId).execute();
    await trx
      .updateTable('car_advertisement_features')
      .set({ car_advertisement_id: listingId })
      .where('car_advertisement_id', '=', revisionId)
      .execute();
    await trx.deleteFrom('car_advertisements').where('id', '=', revisionId).execute();
    // The revision's slug was made from its make, model and year: it names the car when those changed.
    const renamed =
      revision.make_id !== listing.make_id || revision.model_id !== listing.model_id || revision.production_year !== listing.production_year;
    const {
      id: _id,
      owner_id: _owner,
      slug,
      visibility: _visibility,
      review_status: _status,
      rejection_reason: _reason,
      revision_of: _of,
      created_at: _created,
      updated_at: _updated,
      reviewed_at: _reviewedAt,
      reviewed_by: _reviewedBy,
      cover_hash: _cover,
      // The sale status is the car's, set by the owner on the listing (never part of an edit).
      sale_status: _sale,
      // The team's hiding is the listing's, not the revision's: approving new content never lifts it.
      hidden_by_team_at: _hiddenAt,
      hidden_by_team_reason: _hiddenReason,
      hidden_by_team_by: _hiddenBy,
      ...values
    } = revision;
    await trx
      .updateTable('car_advertisements')
      .set({
        ...values,
        ...(renamed ? { slug } : {}),
        review_status: 'approved',
        rejection_reason: null,
        reviewed_at: new Date(),
        reviewed_by: reviewerId,
        updated_at: new Date(),
      })
      .where('id', '=', listingId)
      .execute();
    // The audit entry names the listing (what became public) and the revision row it came from.
    await recordTeamAction(trx, {
      actorId: reviewerId,
      action: 'listing.approve',
      target: { type: 'listing', id: listingId },
      reason: null,
      details: { revision: revisionId },
    });
    await notifyListingReviewed(trx, app.config, listingId, { status: 'approved' });
    return { listingId, hashes: oldImages.map((row) => row.hash) };
  });
  await deleteUnusedFiles(app.db, app.storage, removed.hashes, log);
  return removed.listingId;
}
