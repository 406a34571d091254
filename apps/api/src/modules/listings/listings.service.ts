import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { OwnCarDetail } from '@ratai/domain';
import { fromPricePerMonth } from '@ratai/pricing';
import { ENTER_INTEGER, INVALID_VALUE, type FieldError } from '@ratai/validation';
import type { Database } from '../../db/schema';
import { notifyListingWaitingForReview } from '../../mail/notifications';
import { conflict, notFound, validationError } from '../../http/errors';
import type { ProcessedImage } from '../../images/process-image';
import { loadCars, type CarWithOwner } from '../cars/car-read';
import { deleteUnusedFiles, processFiles, storeImages } from './listing-images';
import { parseListingForm, type ListingFields, type ParsedListing } from './listing-input';
import {
  existingFeatureIds,
  findMakeAndModel,
  findOwnedListing,
  insertListing,
  listingImages,
  replaceFeatures,
  replaceImages,
  slugExists,
  updateListingForReview,
  type ListingValues,
  type NewImageRow,
} from './listings.repository';
import type { FormFile, MultipartForm } from '../../http/multipart-form';
import { listingSlug } from './slug';
import { ownerCarView, revisionOf } from './revisions';
import { DRAFT_MESSAGES, draftImages, ownsDraft } from './drafts';

/**
 * Create and edit of a listing: validate → check references → re-encode images → write files →
 * one transaction → (edit) delete the files of removed images. See listing-images.ts for why
 * this order leaves nothing behind on failure.
 */

type App = Pick<FastifyInstance, 'db' | 'storage' | 'config'>;

/**
 * Creates a listing waiting for review; answers the saved car. With a `draftId` field (issue 16:
 * the form's server-side draft, or a duplicate) the draft's photos are the car's "existing" images,
 * kept by id through `keepImageIds` exactly as an edit keeps a car's, and the draft is deleted in
 * the same transaction that creates the listing (it never stays behind as a second copy).
 */
export async function createListing(app: App, log: FastifyBaseLogger, ownerId: number, form: MultipartForm): Promise<CarWithOwner> {
  const { draftId: rawDraftId, ...fields } = form.fields;
  const draftId = rawDraftId === undefined || rawDraftId === '' ? null : readDraftId(rawDraftId);
  if (draftId !== null && !(await ownsDraft(app.db, draftId, ownerId))) throw validationError([{ path: ['draftId'], message: INVALID_VALUE }]);
  const draft = draftId === null ? [] : await draftImages(app.db, draftId);
  // A draft without photos is an ordinary upload; with photos, they are kept by id like an edit's.
  const parsed =
    draft.length === 0
      ? parseListingForm({ fields, files: form.files })
      : parseListingForm({ fields, files: form.files }, { ids: draft.map((image) => image.id), coverId: draft.find((image) => image.isCover)?.id ?? null });
  const names = await checkReferences(app, parsed.fields);
  const processed = await processFiles(newFiles(parsed));

  const written = new Set<string>();
  let id: number;
  let droppedHashes: string[] = [];
  try {
    await storeImages(app.storage, processed.values(), written);
    id = await app.db.transaction().execute(async (trx) => {
      let rows = imageRows(parsed, processed);
      if (draftId !== null) {
        // The draft under a lock: a second submit of the same draft waits, then finds it gone.
        if (!(await ownsDraft(trx, draftId, ownerId, { forUpdate: true }))) throw conflict(DRAFT_MESSAGES.gone);
        const byId = new Map((await draftImages(trx, draftId)).map((image) => [image.id, image]));
        rows = rows.map((image) => {
          if (image.kind === 'new') return image;
          const kept = byId.get(image.id);
          if (!kept) throw conflict(CHANGED_MEANWHILE);
          byId.delete(image.id);
          return { kind: 'new' as const, row: { hash: kept.hash, ext: kept.ext, width: kept.width, height: kept.height } };
        });
        droppedHashes = [...byId.values()].map((image) => image.hash);
        await trx.deleteFrom('listing_drafts').where('id', '=', draftId).execute();
      }
      const slug = await freeSlug(trx, names.make, names.model, parsed.fields.productionYear);
      const carId = await insertListing(trx, ownerId, slug, toValues(parsed.fields));
      await replaceImages(trx, carId, rows, parsed.plan.coverIndex);
      await replaceFeatures(trx, carId, parsed.fields.carFeatures);
      await notifyListingWaitingForReview(trx, app.config, carId, false);
      return carId;
    });
  } catch (error) {
    await deleteUnusedFiles(app.db, app.storage, written, log);
    throw error;
  }
  // Photos the owner removed from the draft before submitting.
  await deleteUnusedFiles(app.db, app.storage, droppedHashes, log);
  return loadSaved(app, id);
}

/** The `draftId` form field: one whole positive number, else a field error. */
function readDraftId(raw: string | string[]): number {
  const id = Array.isArray(raw) ? NaN : Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw validationError([{ path: ['draftId'], message: INVALID_VALUE }]);
  return id;
}

/**
 * Edits an owner's listing (the route has checked ownership before reading the upload; the
 * transaction checks it again under a row lock on the listing). Where the edit goes:
 * - the listing has a revision (pending or rejected): the revision is edited and waits again;
 * - the listing is approved: a new revision is made from the form (README "Revisions") — the
 *   approved version stays public, unchanged, until the team approves the revision;
 * - otherwise (pending or rejected, never public): the listing itself is edited and goes back to
 *   'pending'.
 * Answers the owner's view of the car (revisions.ts ownerCarView).
 */
export async function editListing(app: App, log: FastifyBaseLogger, ownerId: number, id: number, form: MultipartForm): Promise<OwnCarDetail> {
  const before = await app.db.selectFrom('car_advertisements').select('review_status').where('id', '=', id).executeTakeFirst();
  const existing = await revisionOf(app.db, id);
  const target: Target = existing ? { kind: 'revision', id: existing.id } : before?.review_status === 'approved' ? { kind: 'new-revision' } : { kind: 'listing' };
  // The photos the form showed: the revision's when there is one, else the listing's.
  const current = await listingImages(app.db, target.kind === 'revision' ? target.id : id);
  const parsed = parseListingForm(form, {
    ids: current.map((image) => image.id),
    coverId: current.find((image) => image.isCover)?.id ?? null,
  });
  const names = await checkReferences(app, parsed.fields);
  const processed = await processFiles(newFiles(parsed));

  const written = new Set<string>();
  let removedHashes: string[];
  try {
    await storeImages(app.storage, processed.values(), written);
    removedHashes = await app.db.transaction().execute(async (trx) => {
      const listing = await findOwnedListing(trx, id, ownerId, { forUpdate: true });
      if (!listing) throw notFound();
      // Decided before the lock: a team decision in between (revision approved, listing rejected)
      // changes where the edit goes; the owner reloads rather than overwrite what they did not see.
      const revisionNow = await revisionOf(trx, id);
      const targetNow: Target = revisionNow ? { kind: 'revision', id: revisionNow.id } : listing.reviewStatus === 'approved' ? { kind: 'new-revision' } : { kind: 'listing' };
      if (JSON.stringify(targetNow) !== JSON.stringify(target)) throw conflict(CHANGED_MEANWHILE);
      // The images were read before the lock: a concurrent edit may have removed a kept one.
      const stillThere = new Set((await listingImages(trx, target.kind === 'revision' ? target.id : id)).map((image) => image.id));
      const keptIds = parsed.plan.images.flatMap((image) => (image.kind === 'kept' ? [image.id] : []));
      if (keptIds.some((keptId) => !stillThere.has(keptId))) throw conflict(CHANGED_MEANWHILE);
      const fields = parsed.fields;

      if (target.kind === 'new-revision') {
        // The revision gets copies of the kept image rows (same files, by hash) and the new ones.
        const byId = new Map(current.map((image) => [image.id, image]));
        const rows = imageRows(parsed, processed).map((image) => {
          if (image.kind === 'new') return image;
          const kept = byId.get(image.id);
          if (!kept) throw conflict(CHANGED_MEANWHILE);
          return { kind: 'new' as const, row: { hash: kept.hash, ext: kept.ext, width: kept.width, height: kept.height } };
        });
        const slug = await freeSlug(trx, names.make, names.model, fields.productionYear);
        const revisionId = await insertListing(trx, ownerId, slug, toValues(fields), { revisionOf: id });
        await replaceImages(trx, revisionId, rows, parsed.plan.coverIndex);
        await replaceFeatures(trx, revisionId, fields.carFeatures);
        await notifyListingWaitingForReview(trx, app.config, revisionId, true);
        return [];
      }

      const rowId = target.kind === 'revision' ? target.id : id;
      // The slug names make, model and year; when those change, the old words would mislead.
      // (A revision's slug is always made fresh: approving it renames the listing only if they changed.)
      const renamed =
        target.kind === 'revision' ||
        listing.makeId !== fields.carMake ||
        listing.modelId !== fields.carModel ||
        listing.productionYear !== fields.productionYear;
      const slug = renamed ? await freeSlug(trx, names.make, names.model, fields.productionYear) : undefined;
      await updateListingForReview(trx, rowId, { ...toValues(fields), ...(slug ? { slug } : {}) });
      const removed = await replaceImages(trx, rowId, imageRows(parsed, processed), parsed.plan.coverIndex);
      await replaceFeatures(trx, rowId, fields.carFeatures);
      await notifyListingWaitingForReview(trx, app.config, rowId, true);
      return removed;
    });
  } catch (error) {
    await deleteUnusedFiles(app.db, app.storage, written, log);
    throw error;
  }
  await deleteUnusedFiles(app.db, app.storage, removedHashes, log);
  return ownerCarView(app, id);
}

type Target = { kind: 'listing' } | { kind: 'new-revision' } | { kind: 'revision'; id: number };

const CHANGED_MEANWHILE = 'Skelbimas ką tik buvo pakeistas. Atnaujinkite puslapį ir bandykite dar kartą.';

async function loadSaved(app: App, id: number): Promise<CarWithOwner> {
  const [car] = await loadCars(app.db, app.storage, [id]);
  // Deleted between commit and read by a concurrent delete: report it as gone.
  if (!car) throw notFound();
  return car;
}

function newFiles(parsed: ParsedListing): FormFile[] {
  return parsed.plan.images.flatMap((image) => (image.kind === 'new' ? [image.file] : []));
}

function imageRows(parsed: ParsedListing, processed: Map<FormFile, ProcessedImage>) {
  return parsed.plan.images.map((image) => {
    if (image.kind === 'kept') return image;
    const done = processed.get(image.file);
    if (!done) throw new Error('image was not processed');
    const row: NewImageRow = { hash: done.hash, ext: done.ext, width: done.width, height: done.height };
    return { kind: 'new' as const, row };
  });
}

/**
 * Make, model and features must exist, and the model must be one of the make's: the ids come
 * from select lists, so a miss means a stale form or a forged request. Answers the make and
 * model names for the slug.
 */
async function checkReferences(app: App, fields: ListingFields): Promise<{ make: string; model: string }> {
  const errors: FieldError[] = [];
  const [{ make, model }, features] = await Promise.all([
    findMakeAndModel(app.db, fields.carMake, fields.carModel),
    existingFeatureIds(app.db, fields.carFeatures),
  ]);
  if (!make) errors.push({ path: ['carMake'], message: INVALID_VALUE });
  if (!model || (make && model.makeId !== fields.carMake)) errors.push({ path: ['carModel'], message: INVALID_VALUE });
  if (fields.carFeatures.some((featureId) => !features.has(featureId))) errors.push({ path: ['carFeatures'], message: INVALID_VALUE });
  // The form accepts fractions here, but the columns are whole numbers (see README "Open points"):
  // refusing is honest, rounding would silently change what the owner typed.
  if (!Number.isInteger(fields.price)) errors.push({ path: ['price'], message: ENTER_INTEGER });
  if (!Number.isInteger(fields.rimSize)) errors.push({ path: ['rimSize'], message: ENTER_INTEGER });
  if (errors.length > 0 || !make || !model) throw validationError(errors);
  return { make: make.name, model: model.name };
}

/** The row values of the listing's fields; the monthly price is derived here, once per write. */
function toValues(fields: ListingFields): ListingValues {
  return {
    make_id: fields.carMake,
    model_id: fields.carModel,
    vin_code: fields.vinCode,
    production_year: fields.productionYear,
    body_type: fields.bodyType,
    fuel_type: fields.fuelType,
    gearbox: fields.gearbox,
    door_count: fields.doorCount,
    engine_displacement: fields.engineDisplacement,
    engine_power: fields.enginePower,
    number_of_seats: fields.numberOfSeats,
    drivetrain: fields.drivetrain,
    inspection_year: fields.inspectionYear,
    inspection_month: fields.inspectionMonth,
    rim_size: fields.rimSize,
    air_conditioning: fields.airConditioning,
    price: fields.price,
    average_fuel_consumption: fields.averageFuelConsumption,
    odometer: fields.odometer,
    description: fields.description ?? null,
    is_for_taxi: fields.isForTaxi,
    from_price_per_month: fromPricePerMonth(fields.price),
  };
}

/** A slug no listing has; retried with a new random suffix on the (rare) collision. */
async function freeSlug(trx: Transaction<Database>, make: string, model: string, year: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slug = listingSlug(make, model, year);
    if (!(await slugExists(trx, slug))) return slug;
  }
  throw new Error('no free slug after 5 attempts');
}
