/**
 * The callback request form (spec §5 "Callback request", §3), also the JSON body of POST
 * /email/request.
 */
import * as v from 'valibot';
import { TEXT_MAX, mustBeTrue, optionalString, phoneLt, requiredString } from './fields';
import * as m from './messages';

/**
 * - name 'Įveskite savo vardą';
 * - phone 'Įveskite telefono numerį': the form starts with just "+370", which counts as empty;
 *   output as +370XXXXXXXX;
 * - termsAgreed must be true ('Būtina sutikti su taisyklėmis');
 * - recaptchaToken optional;
 * - subject optional, CALLBACK_DEFAULT_SUBJECT (messages.ts) when not given.
 */
export const CallbackRequestSchema = v.object(
  {
    name: requiredString(m.NAME_REQUIRED, TEXT_MAX.short),
    phone: phoneLt(m.PHONE_REQUIRED),
    termsAgreed: mustBeTrue(m.TERMS_REQUIRED),
    recaptchaToken: optionalString(TEXT_MAX.token),
    subject: v.pipe(
      optionalString(TEXT_MAX.medium),
      v.transform((subject: string | undefined) => subject ?? m.CALLBACK_DEFAULT_SUBJECT),
    ),
  },
  m.INVALID_DATA,
);
/** Input of {@link CallbackRequestSchema}. */
export type CallbackRequestInput = v.InferInput<typeof CallbackRequestSchema>;
/** Output of {@link CallbackRequestSchema}. */
export type CallbackRequestOutput = v.InferOutput<typeof CallbackRequestSchema>;
