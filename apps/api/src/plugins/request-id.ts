import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { LogController, type FastifyInstance } from 'fastify';

/**
 * Every request has an id that is in each of its log lines (`requestId`) and in the answer's
 * `X-Request-Id` header. An id that arrives in `X-Request-Id` (from the load balancer, or from a
 * web app's server calling the API for a page) is kept, so one id follows a page view through
 * every process; otherwise a new UUID. An incoming id is kept only when it is short and plain
 * (letters, digits, `._:-`): it goes into logs, where a hostile one could forge lines.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const PLAIN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(raw: IncomingMessage): string {
  const sent = raw.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && PLAIN_ID.test(sent) ? sent : randomUUID();
}

/** Options for Fastify(): the id comes from requestIdOf, and logs call it `requestId`. */
export const requestIdOptions = {
  // Not Fastify's own header handling: it would take any value verbatim.
  requestIdHeader: false as const,
  genReqId: requestIdOf,
  logController: new LogController({ requestIdLogLabel: 'requestId' }),
};

/** Echoes the id on every answer, errors and 404s included. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-id' },
);
