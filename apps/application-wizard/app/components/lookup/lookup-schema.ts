import * as v from 'valibot';
import { ApplicationLookupSchema, applicationIdField, INVALID_DATA } from '@ratai/validation';

/**
 * The lookup form (spec §2.10): the application's number and the last four digits of the personal
 * code. Both rules come from libs/validation as they are — the number's (`applicationIdField`) and
 * the digits' (`ApplicationLookupSchema`: required, at most 4 characters) — only put side by side.
 */
export const LookupFormSchema = v.object({ id: applicationIdField, ...ApplicationLookupSchema.entries }, INVALID_DATA);
export type LookupFormInput = v.InferInput<typeof LookupFormSchema>;
export type LookupFormOutput = v.InferOutput<typeof LookupFormSchema>;
