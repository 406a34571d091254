#!/usr/bin/env node
// Serves the built marketplace: hashed client assets from build/client with a year-long immutable
// cache, other public files with a short one, and every other request through React Router's
// request handler (server rendering). Text answers are compressed (brotli or gzip, as the browser
// accepts): static files once, kept in memory; pages on the fly. Closes cleanly on SIGTERM/SIGINT
// (react-router-serve did not, STACK.md): stops accepting, lets open requests finish, then exits.
//
// Environment: PORT (default 4200), HOST (default 0.0.0.0), and the app's own variables
// (API_URL, SITE_URL, WIZARD_URL, … — see app/lib/config.server.ts).
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

// Before React loads (imports below are dynamic for that reason): React picks its production or
// development build from NODE_ENV once, and react and react-dom must agree.
process.env.NODE_ENV ??= 'production';
const { createRequestHandler } = await import('react-router');

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, 'build', 'client');
const serverBuild = path.join(here, 'build', 'server', 'index.js');
const port = Number(process.env.PORT ?? 4200);
const host = process.env.HOST ?? '0.0.0.0';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
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

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};

/** Content types worth compressing (fonts and pictures are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** Below this size compression gains nothing worth the header. */
const MIN_COMPRESS_BYTES = 1024;

/** 'br' or 'gzip' when the request accepts it (brotli first: smaller), else null. */
function acceptedEncoding(req) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const allows = (name) => new RegExp(`(^|[\\s,])${name}(?![\\w-])(?!\\s*;\\s*q=0(\\.0*)?(\\s*[,;]|$))`, 'i').test(accepted);
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compressed static files, made on first request and kept: the client build is a few hundred kB
 * of text, its hashed names never change while this process runs. Brotli at its best quality
 * (done once per file), gzip at 9.
 */
const compressedFiles = new Map();
function compressedFile(file, encoding) {
  const key = `${encoding}:${file}`;
  let entry = compressedFiles.get(key);
  if (!entry) {
    entry = readFile(file).then((raw) =>
      encoding === 'br'
        ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : gzip(raw, { level: 9 }),
    );
    entry.catch(() => compressedFiles.delete(key));
    compressedFiles.set(key, entry);
  }
  return entry;
}

/** A compressing stream for a page answer: fast settings, flushed as React streams. */
function compressor(encoding) {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 }, flush: zlib.constants.BROTLI_OPERATION_FLUSH })
    : zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
}

/** A file of build/client for this URL path, or null (never outside the directory). */
async function staticFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.join(clientDir, path.normalize(decoded));
  if (!file.startsWith(clientDir + path.sep)) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size } : null;
  } catch {
    return null;
  }
}

const build = await import(pathToFileURL(serverBuild).href);
const handleRequest = createRequestHandler(build, process.env.NODE_ENV);

/**
 * A page (or resource route) through React Router's fetch handler: the Node request becomes a
 * Request, the Response goes back compressed when its type is text and the browser accepts it.
 */
async function handleDocument(req, res) {
  const controller = new AbortController();
  res.once('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
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
    console.error(error);
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
}

const server = http.createServer(async (req, res) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  const urlPath = (req.url ?? '/').split('?')[0];
  if ((req.method === 'GET' || req.method === 'HEAD') && urlPath !== '/' && path.extname(urlPath)) {
    const found = await staticFile(urlPath);
    if (found) {
      const immutable = urlPath.startsWith('/assets/');
      const type = TYPES[path.extname(found.file)] ?? 'application/octet-stream';
      const encoding = COMPRESSIBLE.test(type) && found.size >= MIN_COMPRESS_BYTES ? acceptedEncoding(req) : null;
      const common = {
        'Content-Type': type,
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        ...(COMPRESSIBLE.test(type) ? { Vary: 'Accept-Encoding' } : {}),
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
      return;
    }
  }
  void handleDocument(req, res);
});

server.keepAliveTimeout = 5000;
server.listen(port, host, () => {
  console.log(`Ratai marketplace on http://localhost:${port} (API ${process.env.API_URL ?? 'http://localhost:3000'})`);
});

let closing = false;
function shutdown(signal) {
  if (closing) return;
  closing = true;
  console.log(`[marketplace] ${signal}: closing`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Requests still running after 5 s are cut off.
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, 5000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
