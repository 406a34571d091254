import type { ApiFieldError } from '@ratai/domain';

/** Error body of every API call (DESIGN.md: `{ data: null, error: { status, name, message, details } }`). */
export interface ApiErrorShape {
  data: null;
  error: {
    status: number;
    name: string;
    message: string;
    details?: unknown;
  };
}

/**
 * What every failed call of the RTK Query api yields (`result.error`, `unwrap()` rejections):
 * the HTTP status (or the kind of transport failure) and the Lithuanian text to show (spec §7).
 * `fieldErrors` are the API's `details.errors` so a form can put each message at its field.
 */
export interface ApiClientError {
  /** HTTP status, or why no status came back. */
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR';
  /** User-facing Lithuanian text: details joined by ", ", else the message, else a generic text. */
  message: string;
  /** Field errors of a validation failure (`[]` when the error names no fields). */
  fieldErrors: ApiFieldError[];
}

/** Whether `value` is an {@link ApiClientError} (e.g. inside a `catch` around `unwrap()`). */
export function isApiClientError(value: unknown): value is ApiClientError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'message' in value &&
    typeof (value as { message: unknown }).message === 'string' &&
    Array.isArray((value as { fieldErrors?: unknown }).fieldErrors)
  );
}
