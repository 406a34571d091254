import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { serializeError } from './log-safety';
import { API_MESSAGES } from './messages';

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
  new HttpError(400, 'ValidationError', errors[0]?.message ?? API_MESSAGES.invalidData, { errors });
export const unauthorized = (message: string = API_MESSAGES.signIn) => new HttpError(401, 'UnauthorizedError', message);
export const forbidden = (message: string = API_MESSAGES.forbidden) => new HttpError(403, 'ForbiddenError', message);
export const notFound = (message: string = API_MESSAGES.notFound) => new HttpError(404, 'NotFoundError', message);
export const conflict = (message: string) => new HttpError(409, 'ConflictError', message);
export const tooManyRequests = (message: string = API_MESSAGES.tooManyRequests) =>
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
  FST_ERR_CTP_INVALID_JSON_BODY: API_MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: API_MESSAGES.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: API_MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: API_MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: API_MESSAGES.invalidContentLength,
  FST_REQ_FILE_TOO_LARGE: API_MESSAGES.fileTooLarge,
  FST_PARTS_LIMIT: API_MESSAGES.tooManyFields,
  FST_FILES_LIMIT: API_MESSAGES.tooManyFiles,
  FST_FIELDS_LIMIT: API_MESSAGES.tooManyFields,
  FST_PROTO_VIOLATION: API_MESSAGES.invalidData,
  FST_INVALID_MULTIPART_CONTENT_TYPE: API_MESSAGES.notMultipart,
  FST_ERR_VALIDATION: API_MESSAGES.invalidData,
  FST_ERR_BAD_URL: API_MESSAGES.invalidRequest,
};

/** Longest URL we read; longer ones answer 414 before routing. */
export const MAX_URL_LENGTH = 8 * 1024;

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(errorBody(error.status, error.errorName, error.message, error.details));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || API_MESSAGES.invalidRequest;
      request.log.info({ code: error.code, status }, 'client error');
      return reply.status(status).send(errorBody(status, status === 429 ? 'RateLimitError' : 'BadRequestError', message));
    }
    // serializeError, not the error itself: a database error carries its statement and values.
    request.log.error({ err: serializeError(error) }, 'unhandled error');
    return reply.status(500).send(errorBody(500, 'InternalServerError', API_MESSAGES.serverError));
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(errorBody(404, 'NotFoundError', API_MESSAGES.notFound));
  });

  // A URL longer than we ever make: 414 in our shape, before the router reads it.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.length > MAX_URL_LENGTH) {
      reply.status(414).send(errorBody(414, 'UriTooLongError', API_MESSAGES.urlTooLong));
      return;
    }
    done();
  });

  // @fastify/cors answers a bare OPTIONS (no Origin / Access-Control-Request-Method) with its own
  // English text/plain 400; our shape instead. Only OPTIONS requests pay for this hook's test.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method === 'OPTIONS' && reply.statusCode === 400 && typeof payload === 'string' && !payload.startsWith('{')) {
      reply.type('application/json; charset=utf-8');
      done(null, JSON.stringify(errorBody(400, 'BadRequestError', API_MESSAGES.invalidRequest)));
      return;
    }
    done(null, payload);
  });
}

/**
 * Fastify options for the errors that happen before a route runs: a malformed URL (%zz) through
 * `frameworkErrors`, and errors Node's HTTP parser reports on the socket (a request line or
 * headers too large, a timeout, garbage) through `clientErrorHandler` — all in our shape.
 */
export const frameworkErrorOptions: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors: (error, _request, reply) => {
    const message = FRAMEWORK_MESSAGES[error.code] ?? API_MESSAGES.invalidRequest;
    (reply as FastifyReply).status(400).send(errorBody(400, 'BadRequestError', message));
  },
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason, name, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'RequestTimeoutError', API_MESSAGES.requestTimeout]
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request Header Fields Too Large', 'HeadersTooLargeError', API_MESSAGES.bodyTooLarge]
          : [400, 'Bad Request', 'BadRequestError', API_MESSAGES.invalidRequest];
    const body = JSON.stringify(errorBody(status, name, message));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  },
};
