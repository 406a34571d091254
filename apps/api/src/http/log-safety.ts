import type { FastifyRequest } from 'fastify';

/**
 * What the API's log may say about a request and an error (DESIGN.md: no personal data in logs).
 *
 * - Requests: method, path and the client's address. A query string is logged by its parameter
 *   names only (`?name=…&phone=…`; a name that is not plain letters shows as `…`), and the
 *   application lookup's path loses everything after the application id (the last four digits of
 *   a personal code), however its slashes, letters or percent-escapes are written.
 * - Errors: type, message, code and stack, and of a database error only where it happened (code,
 *   severity, routine, table, column, constraint) — never the statement's parameters, the
 *   query, or `detail` (which quotes the values of a violated key), and with quoted values cut
 *   from its message (`invalid input syntax for type integer: "…"`). pino's own serializer would
 *   copy every property of the error, and PGlite's errors carry the whole statement and its values.
 */

/** The lookup's route name, however its letters are cased or percent-encoded. */
const LOOKUP_NAME = /get-application/i;
/** An application id (a UUID) right after the lookup's name and any slashes. */
const LOOKUP_ID = /^\/*([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;
/** A query key fit for the log: a parameter name of letters (`carMake`, `fuelType[]`), nothing a client could hide data in. */
const PLAIN_KEY = /^[A-Za-z_][A-Za-z_.]{0,39}(\[\])?$/;

/** Percent-escapes decoded where they form valid UTF-8 (`%2F` → `/`, `%2D` → `-`); never throws. */
function decodeLoosely(text: string): string {
  return text.replace(/(%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * The lookup's path as the log shows it: the route's prefix, the application id when one follows
 * (else `…`), then `/****` for whatever came after, so the four digits never show however the
 * client wrote the slashes (`//`, a trailing `/`, `%2F`) or the route's letters.
 */
function maskLookup(path: string): string | null {
  const decoded = decodeLoosely(path);
  const at = decoded.search(LOOKUP_NAME);
  if (at === -1) return null;
  const prefix = decoded.slice(0, at) + 'get-application';
  const id = LOOKUP_ID.exec(decoded.slice(at + 'get-application'.length))?.[1]?.toLowerCase();
  return `${prefix}/${id ?? '…'}/****`;
}

/** A query string as the log shows it: parameter names only, anything else in a name as `…`. */
function maskQuery(query: string): string {
  const keys = query
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const key = decodeLoosely((pair.split('=')[0] ?? '').replace(/\+/g, ' '));
      return `${PLAIN_KEY.test(key) ? key : '…'}=…`;
    });
  return keys.slice(0, 20).join('&') + (keys.length > 20 ? '&…' : '');
}

/** A URL fit for the log: query values (and odd query names) dropped, the lookup's secret masked. */
export function safeUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  const path = maskLookup(rawPath) ?? rawPath;
  return query ? `${path}?${maskQuery(query)}` : path;
}

/** The request as its log lines show it. */
export function serializeRequest(request: FastifyRequest): { method: string; url: string; remoteAddress: string } {
  return { method: request.method, url: safeUrl(request.url), remoteAddress: request.ip };
}

interface ErrorLike extends Error {
  code?: unknown;
  statusCode?: unknown;
  severity?: unknown;
  routine?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  schema?: unknown;
  query?: unknown;
  params?: unknown;
  parameters?: unknown;
  detail?: unknown;
}

/** pg's and PGlite's errors (SQLSTATE code with a severity), or anything carrying a statement. */
function isDatabaseError(error: ErrorLike): boolean {
  return (
    typeof error.severity === 'string' ||
    'query' in error ||
    'params' in error ||
    'parameters' in error ||
    (typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code))
  );
}

/** Cuts quoted values out of a database message: `… "1.5"` → `… "…"`. */
function scrubDatabaseText(text: string): string {
  return text.replace(/"[^"]*"/g, '"…"').replace(/\([^()]*\)=\([^()]*\)/g, '(…)=(…)');
}

const pick = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : undefined);

/** An error as the log may show it (see the top of this file); its cause too, three deep. */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const e = error as ErrorLike;
  const database = isDatabaseError(e);
  const scrub = database ? scrubDatabaseText : (text: string) => text;
  const out: Record<string, unknown> = {
    type: e.constructor?.name ?? e.name,
    message: scrub(e.message),
    stack: e.stack ? scrub(e.stack) : undefined,
    code: pick(e.code),
    statusCode: pick(e.statusCode),
  };
  if (database) {
    Object.assign(out, {
      severity: pick(e.severity),
      routine: pick(e.routine),
      schema: pick(e.schema),
      table: pick(e.table),
      column: pick(e.column),
      constraint: pick(e.constraint),
    });
  }
  if (e.cause !== undefined && depth < 3) out['cause'] = serializeError(e.cause, depth + 1);
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out;
}

/** pino serializers of every logger the API builds: `req` and `err` as above. */
export const safeLogSerializers = {
  req: serializeRequest,
  err: (error: unknown) => {
    const out = serializeError(error);
    return { ...out, type: String(out['type']), message: String(out['message'] ?? ''), stack: String(out['stack'] ?? '') };
  },
};
