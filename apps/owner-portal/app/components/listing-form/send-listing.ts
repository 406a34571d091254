import type { ApiFieldError } from '@ratai/domain';
import { apiBaseUrl, errorText, fieldErrorsOf, NETWORK_ERROR_TEXT, readToken } from '@ratai/api-client';

/** A failed listing upload: the Lithuanian text to show (spec §8, danger banner) and the API's field errors. */
export class ListingUploadError extends Error {
  constructor(
    readonly status: number | 'FETCH_ERROR',
    message: string,
    readonly fieldErrors: ApiFieldError[] = [],
  ) {
    super(message);
    this.name = 'ListingUploadError';
  }
}

export interface SendListingOptions {
  apiOrigin: string;
  /** `POST /car-advertisement/create` or `PUT /car-advertisement/edit/{id}` (spec §7). */
  method: 'POST' | 'PUT';
  path: string;
  body: FormData;
  /** Bytes sent so far of the whole body (the browser's upload progress). */
  onProgress?: (loaded: number, total: number) => void;
  /** Called on a 401 (spec §7: to the token-removal route). */
  onUnauthorized?: () => void;
}

/**
 * Sends the listing's multipart form with XMLHttpRequest rather than the api-client's fetch:
 * fetch reports no upload progress, and the form shows a progress bar per photo (issue 6). The
 * token, error text and field errors are the api-client's own (`readToken`, `errorText`,
 * `fieldErrorsOf`), so the result reads like any other call. Resolves with the car the API answers.
 */
export function sendListing<T>({ apiOrigin, method, path, body, onProgress, onUnauthorized }: SendListingOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${apiBaseUrl(apiOrigin)}${path}`);
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      let answer: unknown = null;
      try {
        answer = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        answer = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(answer as T);
        return;
      }
      if (xhr.status === 401) onUnauthorized?.();
      reject(new ListingUploadError(xhr.status, errorText(answer), fieldErrorsOf(answer)));
    };
    xhr.onerror = () => reject(new ListingUploadError('FETCH_ERROR', NETWORK_ERROR_TEXT));
    xhr.send(body);
  });
}

/**
 * Per-file progress (0–100) from the progress of the whole body. The files are the body's last
 * parts, in order, so file i starts after the text fields and the files before it; the few bytes
 * of each part's headers are ignored.
 */
export function fileProgress(sizes: readonly number[], loaded: number, total: number): number[] {
  const filesBytes = sizes.reduce((sum, size) => sum + size, 0);
  let offset = Math.max(total - filesBytes, 0);
  return sizes.map((size) => {
    const sent = Math.min(Math.max(loaded - offset, 0), size);
    offset += size;
    return size === 0 ? (loaded >= total ? 100 : 0) : Math.round((sent / size) * 100);
  });
}
