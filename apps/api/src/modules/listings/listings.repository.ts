import type { Insertable, Kysely, SelectQueryBuilder, Transaction, Updateable } from 'kysely';
import type { ReviewStatus, SaleStatus, Visibility } from '@ratai/domain';
import type { CarAdvertisementsTable, Database } from '../../db/schema';

/**
 * SQL of the listings module: plain functions taking `db` (or a transaction), returning rows.
 * Reading a listing for a response is `loadCars` of modules/cars/car-read.ts, not here.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** The make and the model by id; each undefined when missing. The model says whose make it is. */
export async function findMakeAndModel(
  db: Db,
  makeId: number,
  modelId: number,
): Promise<{ make?: { name: string }; model?: { name: string; makeId: number } }> {
  const [make, model] = await Promise.all([
    db.selectFrom('car_makes').select('name').where('id', '=', makeId).executeTakeFirst(),
    db.selectFrom('car_models').select(['name', 'make_id']).where('id', '=', modelId).executeTakeFirst(),
  ]);
  return { make, model: model ? { name: model.name, makeId: model.make_id } : undefined };
}

/** Which of `ids` are existing features. */
export async function existingFeatureIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('car_features').select('id').where('id', 'in', [...ids]).execute();
  return new Set(rows.map((row) => row.id));
}

export interface OwnedListing {
  id: number;
  slug: string;
  makeId: number;
  modelId: number;
  productionYear: number;
  reviewStatus: ReviewStatus;
}

/**
 * A listing of this owner, or undefined — for another owner's listing too, so the API cannot be
 * used to find out which ids exist. A revision row (revision_of set) is not a listing: its id
 * answers undefined too, the owner reaches it through its listing. `forUpdate` locks the row until the transaction ends, so two
 * edits of one listing run one after the other.
 */
export async function findOwnedListing(
  db: Db,
  id: number,
  ownerId: number,
  options: { forUpdate?: boolean } = {},
): Promise<OwnedListing | undefined> {
  let query = db
    .selectFrom('car_advertisements')
    .select(['id', 'slug', 'make_id', 'model_id', 'production_year', 'review_status'])
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('revision_of', 'is', null);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row
    ? { id: row.id, slug: row.slug, makeId: row.make_id, modelId: row.model_id, productionYear: row.production_year, reviewStatus: row.review_status }
    : undefined;
}

/** The listing's review status, whoever owns it (edit decides where the edit goes before it locks the row). */
export function findReviewStatus(db: Db, id: number) {
  return db.selectFrom('car_advertisements').select('review_status').where('id', '=', id).executeTakeFirst();
}

export interface ImageRow extends NewImageRow {
  id: number;
  isCover: boolean;
}

/**
 * Photos in display order, of a listing (car_images) or of a draft (listing_draft_images, drafts.ts):
 * the two tables keep the same columns, so a draft's photos become the listing's as they are.
 */
export async function imagesInOrder<T extends 'car_images' | 'listing_draft_images'>(photos: SelectQueryBuilder<Database, T, object>): Promise<ImageRow[]> {
  const rows = await photos.select(['id', 'hash', 'ext', 'width', 'height', 'is_cover']).orderBy('position').orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, hash: row.hash, ext: row.ext, width: row.width, height: row.height, isCover: row.is_cover }));
}

/** The listing's images in display order. */
export function listingImages(db: Db, carId: number): Promise<ImageRow[]> {
  return imagesInOrder(db.selectFrom('car_images').where('car_advertisement_id', '=', carId));
}

export type ListingValues = Omit<
  Insertable<CarAdvertisementsTable>,
  'id' | 'owner_id' | 'slug' | 'created_at' | 'updated_at' | 'reviewed_at' | 'reviewed_by' | 'visibility' | 'review_status' | 'rejection_reason' | 'sale_status'
>;

/**
 * Inserts a listing waiting for review and visible to its owner's choice; returns its id. With
 * `revisionOf` it is the pending revision of that approved listing instead: hidden, so that no
 * public read could ever show it (they read approved and visible rows only anyway).
 */
export async function insertListing(
  trx: Transaction<Database>,
  ownerId: number,
  slug: string,
  values: ListingValues,
  options: { revisionOf?: number } = {},
): Promise<number> {
  const revisionOf = options.revisionOf ?? null;
  const visibility = revisionOf === null ? 'visible' : 'hidden';
  const row = await trx
    .insertInto('car_advertisements')
    .values({ ...values, owner_id: ownerId, slug, visibility, review_status: 'pending', rejection_reason: null, revision_of: revisionOf })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Writes edited values and puts the listing back in the review queue: what the team approved is
 * not what is there now, so the previous review (status, reason, reviewer) no longer applies.
 */
export async function updateListingForReview(
  trx: Transaction<Database>,
  id: number,
  values: ListingValues & { slug?: string },
): Promise<void> {
  const update: Updateable<CarAdvertisementsTable> = {
    ...values,
    review_status: 'pending',
    rejection_reason: null,
    reviewed_at: null,
    reviewed_by: null,
    updated_at: new Date(),
  };
  await trx.updateTable('car_advertisements').set(update).where('id', '=', id).execute();
}

export interface NewImageRow {
  hash: string;
  ext: string;
  width: number;
  height: number;
}

/**
 * Makes the listing's images exactly `images`, in that order: kept ones are re-positioned, new
 * ones inserted, every other image row of the listing deleted. Returns the hashes of the
 * deleted rows, whose files the caller removes after commit.
 */
export async function replaceImages(
  trx: Transaction<Database>,
  carId: number,
  images: ({ kind: 'kept'; id: number } | { kind: 'new'; row: NewImageRow })[],
  coverIndex: number,
): Promise<string[]> {
  const keptIds = images.flatMap((image) => (image.kind === 'kept' ? [image.id] : []));
  let deleteQuery = trx.deleteFrom('car_images').where('car_advertisement_id', '=', carId);
  if (keptIds.length > 0) deleteQuery = deleteQuery.where('id', 'not in', keptIds);
  const deleted = await deleteQuery.returning('hash').execute();

  const inserts: Insertable<Database['car_images']>[] = [];
  for (const [position, image] of images.entries()) {
    const isCover = position === coverIndex;
    if (image.kind === 'kept') {
      await trx
        .updateTable('car_images')
        .set({ position, is_cover: isCover })
        .where('id', '=', image.id)
        .where('car_advertisement_id', '=', carId)
        .execute();
    } else {
      inserts.push({ car_advertisement_id: carId, ...image.row, position, is_cover: isCover });
    }
  }
  if (inserts.length > 0) await trx.insertInto('car_images').values(inserts).execute();
  return deleted.map((row) => row.hash);
}

/** Sets the listing's features to exactly `featureIds`. */
export async function replaceFeatures(trx: Transaction<Database>, carId: number, featureIds: readonly number[]): Promise<void> {
  await trx.deleteFrom('car_advertisement_features').where('car_advertisement_id', '=', carId).execute();
  if (featureIds.length === 0) return;
  await trx
    .insertInto('car_advertisement_features')
    .values(featureIds.map((featureId) => ({ car_advertisement_id: carId, feature_id: featureId })))
    .execute();
}

/** Shows or hides an owner's listing; false when it is not theirs (or does not exist). */
export async function setVisibility(db: Db, id: number, ownerId: number, visibility: Visibility): Promise<boolean> {
  const result = await db
    .updateTable('car_advertisements')
    .set({ visibility })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('revision_of', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Sets the sale status of an owner's listing (issue 16); false when it is not theirs. No review:
 * it says whether the car is still on offer, not what the advertisement shows.
 */
export async function setSaleStatus(db: Db, id: number, ownerId: number, saleStatus: SaleStatus): Promise<boolean> {
  const result = await db
    .updateTable('car_advertisements')
    .set({ sale_status: saleStatus })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('revision_of', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Deletes an owner's listing (its images and features go with it by cascade). Returns the image
 * hashes it had, or undefined when the listing is not theirs.
 */
export async function deleteOwnedListing(db: Kysely<Database>, id: number, ownerId: number): Promise<string[] | undefined> {
  return db.transaction().execute(async (trx) => {
    const listing = await findOwnedListing(trx, id, ownerId, { forUpdate: true });
    if (!listing) return undefined;
    // The revision goes with its listing (cascade): its photos' files too.
    const images = await trx
      .selectFrom('car_images as i')
      .innerJoin('car_advertisements as a', 'a.id', 'i.car_advertisement_id')
      .select('i.hash')
      .where((eb) => eb.or([eb('a.id', '=', id), eb('a.revision_of', '=', id)]))
      .execute();
    await trx.deleteFrom('car_advertisements').where('id', '=', id).execute();
    return images.map((image) => image.hash);
  });
}

/**
 * Which of `hashes` some image row still uses: another listing may hold the same photo, and so may
 * a draft (a duplicate's photos are rows naming the same files, migration 0027).
 */
export async function referencedHashes(db: Db, hashes: readonly string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('car_images')
    .select('hash')
    .where('hash', 'in', [...hashes])
    .union(db.selectFrom('listing_draft_images').select('hash').where('hash', 'in', [...hashes]))
    .execute();
  return new Set(rows.map((row) => row.hash));
}

/** Whether a slug is taken (checked before insert; the unique index is the final word). */
export async function slugExists(db: Db, slug: string): Promise<boolean> {
  const row = await db.selectFrom('car_advertisements').select('id').where('slug', '=', slug).executeTakeFirst();
  return row !== undefined;
}
