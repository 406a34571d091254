import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { LISTING_DRAFT_FIELDS, type CarAdvertisement, type ListingDraft, type ListingDraftFields } from '@ratai/domain';
import { MAX_LISTING_DRAFTS } from '@ratai/validation';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { toCarImage, toUploadedImage } from '../cars/car-read';
import { deleteUnusedFiles } from './listing-images';
import { findOwnedListing, imagesInOrder, listingImages, type ImageRow, type NewImageRow } from './listings.repository';
import { ownerCarView, revisionOf } from './revisions';

/**
 * Drafts (issue 16; migration 0027; README "Drafts and duplicates"): the upload form's work saved
 * on the server as the owner types, and duplicates of a listing with its photos. A draft is a row
 * of `listing_drafts`, never of `car_advertisements`: no public read and no review queue can see
 * it. It becomes a listing only through the upload call with `draftId` (create-listing.ts).
 *
 * Photos: files are named by content hash (listing-images.ts), so a duplicate's photos are new
 * `listing_draft_images` rows naming the same files — the "copy" writes no bytes on disk or in the
 * bucket, so it cannot leave a half-copied file behind, and it is one transaction (all rows or
 * none). Every check before deleting a file counts draft rows as users of it (referencedHashes).
 */

type Db = Kysely<Database> | Transaction<Database>;
type App = Pick<FastifyInstance, 'db' | 'storage' | 'config'>;

export const DRAFT_MESSAGES = {
  tooMany: `Juodraščių per daug (daugiausia ${MAX_LISTING_DRAFTS}). Ištrinkite nereikalingus ir bandykite dar kartą.`,
  gone: 'Juodraštis nerastas. Atnaujinkite puslapį.',
} as const;

/** A draft's photos in display order. */
export function draftImages(db: Db, draftId: number): Promise<ImageRow[]> {
  return imagesInOrder(db.selectFrom('listing_draft_images').where('draft_id', '=', draftId));
}

/** Whether this owner has this draft (another owner's draft is answered like a missing one). */
export async function ownsDraft(db: Db, id: number, ownerId: number, options: { forUpdate?: boolean } = {}): Promise<boolean> {
  let query = db.selectFrom('listing_drafts').select('id').where('id', '=', id).where('owner_id', '=', ownerId);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

/** The owner's drafts, the most recently saved first. */
export async function listDrafts(app: Pick<App, 'db' | 'storage'>, ownerId: number): Promise<ListingDraft[]> {
  const rows = await app.db
    .selectFrom('listing_drafts')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const images = await app.db
    .selectFrom('listing_draft_images')
    .select(['id', 'draft_id', 'hash', 'ext', 'is_cover'])
    .where(
      'draft_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('draft_id')
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const own = images.filter((image) => image.draft_id === row.id);
    const cover = own.find((image) => image.is_cover) ?? own[0];
    return {
      id: row.id,
      fields: pickFields(row.fields),
      images: own.map((image) => toCarImage(app.storage, image)),
      headerImage: cover ? toUploadedImage(app.storage, cover.hash) : null,
      sourceListingId: row.source_listing_id,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  });
}

/** One draft of the owner, or a 404. */
export async function loadDraft(app: Pick<App, 'db' | 'storage'>, id: number, ownerId: number): Promise<ListingDraft> {
  const draft = (await listDrafts(app, ownerId)).find((candidate) => candidate.id === id);
  if (!draft) throw notFound();
  return draft;
}

/** A new draft with these fields (and photos, for a duplicate); answers its id. Bounded per owner. */
export async function createDraft(
  db: Kysely<Database>,
  ownerId: number,
  fields: ListingDraftFields,
  options: { sourceListingId?: number; images?: NewImageRow[]; coverIndex?: number } = {},
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // The owner's row is locked so two saves at once cannot both pass the bound.
    await trx.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().executeTakeFirst();
    const count = await trx
      .selectFrom('listing_drafts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_LISTING_DRAFTS) throw conflict(DRAFT_MESSAGES.tooMany);
    const draft = await trx
      .insertInto('listing_drafts')
      .values({ owner_id: ownerId, fields: JSON.stringify(fields), source_listing_id: options.sourceListingId ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const images = options.images ?? [];
    if (images.length > 0) {
      await trx
        .insertInto('listing_draft_images')
        .values(images.map((image, position) => ({ draft_id: draft.id, ...image, position, is_cover: position === (options.coverIndex ?? 0) })))
        .execute();
    }
    return draft.id;
  });
}

/** Replaces the draft's fields (the autosave); false when it is not the owner's. */
export async function saveDraft(db: Kysely<Database>, id: number, ownerId: number, fields: ListingDraftFields): Promise<boolean> {
  const result = await db
    .updateTable('listing_drafts')
    .set({ fields: JSON.stringify(fields), updated_at: new Date() })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes an owner's draft, then the files of its photos nobody else uses; false when not theirs. */
export async function deleteDraft(app: Pick<App, 'db' | 'storage'>, log: FastifyBaseLogger, id: number, ownerId: number): Promise<boolean> {
  const hashes = await app.db.transaction().execute(async (trx) => {
    if (!(await ownsDraft(trx, id, ownerId, { forUpdate: true }))) return undefined;
    const images = await trx.selectFrom('listing_draft_images').select('hash').where('draft_id', '=', id).execute();
    await trx.deleteFrom('listing_drafts').where('id', '=', id).execute();
    return images.map((image) => image.hash);
  });
  if (!hashes) return false;
  await deleteUnusedFiles(app.db, app.storage, hashes, log);
  return true;
}

/**
 * Duplicates an owner's listing as a new draft: its fields as the edit form shows them (with a
 * pending revision, the revision's — what the owner last wrote) and its photos (new rows naming the
 * same files, the cover kept). Answers the draft id; 404 when the listing is not the owner's.
 */
export async function duplicateListing(app: App, listingId: number, ownerId: number): Promise<number> {
  if (!(await findOwnedListing(app.db, listingId, ownerId))) throw notFound();
  const car = await ownerCarView(app, listingId);
  const revision = await revisionOf(app.db, listingId);
  const images = await listingImages(app.db, revision?.id ?? listingId);
  const coverIndex = Math.max(
    images.findIndex((image) => image.isCover),
    0,
  );
  return createDraft(app.db, ownerId, formFieldsOf(car), {
    sourceListingId: listingId,
    images: images.map(({ hash, ext, width, height }) => ({ hash, ext, width, height })),
    coverIndex,
  });
}

/** A car's values as the upload form holds them (text, feature ids as text, the taxi box). */
export function formFieldsOf(car: CarAdvertisement): ListingDraftFields {
  return {
    carMake: String(car.carMake.id),
    carModel: String(car.carModel.id),
    // A copy is another car: its VIN is left for the owner to enter (a listing's VIN is its own).
    vinCode: '',
    productionYear: String(car.productionYear),
    bodyType: car.bodyType,
    fuelType: car.fuelType,
    gearbox: car.gearbox,
    doorCount: car.doorCount,
    engineDisplacement: String(car.engineDisplacement),
    enginePower: String(car.enginePower),
    numberOfSeats: String(car.numberOfSeats),
    drivetrain: car.drivetrain,
    inspectionYear: String(car.inspectionYear),
    inspectionMonth: String(car.inspectionMonth),
    rimSize: String(car.rimSize),
    airConditioning: car.airConditioning,
    price: String(car.price),
    averageFuelConsumption: String(car.averageFuelConsumption),
    odometer: String(car.odometer),
    description: car.description ?? '',
    carFeatures: car.carFeatures.map((feature) => String(feature.id)),
    isForTaxi: car.isForTaxi,
  };
}

/** The known fields of a stored draft (the column is JSON: anything else is ignored). */
function pickFields(stored: unknown): ListingDraftFields {
  const source = typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored;
  if (typeof source !== 'object' || source === null) return {};
  const fields: ListingDraftFields = {};
  for (const field of LISTING_DRAFT_FIELDS) {
    const value = (source as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'boolean' || (Array.isArray(value) && value.every((item) => typeof item === 'string'))) {
      fields[field] = value as string | boolean | string[];
    }
  }
  return fields;
}
