/**
 * Turning valibot issues into the field errors the API sends (`error.details.errors[]`) and a
 * form can show. Framework-free: the API route and any form can use it.
 */
import * as v from 'valibot';

/** One field error: `path` names the field (e.g. ['email'], [] for the whole input). */
export interface FieldError {
  path: string[];
  /** The Lithuanian message, the same text the form shows. */
  message: string;
}

/** The result of {@link validate}. */
export type ValidationResult<TOutput> =
  | { success: true; output: TOutput }
  | { success: false; errors: FieldError[] };

/**
 * Maps valibot issues to field errors: the path as string keys (array indexes become "0",
 * "1", …), the message as is. Repeated path+message pairs are kept once, in order.
 *
 * @example toFieldErrors(result.issues) // [{ path: ['name'], message: 'Šis laukas yra privalomas' }]
 */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const path = (issue.path ?? []).map((item) => String(item.key));
    const id = JSON.stringify([path, issue.message]);
    if (seen.has(id)) continue;
    seen.add(id);
    errors.push({ path, message: issue.message });
  }
  return errors;
}

/**
 * Validates `input` against `schema`, collecting every error (not stopping at the first).
 *
 * @example
 * const result = validate(RentalApplicationSchema, body);
 * if (!result.success) reply.code(400).send({ data: null, error: { status: 400, name: 'ValidationError',
 *   message: result.errors[0].message, details: { errors: result.errors } } });
 */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): ValidationResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input, { abortEarly: false });
  return result.success
    ? { success: true, output: result.output }
    : { success: false, errors: toFieldErrors(result.issues) };
}
