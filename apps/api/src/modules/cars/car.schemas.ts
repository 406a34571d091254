import {
  AIR_CONDITIONING_TYPES,
  BODY_TYPES,
  DOOR_COUNTS,
  DRIVETRAINS,
  FUEL_TYPES,
  GEARBOXES,
  REVIEW_STATUSES,
  VISIBILITIES,
  type CarAdvertisement,
  type CarAdvertisementSummary,
  type CarFeatureRef,
  type CarImage,
  type CarMake,
  type ImageFormats,
  type UploadedImage,
} from '@ratai/domain';
import type { JsonSchema } from '../../http/docs';
import { fieldsOf, objectSchema, orNull } from '../../http/response-schema';

/**
 * Response schemas of the car views that the catalog serialises with a compiled serializer
 * (http/response-schema.ts): the search card and the public car page. They are the OpenAPI
 * documentation of those routes too. Property order = the order the mappers (car-summary.ts,
 * car-read.ts) write the fields; `fieldsOf<T>` makes TypeScript check that every field of the
 * domain type is listed. Numbers that are measurements or money are `number`, never `integer`
 * (a compiled `integer` truncates).
 */

const str: JsonSchema = { type: 'string' };
const id: JsonSchema = { type: 'integer' };
const bool: JsonSchema = { type: 'boolean' };
const oneOf = (values: readonly string[]): JsonSchema => ({ type: 'string', enum: [...values] });

const formats = objectSchema(fieldsOf<ImageFormats>({ card: str, gallery: str, full: str }), {
  description: 'WebP, 480 / 1024 / 1920 px wide',
});

/** The cover (`headerImage`): gallery width, with all three sizes; null when the car has no picture. */
const headerImage = objectSchema(fieldsOf<UploadedImage>({ url: { type: 'string', description: 'gallery size' }, formats }), {
  optional: ['formats'],
  nullable: true,
});

const option = objectSchema(fieldsOf<CarMake>({ id, name: str, slug: str }));

/** The card fields of modules/cars/car-summary.ts `toCarSummary`, in its order. */
const summaryFields = fieldsOf<CarAdvertisementSummary>({
  id,
  slug: { type: 'string', description: 'public address /automobilio-nuoma/{slug}' },
  headerImage,
  isForTaxi: bool,
  engineDisplacement: { type: 'number', description: 'cm³' },
  gearbox: oneOf(GEARBOXES),
  bodyType: oneOf(BODY_TYPES),
  fuelType: oneOf(FUEL_TYPES),
  productionYear: { type: 'integer' },
  odometer: { type: 'number', description: 'km' },
  price: { type: 'number', description: '€' },
  fromPricePerMonth: { type: 'number', description: '€ per month, from @ratai/pricing' },
  carMake: option,
  carModel: option,
});

/** A search card (CarAdvertisementSummary). */
export const carSummarySchema: JsonSchema = objectSchema(summaryFields, { description: 'A search card' });

const image = objectSchema(
  fieldsOf<CarImage>({ id, url: { type: 'string', description: 'full size' }, hash: str, ext: str, formats }),
  { optional: ['formats'] },
);

const feature = objectSchema(fieldsOf<CarFeatureRef>({ id, name: str }), { optional: ['name'] });

/**
 * The public car (CarAdvertisement), in the order of car-read.ts `mapCar`: the card's id and slug,
 * the state, the cover and images, the rest of the card, then the detail fields.
 */
export const carSchema: JsonSchema = objectSchema(
  (() => {
    const { id: carId, slug, headerImage: cover, ...card } = summaryFields;
    return fieldsOf<CarAdvertisement>({
      id: carId,
      slug,
      visibility: oneOf(VISIBILITIES),
      reviewStatus: oneOf(REVIEW_STATUSES),
      rejectionReason: orNull(str),
      headerImage: cover,
      images: { type: 'array', items: image, description: 'every image in display order, the cover included' },
      ...card,
      carFeatures: { type: 'array', items: feature },
      vinCode: str,
      doorCount: oneOf(DOOR_COUNTS),
      enginePower: { type: 'number', description: 'kW' },
      numberOfSeats: { type: 'integer' },
      drivetrain: oneOf(DRIVETRAINS),
      inspectionYear: { type: 'integer' },
      inspectionMonth: { type: 'integer' },
      rimSize: { type: 'number', description: 'inches' },
      airConditioning: oneOf(AIR_CONDITIONING_TYPES),
      averageFuelConsumption: { type: 'number', description: 'l / 100 km' },
      description: orNull(str),
      createdAt: { type: 'string', format: 'date-time' },
      updatedAt: { type: 'string', format: 'date-time' },
    });
  })(),
  { description: 'A car advertisement (spec §3 "Car advertisement (read)" plus the form fields)' },
);
