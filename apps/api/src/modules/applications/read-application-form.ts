import type { FastifyRequest } from 'fastify';
import { INVALID_DATA } from '@ratai/validation';
import { validationError } from '../../http/errors';
import { withMultipartForm } from '../../http/multipart-form';

/**
 * The body of POST /car-application/create and PUT /car-application/update/{id}: spec §7's
 * multipart form, read by the API's one form reader (http/multipart-form.ts; an application
 * carries no files, so a file part is refused at its field). A JSON object is accepted too, with
 * the same fields: the schema reads both shapes the same way, and it spares non-browser clients a
 * multipart encoder.
 *
 * `carFeatures` is dropped: §7 says the wizard's form builder leaves it out only "when empty", so
 * a client may still send it; it belongs to listings and means nothing here.
 */
export async function readApplicationForm(request: FastifyRequest): Promise<Record<string, unknown>> {
  let fields: Record<string, unknown>;
  if (request.isMultipart()) {
    fields = await withMultipartForm(request, { files: 'refuse' }, async (form) => form.fields);
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
