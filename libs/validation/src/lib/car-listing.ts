/**
 * The car upload/edit form (spec §5 "Car upload/edit", fields of §3 "Car listing (form
 * fields)"), also the multipart body of POST /car-advertisement/create and PUT
 * /car-advertisement/edit/{id}.
 */
import * as v from 'valibot';
import {
  AIR_CONDITIONING_TYPES,
  BODY_TYPES,
  DOOR_COUNTS,
  DRIVETRAINS,
  FUEL_TYPES,
  GEARBOXES,
  INSPECTION_YEARS_AHEAD,
  MONEY_MAX,
  UPLOAD,
  YEAR_DROPDOWN_DEFAULT_MIN,
} from '@ratai/domain';
import {
  TEXT_MAX,
  allErrorsAtOnce,
  booleanFromInput,
  idField,
  idList,
  numberFromInput,
  optionalString,
  picklistField,
  requiredText,
} from './fields';
import * as m from './messages';
import { type UploadedFile, uploadedFiles } from './upload';

/** Rule: a VIN, 17 letters and digits without I, O and Q (spaces dropped, upper-cased). */
export const vinRule = v.pipe(
  v.string(),
  v.transform((value: string) => value.replace(/\s/g, '').toUpperCase()),
  v.regex(/^[A-HJ-NPR-Z0-9]{17}$/, m.INVALID_VIN),
);

/** Options of {@link createCarListingSchema}. */
export interface CarListingSchemaOptions {
  /** Create requires images; edit accepts the ones the car already has. */
  mode: 'create' | 'edit';
  /**
   * The year the year rules count from. Leave it out to read the clock at each validation
   * (so a long-running server does not keep last year); tests pass a fixed year.
   */
  currentYear?: number;
  /**
   * Edit only: whether the car already has a header image (default true: every listing is
   * created with one). When it has, a new header image is optional and replaces it.
   */
  hasHeaderImage?: boolean;
}

/**
 * Builds the listing schema for a mode.
 *
 * Required ('Laukas yra privalomas'): carMake, carModel (ids), vinCode, productionYear,
 * bodyType, fuelType, gearbox, doorCount, engineDisplacement, enginePower, numberOfSeats,
 * drivetrain, inspectionYear, inspectionMonth, rimSize, airConditioning, price,
 * averageFuelConsumption, odometer. Numeric fields read numbers or numeric strings ("6,5"
 * too); text → 'Įveskite skaičių'. description is optional (≤ 5000), carFeatures a list of ids,
 * isForTaxi defaults to false.
 *
 * Images: `gallery` (up to 10 files) and `headerImage` (one file), each png/jpeg ≤ 5242880
 * bytes. On create both are required. On edit the form sends `keepImageIds`, the ids of the
 * existing gallery images it keeps (absent = none, like every list field of a multipart form);
 * new plus kept images must be 1–10, and a new header image is needed only when the car has
 * none. The API must check that the kept ids belong to the car.
 *
 * @typeParam TFile The file type the form holds (`File` in a browser); files are passed through.
 */
export function createCarListingSchema<TFile extends UploadedFile = UploadedFile>(options: CarListingSchemaOptions) {
  const currentYear = () => options.currentYear ?? new Date().getFullYear();
  const required = m.LISTING_REQUIRED;
  const headerImageRequired = options.mode === 'create' || options.hasHeaderImage === false;
  const keptImages = (keepImageIds: readonly number[]) => (options.mode === 'edit' ? keepImageIds.length : 0);
  const imagePaths = [['gallery'], ['keepImageIds']] as const;

  return allErrorsAtOnce(
    v.pipe(
      v.object(
        {
          carMake: idField(required, m.INVALID_VALUE),
          carModel: idField(required, m.INVALID_VALUE),
          vinCode: requiredText(required, vinRule),
          productionYear: numberFromInput(required, {
            integer: true,
            min: YEAR_DROPDOWN_DEFAULT_MIN + 1,
            max: currentYear,
          }),
          bodyType: picklistField(BODY_TYPES, required, m.INVALID_VALUE),
          fuelType: picklistField(FUEL_TYPES, required, m.INVALID_VALUE),
          gearbox: picklistField(GEARBOXES, required, m.INVALID_VALUE),
          doorCount: picklistField(DOOR_COUNTS, required, m.INVALID_VALUE),
          /** cm³; 0 for electric cars. */
          engineDisplacement: numberFromInput(required, { integer: true, min: 0, max: 10000 }),
          /** kW. */
          enginePower: numberFromInput(required, { integer: true, min: 1, max: 2000 }),
          numberOfSeats: numberFromInput(required, { integer: true, min: 1, max: 50 }),
          drivetrain: picklistField(DRIVETRAINS, required, m.INVALID_VALUE),
          inspectionYear: numberFromInput(required, {
            integer: true,
            min: currentYear,
            max: () => currentYear() + INSPECTION_YEARS_AHEAD,
          }),
          inspectionMonth: numberFromInput(required, { integer: true, min: 1, max: 12 }),
          /** Whole inches: passenger-car rims (the half sizes 19.5/22.5 are truck rims). */
          rimSize: numberFromInput(required, { integer: true, min: 10, max: 30 }),
          airConditioning: picklistField(AIR_CONDITIONING_TYPES, required, m.INVALID_VALUE),
          /** Whole euros, as the payment estimate and the card show it. */
          price: numberFromInput(required, { integer: true, min: 1, max: MONEY_MAX }),
          /** l/100km; 0 for electric cars. */
          averageFuelConsumption: numberFromInput(required, { min: 0, max: 100 }),
          /** km. */
          odometer: numberFromInput(required, { integer: true, min: 0, max: 9999999 }),
          description: optionalString(TEXT_MAX.description),
          carFeatures: idList(),
          isForTaxi: booleanFromInput(false),
          gallery: uploadedFiles<TFile>(UPLOAD.maxFilesMultiple),
          headerImage: v.pipe(
            uploadedFiles<TFile>(UPLOAD.maxFilesSingle),
            v.rawTransform<TFile[], TFile | null>(({ dataset, addIssue, NEVER }) => {
              const [file] = dataset.value;
              if (file !== undefined) return file;
              if (!headerImageRequired) return null;
              addIssue({ message: required });
              return NEVER;
            }),
          ),
          keepImageIds: idList(m.INVALID_VALUE, UPLOAD.maxFilesMultiple),
        },
        m.INVALID_DATA,
      ),
      v.forward(
        v.partialCheck(
          imagePaths,
          (input) => input.gallery.length + keptImages(input.keepImageIds) >= 1,
          required,
        ),
        ['gallery'],
      ),
      v.forward(
        v.partialCheck(
          imagePaths,
          (input) => input.gallery.length + keptImages(input.keepImageIds) <= UPLOAD.maxFilesMultiple,
          m.UPLOAD_TOO_MANY,
        ),
        ['gallery'],
      ),
      v.transform((input) => ({
        ...input,
        keepImageIds: options.mode === 'edit' ? input.keepImageIds : [],
      })),
    ),
  );
}

/** The upload form (create mode, year from the clock). */
export const CarCreateSchema = createCarListingSchema({ mode: 'create' });
/** The edit form of a car that has its header image (year from the clock). */
export const CarEditSchema = createCarListingSchema({ mode: 'edit' });

/** What the upload/edit form holds (or a multipart body carries). */
export type CarListingInput = v.InferInput<typeof CarCreateSchema>;
/** The listing as the API stores it, with its files. */
export type CarListingOutput = v.InferOutput<typeof CarCreateSchema>;
