import {
  AIR_CONDITIONING_TYPES,
  BODY_TYPES,
  DOOR_COUNTS,
  DRIVETRAINS,
  FUEL_TYPES,
  GEARBOXES,
  UPLOAD,
  VISIBILITIES,
} from '@ratai/domain';
import { enumOf, int, object, type JsonSchema } from '../../http/docs';
import { carSchema } from '../cars/car.schemas';

/**
 * OpenAPI documentation of the listing routes (and the car schema moderation reuses).
 * Documentation only: app.ts turns schema validation off (the @ratai/validation schemas run in
 * the handlers) and the routes serialise with JSON.stringify, so nothing here can change a
 * request or a response.
 */

/**
 * The car read model (modules/cars/car-read.ts): the same schema the public car page is serialised
 * with, so the owner's and the public documentation of a car can never drift apart.
 */
export const car: JsonSchema = carSchema;

const text = (description: string): JsonSchema => ({ type: 'string', description });
const file = (description: string): JsonSchema => ({ type: 'string', format: 'binary', description });

/** The multipart body of create and edit: every field a text part, list fields repeated. */
export function listingForm(mode: 'create' | 'edit'): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    gallery: {
      type: 'array',
      items: file('png or jpeg, ≤ 5242880 bytes'),
      maxItems: UPLOAD.maxFilesMultiple,
      description:
        mode === 'create'
          ? `1–${UPLOAD.maxFilesMultiple} images, shown in the order sent`
          : `new images, appended after the kept ones; kept + new ≤ ${UPLOAD.maxFilesMultiple}`,
    },
    headerImage: file(
      mode === 'create'
        ? 'the cover, shown first; required unless coverIndex picks a gallery image'
        : 'a new cover, shown first; the previous cover is deleted unless listed in keepImageIds',
    ),
    coverIndex: text(
      mode === 'create'
        ? 'instead of headerImage: the 0-based index of the gallery image to use as the cover (order kept)'
        : 'instead of headerImage: 0-based index into [kept images…, new gallery files…] of the new cover',
    ),
    carMake: text('make id'),
    carModel: text('model id, of that make'),
    vinCode: text('17 characters'),
    productionYear: text('year'),
    bodyType: { type: 'string', enum: [...BODY_TYPES] },
    fuelType: { type: 'string', enum: [...FUEL_TYPES] },
    gearbox: { type: 'string', enum: [...GEARBOXES] },
    doorCount: { type: 'string', enum: [...DOOR_COUNTS] },
    engineDisplacement: text('cm³'),
    enginePower: text('kW'),
    numberOfSeats: text('number'),
    drivetrain: { type: 'string', enum: [...DRIVETRAINS] },
    inspectionYear: text('this year or the next 2'),
    inspectionMonth: text('1–12'),
    rimSize: text('inches'),
    airConditioning: { type: 'string', enum: [...AIR_CONDITIONING_TYPES] },
    price: text('whole euros'),
    averageFuelConsumption: text('l/100 km'),
    odometer: text('km'),
    description: text('optional, ≤ 5000 characters'),
    carFeatures: { type: 'array', items: text('feature id'), description: 'repeated field' },
    isForTaxi: text('true / false'),
  };
  if (mode === 'edit') {
    properties['keepImageIds'] = {
      type: 'array',
      items: text('image id'),
      description:
        'repeated field: ids of the existing images to keep, in display order (absent = keep none). The cover, when not listed, stays first.',
    };
  }
  return {
    type: 'object',
    properties,
    description: 'multipart/form-data. Required fields and messages: @ratai/validation createCarListingSchema.',
  };
}

export const idParam: JsonSchema = object({ id: int });

export const visibilityBody: JsonSchema = object({ id: int, visibility: enumOf(VISIBILITIES) });

export const deleted: JsonSchema = object({ id: int, deleted: { type: 'boolean', const: true } });
