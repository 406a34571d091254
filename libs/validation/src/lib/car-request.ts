/**
 * The car request form (spec §5 "Car request", §3), also the JSON body of POST
 * /email/car-request: a visitor describes the car they want and how to reach them.
 */
import * as v from 'valibot';
import { CAR_REQUEST_PRICE, YEAR_DROPDOWN_DEFAULT_MIN } from '@ratai/domain';
import { TEXT_MAX, email, idField, mustBeTrue, numberFromInput, numberRange, optionalString, phoneLt } from './fields';
import * as m from './messages';

/** Options of {@link createCarRequestSchema}. */
export interface CarRequestSchemaOptions {
  /** The latest model year allowed; the clock's year at each validation when left out. */
  currentYear?: number;
}

/**
 * Builds the car request schema.
 *
 * - carMake 'Pasirinkite automobilio markę', carModel 'Pasirinkite automobilio modelį' (ids);
 * - modelYear 'Įveskite automobilio gamybos metus', a year of the year dropdown (after 1980, not
 *   after the current year);
 * - price 'Įveskite automobilio kainą': `[from, to]` within 2000–25000 € by 500, from ≤ to;
 * - phone 'Įveskite telefono numerį', output as +370XXXXXXXX;
 * - email 'Įveskite el. pašto adresą' / 'Neteisingas el. pašto adresas';
 * - termsAgreed must be true ('Būtina sutikti su taisyklėmis'); recaptchaToken optional.
 */
export function createCarRequestSchema(options: CarRequestSchemaOptions = {}) {
  return v.object(
    {
      carMake: idField(m.CAR_REQUEST_MAKE_REQUIRED),
      carModel: idField(m.CAR_REQUEST_MODEL_REQUIRED),
      modelYear: numberFromInput(m.CAR_REQUEST_YEAR_REQUIRED, {
        integer: true,
        min: YEAR_DROPDOWN_DEFAULT_MIN + 1,
        max: () => options.currentYear ?? new Date().getFullYear(),
      }),
      price: numberRange(m.CAR_REQUEST_PRICE_REQUIRED, {
        min: CAR_REQUEST_PRICE.min,
        max: CAR_REQUEST_PRICE.max,
        step: CAR_REQUEST_PRICE.step,
      }),
      phone: phoneLt(m.PHONE_REQUIRED),
      email: email(m.EMAIL_ADDRESS_REQUIRED, m.INVALID_EMAIL_ADDRESS),
      termsAgreed: mustBeTrue(m.TERMS_REQUIRED),
      recaptchaToken: optionalString(TEXT_MAX.token),
    },
    m.INVALID_DATA,
  );
}

/** The car request form and body (model year limited by the clock). */
export const CarRequestSchema = createCarRequestSchema();
/** Input of {@link CarRequestSchema}. */
export type CarRequestInput = v.InferInput<typeof CarRequestSchema>;
/** Output of {@link CarRequestSchema}. */
export type CarRequestOutput = v.InferOutput<typeof CarRequestSchema>;
