import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A field error as the forms show it: the path of the field and its Lithuanian message. */
export interface FieldError {
  path: string[];
  message: string;
}

/**
 * An error the API answers on purpose. Its body is always
 * `{ data: null, error: { status, name, message, details } }` (DESIGN.md), message in Lithuanian.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details: Record<string, unknown> = {}) =>
  new HttpError(400, 'BadRequestError', message, details);
export const validationError = (errors: FieldError[]) =>
  new HttpError(400, 'ValidationError', errors[0]?.message ?? 'Neteisingi duomenys', { errors });
export const unauthorized = (message = 'Prisijunkite') => new HttpError(401, 'UnauthorizedError', message);
export const forbidden = (message = 'Neturite teisės atlikti šio veiksmo') => new HttpError(403, 'ForbiddenError', message);
export const notFound = (message = 'Nerasta') => new HttpError(404, 'NotFoundError', message);
export const conflict = (message: string) => new HttpError(409, 'ConflictError', message);
export const tooManyRequests = (message = 'Per daug bandymų. Pabandykite vėliau.') =>
  new HttpError(429, 'RateLimitError', message);

export function errorBody(status: number, name: string, message: string, details: Record<string, unknown> = {}) {
  return { data: null, error: { status, name, message, details } };
}

/**
 * Fastify's own 4xx errors (malformed JSON, body too large, bad multipart, wrong content type)
 * mapped to our shape with Lithuanian text. Anything unexpected is a 500 with a generic text;
 * its details go to the log only.
 */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Neteisingas JSON formatas',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Tuščias užklausos turinys',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Užklausa per didelė',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Nepalaikomas turinio tipas',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Neteisingas turinio ilgis',
  FST_REQ_FILE_TOO_LARGE: 'Failas yra per didelis',
  FST_PARTS_LIMIT: 'Per daug laukų',
  FST_FILES_LIMIT: 'Per daug failų',
  FST_FIELDS_LIMIT: 'Per daug laukų',
  FST_PROTO_VIOLATION: 'Neteisingi duomenys',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Užklausa turi būti multipart/form-data',
  FST_ERR_VALIDATION: 'Neteisingi duomenys',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(errorBody(error.status, error.errorName, error.message, error.details));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || 'Neteisinga užklausa';
      request.log.info({ code: error.code, status }, 'client error');
      return reply.status(status).send(errorBody(status, status === 429 ? 'RateLimitError' : 'BadRequestError', message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(500, 'InternalServerError', 'Serverio klaida. Bandykite dar kartą vėliau.'));
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(errorBody(404, 'NotFoundError', 'Nerasta'));
  });
}
