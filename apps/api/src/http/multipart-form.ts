import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import { INVALID_VALUE, UPLOAD_TOO_LARGE, UPLOAD_TOO_MANY, UPLOAD_UNKNOWN } from '@ratai/validation';
import { HttpError, validationError, type FieldError } from './errors';
import { API_MESSAGES } from './messages';
import { removeSpooled, spoolToFile, uploadSpoolDir } from './upload-spool';

/**
 * The one reader of multipart forms (@fastify/multipart, limits in app.ts: 11 files of at most
 * 5242880 bytes, 200 fields of at most 64 KB, 260 parts): the listing create/edit forms and the
 * article cover (each file streamed to the upload spool, upload-spool.ts, so every image can be
 * checked before anything is stored, and deleted when the form's work ends) and the rental
 * application (no files). Spec §7: every field a text part, a repeated name becomes
 * an array in the order sent (the schema refuses an array for a scalar field with the field's own
 * message). Which names are allowed and how many files a field takes is the schema's business
 * (@ratai/validation), so the reader accepts any name. Values are never logged (an application
 * holds a personal code).
 *
 * - Not multipart → 415 'Užklausa turi būti multipart/form-data' (a caller that also takes JSON
 *   checks `request.isMultipart()` first).
 * - A text value cut at the field-size limit → 400 'Neteisinga reikšmė' at that field (no field
 *   comes anywhere near 64 KB, so a cut value is never a real one).
 * - `files: 'keep'`: a file above the size limit → 413 'Failas yra per didelis' at the file's
 *   field; more files than a request may carry → 413 'Per daug failų' at `manyFilesField`; a file
 *   part with no name and no bytes (a browser's empty file input) is skipped.
 * - `files: 'refuse'`: a file part → 400 'Neteisinga reikšmė' at its field (the form has none).
 * - Too many fields or parts → 413 'Per daug laukų' at the last field read.
 * - A broken body (cut connection, malformed boundary) → 400: 'Neteisingi duomenys', or the upload
 *   widget's UPLOAD_UNKNOWN on a form that takes files. The client's fault, never a 500.
 */

/**
 * Registers @fastify/multipart (its content-type parser and `request.parts()`, which
 * {@link withMultipartForm} reads) without the two hooks it adds to every request of the API:
 * an async onRequest that puts a 'close' listener on every response and an async onResponse,
 * both there only to delete the temporary files of its `saveRequestFiles()`. The API never
 * calls that (forms are read here, their files spooled and deleted by withMultipartForm), so
 * for every request, public reads included, the hooks only cost two promises and a listener.
 */
export async function registerMultipart(app: FastifyInstance, options: FastifyMultipartOptions): Promise<void> {
  const addHook = app.addHook;
  app.addHook = function addHookButTempFileCleanup(this: FastifyInstance, name: string, hook: unknown) {
    if (name === 'onRequest' || name === 'onResponse') return this;
    return (addHook as (name: string, hook: unknown) => FastifyInstance).call(this, name, hook);
  } as FastifyInstance['addHook'];
  try {
    await app.register(fastifyMultipart, options);
  } finally {
    app.addHook = addHook;
  }
}

/** One uploaded file, shaped like @ratai/validation's `UploadedFile` plus where its bytes wait. */
export interface FormFile {
  /** The form field it came in (`gallery`, `headerImage`, `cover`). */
  field: string;
  /** The file name the client gave; only the extension is ever used. */
  name: string;
  /** MIME type as the client declared it; the bytes are checked separately. */
  type: string;
  size: number;
  /** Its bytes in the upload spool (upload-spool.ts); the file exists while the form's work runs. */
  path: string;
}

export interface MultipartForm {
  /** Text parts by name; a repeated name becomes an array, in the order sent. */
  fields: Record<string, string | string[]>;
  /** File parts by field name, in the order sent (always empty with `files: 'refuse'`). */
  files: Record<string, FormFile[]>;
}

export interface ReadFormOptions {
  files: 'keep' | 'refuse';
  /** With `files: 'keep'`: the field the form shows "too many files" under (the one taking several). */
  manyFilesField?: string;
}

/**
 * Reads the form, runs `work` with it, then deletes the form's spooled files whatever happened
 * (a refused field, a cut connection, a failed save): the only way to read a form, so no file
 * outlives its request.
 */
export async function withMultipartForm<T>(request: FastifyRequest, options: ReadFormOptions, work: (form: MultipartForm) => Promise<T>): Promise<T> {
  const spooled: string[] = [];
  try {
    return await work(await readForm(request, options, spooled));
  } finally {
    await removeSpooled(spooled);
  }
}

async function readForm(request: FastifyRequest, options: ReadFormOptions, spooled: string[]): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'UnsupportedMediaTypeError', API_MESSAGES.notMultipart);
  const form: MultipartForm = { fields: {}, files: {} };
  const manyFilesField = options.manyFilesField ?? 'files';
  const spoolDir = uploadSpoolDir(request.server.config.dataDir);
  let currentField = manyFilesField;
  try {
    for await (const part of request.parts()) {
      currentField = part.fieldname;
      if (part.type === 'file') {
        if (options.files === 'refuse') {
          // Drain the stream, or busboy waits for it forever.
          part.file.resume();
          throw validationError([{ path: [part.fieldname], message: INVALID_VALUE }]);
        }
        const file = await spoolToFile(spoolDir, part.file, (created) => spooled.push(created));
        // busboy stops at the size limit and ends the stream cut: what was written is not the file.
        if (part.file.truncated) throw limitError(UPLOAD_TOO_LARGE, part.fieldname);
        if (file.size === 0 && !part.filename) continue;
        (form.files[part.fieldname] ??= []).push({ field: part.fieldname, name: part.filename, type: part.mimetype, size: file.size, path: file.path });
      } else {
        if (part.valueTruncated) throw validationError([{ path: [part.fieldname], message: INVALID_VALUE }]);
        // JSON-typed parts arrive parsed; the schemas read strings, so anything else is kept
        // as its JSON text and then refused by the field's own rule.
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        const previous = form.fields[part.fieldname];
        form.fields[part.fieldname] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
      }
    }
  } catch (error) {
    throw toHttpError(error, currentField, manyFilesField, options.files === 'keep' ? UPLOAD_UNKNOWN : API_MESSAGES.invalidData);
  }
  return form;
}

/** 413 like Fastify's own limit errors, with the field error the form shows under the field. */
function limitError(message: string, field: string): HttpError {
  const errors: FieldError[] = [{ path: [field], message }];
  return new HttpError(413, 'PayloadTooLargeError', message, { errors });
}

/** Multipart limit errors → our error shape with the forms' messages. */
function toHttpError(error: unknown, field: string, manyFilesField: string, brokenBodyMessage: string): unknown {
  if (error instanceof HttpError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    // The error carries the part that overflowed; fall back to the last part seen.
    const part = (error as { part?: { fieldname?: unknown } }).part;
    return limitError(UPLOAD_TOO_LARGE, typeof part?.fieldname === 'string' ? part.fieldname : field);
  }
  if (code === 'FST_FILES_LIMIT') return limitError(UPLOAD_TOO_MANY, manyFilesField);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return limitError(API_MESSAGES.tooManyFields, field);
  if (error instanceof Error && /multipart|part terminated|unexpected end|boundary/i.test(error.message)) {
    return new HttpError(400, 'BadRequestError', brokenBodyMessage);
  }
  return error;
}
