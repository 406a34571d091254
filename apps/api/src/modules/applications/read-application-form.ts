import type { FastifyRequest } from 'fastify';
import { INVALID_DATA, INVALID_VALUE } from '@ratai/validation';
import { HttpError, validationError } from '../../http/errors';
import { API_MESSAGES } from '../../http/messages';

/**
 * Reads the body of POST /car-application/create and PUT /car-application/update/{id}.
 *
 * Spec §7 sends a multipart form: every field a text part, a repeated name becomes an array (the
 * schema then refuses it for a scalar field with the field's own message). A JSON object is
 * accepted too, with the same fields: the schema reads both shapes the same way, and it spares
 * non-browser clients a multipart encoder.
 *
 * - `carFeatures` is dropped: §7 says the wizard's form builder leaves it out only "when empty",
 *   so a client may still send it; it belongs to listings and means nothing here.
 * - A file part is refused at its field: an application carries no files.
 * - A value cut at the multipart field-size limit (64 KB) is refused at its field.
 * Values are never logged: the body holds a personal code.
 */
export async function readApplicationForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  let fields: Record<string, unknown>;
  if (request.isMultipart()) {
    const form: Record<string, string | string[]> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          // Drain the stream, or busboy waits for it forever.
          part.file.resume();
          throw validationError([{ path: [part.fieldname], message: INVALID_VALUE }]);
        }
        if (part.valueTruncated) throw validationError([{ path: [part.fieldname], message: INVALID_VALUE }]);
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        const previous = form[part.fieldname];
        form[part.fieldname] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
      }
    } catch (error) {
      throw toHttpError(error);
    }
    fields = form;
  } else {
    const body: unknown = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw validationError([{ path: [], message: INVALID_DATA }]);
    }
    fields = { ...(body as Record<string, unknown>) };
  }
  delete fields['carFeatures'];
  return fields;
}

function toHttpError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') {
    return new HttpError(413, 'PayloadTooLargeError', API_MESSAGES.tooManyFields);
  }
  // A broken body (cut connection, malformed boundary): the client's fault, not a 500.
  if (error instanceof Error && /multipart|part terminated|unexpected end|boundary/i.test(error.message)) {
    return new HttpError(400, 'BadRequestError', 'Neteisingi duomenys');
  }
  return error;
}
