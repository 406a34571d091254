import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { fromPricePerMonth } from '@ratai/pricing';
import { ENTER_INTEGER, INVALID_VALUE, type FieldError } from '@ratai/validation';
import type { Database } from '../../db/schema';
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
import type { FormFile, ListingForm } from './read-listing-form';
import { listingSlug } from './slug';

/**
 * Create and edit of a listing: validate → check references → re-encode images → write files →
 * one transaction → (edit) delete the files of removed images. See listing-images.ts for why
 * this order leaves nothing behind on failure.
 */

type App = Pick<FastifyInstance, 'db' | 'storage'>;

/** Creates a listing waiting for review; answers the saved car. */
export async function createListing(app: App, log: FastifyBaseLogger, ownerId: number, form: ListingForm): Promise<CarWithOwner> {
  const parsed = parseListingForm(form);
  const names = await checkReferences(app, parsed.fields);
  const processed = await processFiles(newFiles(parsed));

  const written = new Set<string>();
  let id: number;
  try {
    await storeImages(app.storage, processed.values(), written);
    id = await app.db.transaction().execute(async (trx) => {
      const slug = await freeSlug(trx, names.make, names.model, parsed.fields.productionYear);
      const carId = await insertListing(trx, ownerId, slug, toValues(parsed.fields));
      await replaceImages(trx, carId, imageRows(parsed, processed), parsed.plan.coverIndex);
      await replaceFeatures(trx, carId, parsed.fields.carFeatures);
      return carId;
    });
  } catch (error) {
    await deleteUnusedFiles(app.db, app.storage, written, log);
    throw error;
  }
  return loadSaved(app, id);
}

/**
 * Edits an owner's listing (the route has checked ownership before reading the upload; the
 * transaction checks it again under a row lock). The edited listing is reviewed again: it goes
 * back to 'pending' and leaves the public site until the team approves it.
 */
export async function editListing(app: App, log: FastifyBaseLogger, ownerId: number, id: number, form: ListingForm): Promise<CarWithOwner> {
  const current = await listingImages(app.db, id);
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
      // The images were read before the lock: a concurrent edit may have removed a kept one.
      const stillThere = new Set((await listingImages(trx, id)).map((image) => image.id));
      const keptIds = parsed.plan.images.flatMap((image) => (image.kind === 'kept' ? [image.id] : []));
      if (keptIds.some((keptId) => !stillThere.has(keptId))) {
        throw conflict('Skelbimas ką tik buvo pakeistas. Atnaujinkite puslapį ir bandykite dar kartą.');
      }
      const fields = parsed.fields;
      // The slug names make, model and year; when those change, the old words would mislead.
      const renamed =
        listing.makeId !== fields.carMake || listing.modelId !== fields.carModel || listing.productionYear !== fields.productionYear;
      const slug = renamed ? await freeSlug(trx, names.make, names.model, fields.productionYear) : undefined;
      await updateListingForReview(trx, id, { ...toValues(fields), ...(slug ? { slug } : {}) });
      const removed = await replaceImages(trx, id, imageRows(parsed, processed), parsed.plan.coverIndex);
      await replaceFeatures(trx, id, fields.carFeatures);
      return removed;
    });
  } catch (error) {
    await deleteUnusedFiles(app.db, app.storage, written, log);
    throw error;
  }
  await deleteUnusedFiles(app.db, app.storage, removedHashes, log);
  return loadSaved(app, id);
}

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
