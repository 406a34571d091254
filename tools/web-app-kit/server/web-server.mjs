// The Node server shared by the web apps' `server.mjs` (marketplace, owner portal, application
// wizard): built client files from build/client (content types, a year-long immutable cache for
// the hashed /assets/, a short one for other public files, never outside the directory), text
// compressed as the browser accepts (brotli or gzip), security headers on every answer, and a
// clean close on SIGTERM/SIGINT (react-router-serve did not close, STACK.md). Each app keeps its own
// part — the server-rendering handler or the SPA shell, and its own headers — in its server.mjs.
//
// Plain JavaScript (ES module) because `node apps/<app>/server.mjs` runs it as it is, no build.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Sent by every app; each adds its own (X-Frame-Options, X-Robots-Tag, …). */
export const BASE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** Content types worth compressing (fonts and pictures are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** Below this size compression gains nothing worth the header. */
const MIN_COMPRESS_BYTES = 1024;

/** 'br' or 'gzip' when the request accepts it (brotli first: smaller), else null. */
export function acceptedEncoding(req) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const allows = (name) => new RegExp(`(^|[\\s,])${name}(?![\\w-])(?!\\s*;\\s*q=0(\\.0*)?(\\s*[,;]|$))`, 'i').test(accepted);
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli at its best quality, gzip at 9: for what is compressed once and kept. */
function compressOnce(raw, encoding) {
  return encoding === 'br'
    ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzip(raw, { level: 9 });
}

/** A compressing stream for a streamed answer: fast settings, flushed as React streams. */
function compressor(encoding) {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 }, flush: zlib.constants.BROTLI_OPERATION_FLUSH })
    : zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
}

/**
 * Compressed static files, made on first request and kept: the client build is a few hundred kB
 * of text, its hashed names never change while the process runs.
 */
const compressedFiles = new Map();
function compressedFile(file, encoding) {
  const key = `${encoding}:${file}`;
  let entry = compressedFiles.get(key);
  if (!entry) {
    entry = readFile(file).then((raw) => compressOnce(raw, encoding));
    entry.catch(() => compressedFiles.delete(key));
    compressedFiles.set(key, entry);
  }
  return entry;
}

/** A file of `clientDir` for this URL path, or null (never outside the directory). */
export async function staticFile(clientDir, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const root = path.resolve(clientDir);
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root + path.sep)) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size } : null;
  } catch {
    return null;
  }
}

/** Answers with a found static file: its type, cache header, compressed when worth it. */
export async function sendStaticFile(req, res, found, urlPath) {
  const immutable = urlPath.startsWith('/assets/');
  const type = CONTENT_TYPES[path.extname(found.file)] ?? 'application/octet-stream';
  const compressible = COMPRESSIBLE.test(type);
  const encoding = compressible && found.size >= MIN_COMPRESS_BYTES ? acceptedEncoding(req) : null;
  const common = {
    'Content-Type': type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
  };
  if (encoding) {
    try {
      const body = await compressedFile(found.file, encoding);
      res.writeHead(200, { ...common, 'Content-Encoding': encoding, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    } catch (error) {
      console.error(error);
      // fall through: send it as it is
    }
  }
  res.writeHead(200, { ...common, 'Content-Length': found.size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(found.file).pipe(res);
}

/**
 * A fixed text answer built once at start (the SPA shell): compressed versions are made on first
 * use and kept. `headers` must hold the Content-Type.
 */
export function fixedAnswer(body, headers) {
  const raw = Buffer.from(body);
  const compressed = new Map();
  return async function send(req, res, status = 200) {
    const encoding = raw.length >= MIN_COMPRESS_BYTES ? acceptedEncoding(req) : null;
    let payload = raw;
    const extra = { Vary: 'Accept-Encoding' };
    if (encoding) {
      if (!compressed.has(encoding)) compressed.set(encoding, compressOnce(raw, encoding));
      payload = await compressed.get(encoding);
      extra['Content-Encoding'] = encoding;
    }
    res.writeHead(status, { ...headers, ...extra, 'Content-Length': payload.length });
    res.end(req.method === 'HEAD' ? undefined : payload);
  };
}

export const REQUEST_ID_HEADER = 'x-request-id';
/** The API's rule (apps/api/src/plugins/request-id.ts): an id that goes into logs is short and plain. */
const PLAIN_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of a page request: the load balancer's `X-Request-Id` when it is plain, else a new UUID. */
export function requestIdOf(req) {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && PLAIN_ID.test(sent) ? sent : randomUUID();
}

/** One JSON line per request on stdout (the API logs alike: one shipper reads both). */
export function logJsonLine(entry) {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
}

/**
 * A Node request listener around a fetch-style handler (React Router's `createRequestHandler`):
 * the Node request becomes a Request, the Response goes back — compressed when its type is text
 * and the browser accepts it, Set-Cookie headers kept apart. A handler that throws gets a plain
 * Lithuanian 500.
 *
 * Every request gets an id ({@link requestIdOf}) that the handler finds in the Request's
 * `X-Request-Id` (the apps' loaders send it on to the API, whose log lines carry it too), that the
 * answer carries, and that the request's log line names: method, path without the query string
 * (queries can hold what the visitor typed), status and milliseconds.
 */
export function fetchListener(handleRequest, { port, app = 'web', log = logJsonLine }) {
  return async function listener(req, res) {
    const started = performance.now();
    const requestId = requestIdOf(req);
    res.setHeader('X-Request-Id', requestId);
    res.once('close', () =>
      log({
        level: res.statusCode >= 500 ? 'error' : 'info',
        app,
        requestId,
        method: req.method,
        path: (req.url ?? '/').split('?')[0],
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      }),
    );
    const controller = new AbortController();
    res.once('close', () => controller.abort());
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (name.startsWith(':') || value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
    }
    headers.set(REQUEST_ID_HEADER, requestId);
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    let response;
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `localhost:${port}`}`);
      response = await handleRequest(
        new Request(url, {
          method: req.method,
          headers,
          body: hasBody ? Readable.toWeb(req) : undefined,
          duplex: hasBody ? 'half' : undefined,
          signal: controller.signal,
        }),
      );
    } catch (error) {
      console.error(`[${app}] request ${requestId} failed:`, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Įvyko klaida. Bandykite dar kartą po kelių minučių.');
      return;
    }

    const type = response.headers.get('Content-Type') ?? '';
    const encoding =
      response.body && !response.headers.has('Content-Encoding') && COMPRESSIBLE.test(type) ? acceptedEncoding(req) : null;
    for (const [name, value] of response.headers) {
      if (name === 'set-cookie') continue;
      if (encoding && name === 'content-length') continue;
      res.setHeader(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) res.setHeader('Set-Cookie', cookies);
    if (encoding) {
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('Vary', 'Accept-Encoding');
    }
    res.writeHead(response.status, response.statusText || undefined);
    if (!response.body || req.method === 'HEAD') {
      res.end();
      return;
    }
    const body = Readable.fromWeb(response.body);
    try {
      await (encoding ? pipeline(body, compressor(encoding), res) : pipeline(body, res));
    } catch (error) {
      // The visitor went away mid-answer: nothing to report.
      if (!controller.signal.aborted) console.error(error);
    }
  };
}

/**
 * An HTTP server for one app: security headers on every answer; GET/HEAD of a path with an
 * extension served from `clientDir` when such a file exists (and `isStatic(file)` allows it);
 * everything else goes to `handle(req, res, urlPath)`.
 */
export function createWebServer({ clientDir, securityHeaders, handle, isStatic = () => true }) {
  const server = http.createServer(async (req, res) => {
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    const urlPath = (req.url ?? '/').split('?')[0];
    if ((req.method === 'GET' || req.method === 'HEAD') && urlPath !== '/' && path.extname(urlPath)) {
      const found = await staticFile(clientDir, urlPath);
      if (found && isStatic(found.file)) {
        await sendStaticFile(req, res, found, urlPath);
        return;
      }
    }
    await handle(req, res, urlPath);
  });
  server.keepAliveTimeout = 5000;
  return server;
}

/**
 * Listens, logs `started` once up, and closes cleanly on SIGTERM/SIGINT: stops accepting, lets
 * open requests finish (idle keep-alive connections are closed at once), cuts off what still runs
 * after 5 s, then exits.
 */
export function serveUntilSignal(server, { port, host, name, started }) {
  server.listen(port, host, () => console.log(started));
  let closing = false;
  const shutdown = (signal) => {
    if (closing) return;
    closing = true;
    console.log(`[${name}] ${signal}: closing`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 5000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return server;
}

/** Trims trailing slashes off a URL setting. */
export const trimSlash = (url) => url.replace(/\/+$/, '');
/** An environment value, trimmed; null when unset or blank. */
export const optionalEnv = (value) => (value && value.trim() !== '' ? value.trim() : null);

/**
 * index.html with an SPA's runtime settings as an inline script before its own scripts, as
 * `window[globalName]` (`<` escaped, so a setting cannot close the script).
 */
export function injectGlobalConfig(html, globalName, config) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace('<head>', `<head><script>window.${globalName}=${json}</script>`);
}

/**
 * Serves a built SPA (the owner portal, the back office): files of build/client; every other GET
 * — the app's routes — gets index.html with the runtime settings injected (one build runs
 * anywhere; the router shows its own "Puslapis nerastas"); a missing `/assets/…` file is a 404
 * (never the shell in place of a script); anything but GET/HEAD is 405. Until SIGTERM/SIGINT.
 */
export async function serveSpa({ clientDir, globalName, config, securityHeaders, port, host, name, started }) {
  const indexHtml = injectGlobalConfig(await readFile(path.join(clientDir, 'index.html'), 'utf8'), globalName, config);
  const sendShell = fixedAnswer(indexHtml, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  const server = createWebServer({
    clientDir,
    securityHeaders,
    // index.html only with the injected settings, from sendShell.
    isStatic: (file) => !file.endsWith(`${path.sep}index.html`),
    handle: async (req, res, urlPath) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Metodas neleidžiamas');
        return;
      }
      if (urlPath.startsWith('/assets/') && path.extname(urlPath)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Nerasta');
        return;
      }
      await sendShell(req, res);
    },
  });
  return serveUntilSignal(server, { port, host, name, started });
}
