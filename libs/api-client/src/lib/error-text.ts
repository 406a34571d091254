import type { ApiErrorShape } from './api-error';

/** Shown when an error carries neither details nor a message (our text; the spec shows none). */
export const UNKNOWN_ERROR_TEXT = 'Įvyko klaida. Bandykite dar kartą.';

/**
 * The user-facing text of a failed call (spec §7): the details list joined by a comma,
 * else the error message. Accepts the API's error body `{ data: null, error: {...} }`
 * or the bare `error` object; anything else falls back to a generic Lithuanian text.
 */
export function errorText(body: unknown): string {
  const error = unwrap(body);
  if (!error) return UNKNOWN_ERROR_TEXT;
  const details = detailMessages(error.details);
  if (details.length > 0) return details.join(', ');
  if (typeof error.message === 'string' && error.message.trim() !== '') return error.message;
  return UNKNOWN_ERROR_TEXT;
}

function unwrap(body: unknown): ApiErrorShape['error'] | null {
  if (!isObject(body)) return null;
  if (isObject(body['error'])) return body['error'] as ApiErrorShape['error'];
  if ('message' in body || 'details' in body) return body as ApiErrorShape['error'];
  return null;
}

/** `details` is a list of strings, a list of `{ message }`, or `{ errors: [{ message }] }`. */
function detailMessages(details: unknown): string[] {
  const list = Array.isArray(details)
    ? details
    : isObject(details) && Array.isArray(details['errors'])
      ? (details['errors'] as unknown[])
      : [];
  return list
    .map((item) => (typeof item === 'string' ? item : isObject(item) ? item['message'] : undefined))
    .filter((message): message is string => typeof message === 'string' && message.trim() !== '');
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
