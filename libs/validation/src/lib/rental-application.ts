/**
 * The rental application (spec §5 "Rental application", fields of §3 "Application (outgoing
 * fields)"): the form of /paraiska and /automobilio-paraiska/{carSlug}, and the multipart body
 * of POST /car-application/create and PUT /car-application/update/{id}.
 */
import * as v from 'valibot';
import { CAR_USAGES, MONEY_MAX } from '@ratai/domain';
import { conditionalSection } from './conditional-section';
import {
  TEXT_MAX,
  allErrorsAtOnce,
  booleanFromInput,
  companyCode,
  email,
  httpUrlRule,
  monthlyPaymentField,
  mustBeTrue,
  numberFromInput,
  numberWithDefault,
  optionalIdField,
  optionalSlug,
  optionalText,
  personalCode,
  phoneLt,
  picklistField,
  requiredBoolean,
  requiredString,
  termField,
} from './fields';
import * as m from './messages';

const MONEY = { max: MONEY_MAX } as const;

/** What the `metadata` JSON text holds (§3). */
const ApplicationMetadataObjectSchema = v.object(
  { carAdvertisementUrl: optionalText(httpUrlRule) },
  m.INVALID_VALUE,
);

/** The metadata as a form may hold it, before it is written as JSON text. */
export type ApplicationMetadataInput = v.InferInput<typeof ApplicationMetadataObjectSchema>;

/**
 * `metadata`: JSON text holding `{ carAdvertisementUrl }` (the partner flow's link to the car
 * advertisement), or the object itself. The link must be an http(s) address. Outputs the JSON
 * text again, normalised, as the API stores and returns it; `undefined` when there is no link.
 */
export const applicationMetadataField = v.pipe(
  v.optional(
    v.custom<string | ApplicationMetadataInput | null>(() => true),
    null,
  ),
  v.rawTransform<string | ApplicationMetadataInput | null, string | undefined>(({ dataset, addIssue, NEVER }) => {
    let value: unknown = dataset.value;
    if (typeof value === 'string') {
      const json = value.trim();
      if (json === '') return undefined;
      if (json.length > TEXT_MAX.json) {
        addIssue({ message: m.tooLongMessage(TEXT_MAX.json) });
        return NEVER;
      }
      try {
        value = JSON.parse(json);
      } catch {
        addIssue({ message: m.INVALID_VALUE });
        return NEVER;
      }
    }
    if (value === null || value === undefined) return undefined;
    const result = v.safeParse(ApplicationMetadataObjectSchema, value);
    if (!result.success) {
      for (const issue of result.issues) addIssue({ message: issue.message, path: issue.path });
      return NEVER;
    }
    const { carAdvertisementUrl } = result.output;
    return carAdvertisementUrl === undefined ? undefined : JSON.stringify({ carAdvertisementUrl });
  }),
);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The partner flow's car advertisement link is required (the API's rule, now also in the
 * browser: issue 17 bug 11). With a `partnerSlug`, a missing or blank
 * `metadata.carAdvertisementUrl` gets 'Šis laukas yra privalomas' at that field's path. A link
 * that is there but invalid keeps its own message.
 */
function partnerNeedsCarLink<TInput>() {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const input: unknown = dataset.value;
    if (!isRecord(input)) return;
    const slug = input['partnerSlug'];
    if (typeof slug !== 'string' || slug.trim() === '') return;
    const metadata = input['metadata'];
    const url = isRecord(metadata) ? metadata['carAdvertisementUrl'] : metadata;
    if (typeof url === 'string' && url.trim() !== '') return;
    const metadataValue = isRecord(metadata) ? metadata : {};
    addIssue({
      message: m.REQUIRED,
      path: [
        { type: 'object', origin: 'value', input, key: 'metadata', value: metadata },
        { type: 'object', origin: 'value', input: metadataValue, key: 'carAdvertisementUrl', value: url },
      ],
    });
  });
}

/** Shown and required only for personal usage (§5). */
const personalUsage = conditionalSection(
  {
    monthlyIncome: numberFromInput(m.REQUIRED, { min: 1, ...MONEY }),
    sourceOfIncome: requiredString(m.REQUIRED, TEXT_MAX.medium),
  },
  (input) => input['carUsage'] === 'personal',
);

/** Shown and required only for business usage (§5). */
const businessUsage = conditionalSection(
  {
    companyName: requiredString(m.REQUIRED, TEXT_MAX.medium),
    companyCode: companyCode(m.REQUIRED),
  },
  (input) => input['carUsage'] === 'business',
);

/** Shown and required only when the applicant has a guarantor (§5). */
const guarantor = conditionalSection(
  {
    guarantorNameSurname: requiredString(m.REQUIRED, TEXT_MAX.medium),
    guarantorPersonalCode: personalCode(m.REQUIRED),
    guarantorPhoneNumber: phoneLt(m.REQUIRED),
    guarantorEmail: email(m.REQUIRED, m.INVALID_EMAIL_APPLICATION),
    guarantorCity: requiredString(m.REQUIRED, TEXT_MAX.short),
    guarantorAddress: requiredString(m.REQUIRED, TEXT_MAX.medium),
  },
  (input) => input['hasGuarantor'] === true,
);

/**
 * The rental application.
 *
 * - Required ('Šis laukas yra privalomas'): term, approxMonthlyPayment, carUsage, name, surname,
 *   personalCode, driversLicense, phoneNumber, email, monthlyExpenses, city, address, hasGuarantor.
 * - Numbers from numbers or numeric strings; text → 'Įveskite skaičių'. approxMonthlyPayment and
 *   monthlyIncome 1–999999, monthlyExpenses and additionalIncome 0–999999, term a whole 12–60.
 * - carUsage 'personal' requires monthlyIncome and sourceOfIncome; 'business' requires
 *   companyName and companyCode (9 digits). The other usage's fields are ignored and left out
 *   of the output; monthlyIncome is 0 then (§5: income becomes a number, 0 when empty).
 * - hasGuarantor true requires the six guarantor fields; false ignores and drops them.
 * - personalCode and guarantorPersonalCode: valid Lithuanian codes ('Neteisingas asmens kodas').
 * - Phones are output as +370XXXXXXXX.
 * - termsAgreed must be true ('Būtina sutikti su taisyklėmis'); marketingAgreed defaults to false.
 * - price and approxBuyout default to 0; carId is a positive integer id; partnerSlug a slug;
 *   metadata JSON text with an http(s) carAdvertisementUrl.
 */
export const RentalApplicationSchema = allErrorsAtOnce(
  v.pipe(
    v.object(
      {
        carId: optionalIdField(),
        term: termField(),
        price: numberWithDefault(0, { min: 0, ...MONEY }),
        approxMonthlyPayment: monthlyPaymentField(),
        approxBuyout: numberWithDefault(0, { min: 0, ...MONEY }),
        carUsage: picklistField(CAR_USAGES, m.REQUIRED, m.INVALID_VALUE),
        name: requiredString(m.REQUIRED, TEXT_MAX.short),
        surname: requiredString(m.REQUIRED, TEXT_MAX.short),
        personalCode: personalCode(m.REQUIRED),
        driversLicense: requiredString(m.REQUIRED, TEXT_MAX.short),
        phoneNumber: phoneLt(m.REQUIRED),
        email: email(m.REQUIRED, m.INVALID_EMAIL_APPLICATION),
        monthlyExpenses: numberFromInput(m.REQUIRED, { min: 0, ...MONEY }),
        additionalIncome: numberWithDefault(0, { min: 0, ...MONEY }),
        city: requiredString(m.REQUIRED, TEXT_MAX.short),
        address: requiredString(m.REQUIRED, TEXT_MAX.medium),
        hasGuarantor: requiredBoolean(m.REQUIRED),
        termsAgreed: mustBeTrue(m.TERMS_REQUIRED),
        marketingAgreed: booleanFromInput(false),
        partnerSlug: optionalSlug(),
        metadata: applicationMetadataField,
        ...personalUsage.entries,
        ...businessUsage.entries,
        ...guarantor.entries,
      },
      m.INVALID_DATA,
    ),
    personalUsage.check(),
    businessUsage.check(),
    guarantor.check(),
    partnerNeedsCarLink(),
    v.transform((input) => {
      const common = guarantor.omit(businessUsage.omit(personalUsage.omit(input)));
      const personal = personalUsage.parse(input);
      return {
        ...common,
        ...personal,
        monthlyIncome: personal?.monthlyIncome ?? 0,
        ...businessUsage.parse(input),
        ...guarantor.parse(input),
      };
    }),
  ),
);

/** What the application form holds (or a multipart body carries). */
export type RentalApplicationInput = v.InferInput<typeof RentalApplicationSchema>;
/** The application as sent to and stored by the API. */
export type RentalApplicationOutput = v.InferOutput<typeof RentalApplicationSchema>;
