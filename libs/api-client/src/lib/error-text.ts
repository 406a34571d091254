import type { ApiFieldError } from '@ratai/domain';
import type { ApiErrorShape } from './api-error';

/** Shown when an error carries neither details nor a message (our text; the spec shows none). */
export const UNKNOWN_ERROR_TEXT = 'Įvyko klaida. Bandykite dar kartą.';

/** Shown when the request never got an answer: offline, DNS, refused connection, CORS (our text). */
export const NETWORK_ERROR_TEXT = 'Nepavyko susisiekti su serveriu. Patikrinkite ryšį ir bandykite dar kartą.';

/** Shown when the server did not answer within the configured timeout (our text). */
export const TIMEOUT_ERROR_TEXT = 'Serveris neatsako. Bandykite dar kartą vėliau.';

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

/**
 * The field errors of an error body (`details.errors[]` with a `path`), for forms that show each
 * message at its field. Entries without a string path get `[]` (the whole form).
 */
export function fieldErrorsOf(body: unknown): ApiFieldError[] {
  const error = unwrap(body);
  if (!error || !isObject(error.details) || !Array.isArray(error.details['errors'])) return [];
  return (error.details['errors'] as unknown[]).flatMap((item): ApiFieldError[] => {
    if (!isObject(item) || typeof item['message'] !== 'string') return [];
    const path = Array.isArray(item['path']) ? item['path'].map(String) : [];
    return [{ path, message: item['message'] }];
  });
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
