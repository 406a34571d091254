import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The API's security headers (X-Content-Type-Options, Strict-Transport-Security, the
 * Cross-Origin-* family, Referrer-Policy, …), exactly as `helmet` writes them for our options.
 *
 * Why not @fastify/helmet: it builds a new helmet middleware and runs its chain of a dozen
 * functions on every request, plus a second hook decorating the reply — for headers that never
 * change. Profiled under load (tools/bench/api-search), that was ~5 % of the API's CPU for a
 * search. helmet's headers depend only on its options, not on the request, so we let helmet write
 * them once, into a recorder, and set the recorded values on every reply: helmet stays the source
 * of truth for names and values; a request costs one `reply.headers()`.
 */
export interface SecurityHeaders {
  /** Header name (lower case) → value. */
  readonly set: Readonly<Record<string, string>>;
  /** Headers helmet removes (X-Powered-By): Fastify never sets them, so there is nothing to do per request. */
  readonly removed: readonly string[];
}

/** What helmet writes for `options`, recorded without a real request. */
export function securityHeadersOf(options: Readonly<HelmetOptions>): SecurityHeaders {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      removed.push(name.toLowerCase());
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  // helmet's middleware is synchronous; should a later version not be, fail at start-up rather
  // than send replies without the headers.
  if (!finished) throw new Error('helmet did not finish synchronously: security headers unknown');
  return { set, removed };
}

/** Sets the recorded headers on every reply, before any handler runs (errors and 404s too). */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): SecurityHeaders {
  const headers = securityHeadersOf(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers.set);
    done();
  });
  return headers;
}
