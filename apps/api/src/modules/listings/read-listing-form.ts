import type { FastifyRequest } from 'fastify';
import { INVALID_VALUE, UPLOAD_TOO_LARGE, UPLOAD_TOO_MANY, UPLOAD_UNKNOWN } from '@ratai/validation';
import { HttpError, validationError, type FieldError } from '../../http/errors';
import { API_MESSAGES } from '../../http/messages';

/**
 * Reads the multipart body of the listing create/edit calls (spec §7: every field a text part,
 * list fields repeated, image files as file parts) into memory, so that every image can be
 * checked before anything is written. Memory is bounded by the multipart limits of app.ts
 * (11 files of at most 5242880 bytes, 200 fields of at most 64 KB).
 */

/** One uploaded file, shaped like @ratai/validation's `UploadedFile` plus its bytes. */
export interface FormFile {
  /** The form field it came in (`gallery`, `headerImage`). */
  field: string;
  /** The file name the client gave; only the extension is ever used. */
  name: string;
  /** MIME type as the client declared it; the bytes are checked separately. */
  type: string;
  size: number;
  data: Buffer;
}

export interface ListingForm {
  /** Text parts by name; a repeated name becomes an array, in the order sent. */
  fields: Record<string, string | string[]>;
  /** File parts by field name, in the order sent. */
  files: Record<string, FormFile[]>;
}

/** Ours (the spec names only the file messages): more text fields or parts than app.ts allows. */

const MULTIPART_REQUIRED = 'Užklausa turi būti multipart/form-data';

/**
 * Collects fields and files of a multipart request.
 *
 * - Not multipart → 415 'Užklausa turi būti multipart/form-data'.
 * - A file above the size limit (truncated by busboy) → 413 'Failas yra per didelis' at the
 *   file's field; more files than the request may carry → 413 'Per daug failų' at `gallery`
 *   (the only field that takes several); too many fields → 413 'Per daug laukų'.
 * - A text value cut at the field-size limit → 400 'Neteisinga reikšmė' at that field (no
 *   listing field comes anywhere near 64 KB, so a cut value is never a real one).
 * - A file part with no name and no bytes is what a browser sends for an empty file input:
 *   it is skipped, not treated as a file.
 *
 * Which names are allowed and how many files a field takes is the schema's business
 * (@ratai/validation), so this reader accepts any name.
 */
export async function readListingForm(request: FastifyRequest): Promise<ListingForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'UnsupportedMediaTypeError', MULTIPART_REQUIRED);
  const form: ListingForm = { fields: {}, files: {} };
  let currentField = 'gallery';
  try {
    for await (const part of request.parts()) {
      currentField = part.fieldname;
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // With throwFileSizeLimit turned off somewhere, toBuffer returns the cut bytes instead.
        if (part.file.truncated) throw tooLarge(part.fieldname);
        if (data.length === 0 && !part.filename) continue;
        const file: FormFile = { field: part.fieldname, name: part.filename, type: part.mimetype, size: data.length, data };
        (form.files[part.fieldname] ??= []).push(file);
      } else {
        if (part.valueTruncated) throw validationError([{ path: [part.fieldname], message: INVALID_VALUE }]);
        // JSON-typed parts arrive parsed; the schemas read strings, so anything else is kept
        // as its JSON text and then refused by the field's own rule.
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        const previous = form.fields[part.fieldname];
        form.fields[part.fieldname] =
          previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
      }
    }
  } catch (error) {
    throw toHttpError(error, currentField);
  }
  return form;
}

function tooLarge(field: string): HttpError {
  return limitError(UPLOAD_TOO_LARGE, field);
}

/** 413 like Fastify's own limit errors, with the field error the form shows under the field. */
function limitError(message: string, field: string): HttpError {
  const errors: FieldError[] = [{ path: [field], message }];
  return new HttpError(413, 'PayloadTooLargeError', message, { errors });
}

/** Multipart limit errors → our error shape with the upload widget's messages. */
function toHttpError(error: unknown, field: string): unknown {
  if (error instanceof HttpError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    // The error carries the part that overflowed; fall back to the last part seen.
    const part = (error as { part?: { fieldname?: unknown } }).part;
    return tooLarge(typeof part?.fieldname === 'string' ? part.fieldname : field);
  }
  if (code === 'FST_FILES_LIMIT') return limitError(UPLOAD_TOO_MANY, 'gallery');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return limitError(API_MESSAGES.tooManyFields, field);
  // A broken body (cut connection, malformed boundary): the client's fault, not a 500.
  if (error instanceof Error && /multipart|part terminated|unexpected end/i.test(error.message)) {
    return new HttpError(400, 'BadRequestError', UPLOAD_UNKNOWN);
  }
  return error;
}
