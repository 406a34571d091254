import { isApiClientError } from '@ratai/api-client';
import { failureText } from './format';

/** Where a message goes: react-hook-form's `setError` fits. */
export type PlaceFieldError<F extends string> = (field: F, error: { message: string }, options: { shouldFocus: boolean }) => void;

/**
 * Puts the API's field errors (`details.errors[]` with `path`) under the form's own fields and
 * returns the text to show above the form for everything else (no field, or a field the form does
 * not have), or null when every message found its field. What the team typed stays in the form.
 */
export function showApiErrors<F extends string>(error: unknown, fields: readonly F[], place: PlaceFieldError<F>): string | null {
  const fieldErrors = isApiClientError(error) ? error.fieldErrors : [];
  const known = (name: unknown): name is F => (fields as readonly unknown[]).includes(name);
  const placed = fieldErrors.filter((fieldError) => known(fieldError.path[0]));
  placed.forEach((fieldError, index) => place(fieldError.path[0] as F, { message: fieldError.message }, { shouldFocus: index === 0 }));
  if (placed.length > 0 && placed.length === fieldErrors.length) return null;
  const rest = fieldErrors.filter((fieldError) => !placed.includes(fieldError));
  return rest.length > 0 ? rest.map((fieldError) => fieldError.message).join(', ') : failureText(error);
}
