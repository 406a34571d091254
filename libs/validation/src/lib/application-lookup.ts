/**
 * Application lookup (spec §5 "Application lookup", §7 GET
 * /car-application/get-application/{id}/{personalCode}): the applicant finds their
 * application by its id and the last four digits of their personal code.
 */
import * as v from 'valibot';
import { LOOKUP_CODE_LENGTH } from '@ratai/domain';
import { requiredText } from './fields';
import * as m from './messages';

/**
 * The application id: a UUID (our ids are UUIDs so they cannot be guessed), lower-cased.
 * Blank → 'Šis laukas yra privalomas', anything else → 'Neteisingas paraiškos numeris'.
 */
export const applicationIdField = requiredText(
  m.REQUIRED,
  v.pipe(v.string(), v.toLowerCase(), v.uuid(m.INVALID_APPLICATION_ID)),
);

/** Route params of calls on one application (`/car-application/update/{id}`, the bank steps). */
export const ApplicationIdParamsSchema = v.object({ id: applicationIdField }, m.INVALID_DATA);
/** Input of {@link ApplicationIdParamsSchema}. */
export type ApplicationIdParamsInput = v.InferInput<typeof ApplicationIdParamsSchema>;
/** Output of {@link ApplicationIdParamsSchema}. */
export type ApplicationIdParamsOutput = v.InferOutput<typeof ApplicationIdParamsSchema>;

/**
 * The lookup form: the last digits of the personal code. Required ('Šis laukas yra
 * privalomas'), at most 4 characters ('Nurodykite paskutinius 4 skaičius'), as the spec says.
 * Fewer than 4 passes the form and is refused by the server's {@link ApplicationLookupParamsSchema}.
 */
export const ApplicationLookupSchema = v.object(
  {
    personalCode: requiredText(
      m.REQUIRED,
      v.pipe(v.string(), v.maxLength(LOOKUP_CODE_LENGTH, m.LOOKUP_LAST4)),
    ),
  },
  m.INVALID_DATA,
);
/** Input of {@link ApplicationLookupSchema}. */
export type ApplicationLookupInput = v.InferInput<typeof ApplicationLookupSchema>;
/** Output of {@link ApplicationLookupSchema}. */
export type ApplicationLookupOutput = v.InferOutput<typeof ApplicationLookupSchema>;

/**
 * Route params of the lookup call: the application id and exactly 4 digits
 * ('Nurodykite paskutinius 4 skaičius' otherwise), since the server compares them with the
 * stored code's tail.
 */
export const ApplicationLookupParamsSchema = v.object(
  {
    id: applicationIdField,
    personalCode: requiredText(
      m.REQUIRED,
      v.pipe(v.string(), v.regex(new RegExp(`^\\d{${LOOKUP_CODE_LENGTH}}$`), m.LOOKUP_LAST4)),
    ),
  },
  m.INVALID_DATA,
);
/** Input of {@link ApplicationLookupParamsSchema}. */
export type ApplicationLookupParamsInput = v.InferInput<typeof ApplicationLookupParamsSchema>;
/** Output of {@link ApplicationLookupParamsSchema}. */
export type ApplicationLookupParamsOutput = v.InferOutput<typeof ApplicationLookupParamsSchema>;
