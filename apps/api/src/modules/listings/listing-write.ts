import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import { fromPricePerMonth } from '@ratai/pricing';
import { ENTER_INTEGER, INVALID_VALUE, type FieldError } from '@ratai/validation';
import type { Database } from '../../db/schema';
import { validationError } from '../../http/errors';
import type { FormFile } from '../../http/multipart-form';
import type { ProcessedImage } from '../../images/process-image';
import type { ListingFields, ParsedListing } from './listing-input';
import { existingFeatureIds, findMakeAndModel, slugExists, type ListingValues, type NewImageRow } from './listings.repository';
import { listingSlug } from './slug';

/**
 * The steps create (create-listing.ts) and edit (edit-listing.ts) share: the references check,
 * the image plan's files and rows, the row values, a free slug.
 */

export type App = Pick<FastifyInstance, 'db' | 'storage' | 'config'>;

export const CHANGED_MEANWHILE = 'Skelbimas ką tik buvo pakeistas. Atnaujinkite puslapį ir bandykite dar kartą.';

export function newFiles(parsed: ParsedListing): FormFile[] {
  return parsed.plan.images.flatMap((image) => (image.kind === 'new' ? [image.file] : []));
}

export function imageRows(parsed: ParsedListing, processed: Map<FormFile, ProcessedImage>) {
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
export async function checkReferences(app: App, fields: ListingFields): Promise<{ make: string; model: string }> {
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
export function toValues(fields: ListingFields): ListingValues {
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
export async function freeSlug(trx: Transaction<Database>, make: string, model: string, year: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const slug = listingSlug(make, model, year);
    if (!(await slugExists(trx, slug))) return slug;
  }
  throw new Error('no free slug after 5 attempts');
}
