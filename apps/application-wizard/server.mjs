#!/usr/bin/env node
// Serves the built application wizard: hashed client assets from build/client with a year-long immutable
// cache, other public files with a short one, and every other request through React Router's
// request handler (server rendering). Closes cleanly on SIGTERM/SIGINT (react-router-serve did
// not, STACK.md): stops accepting, lets open requests finish, then exits.
//
// Environment: PORT (default 4400), HOST (default 0.0.0.0), and the app's own variables
// (API_URL, MARKETPLACE_URL, … — see app/lib/config.server.ts).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Before React loads (imports below are dynamic for that reason): React picks its production or
// development build from NODE_ENV once, and react and react-dom must agree.
process.env.NODE_ENV ??= 'production';
const { createRequestListener } = await import('@react-router/node');

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, 'build', 'client');
const serverBuild = path.join(here, 'build', 'server', 'index.js');
const port = Number(process.env.PORT ?? 4400);
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
  // The forms hold personal data: never framed by another site (clickjacking), never indexed.
  'X-Frame-Options': 'DENY',
  'X-Robots-Tag': 'noindex, nofollow',
};

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
const handleDocument = createRequestListener({ build, mode: process.env.NODE_ENV });

const server = http.createServer(async (req, res) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  const urlPath = (req.url ?? '/').split('?')[0];
  if ((req.method === 'GET' || req.method === 'HEAD') && urlPath !== '/' && path.extname(urlPath)) {
    const found = await staticFile(urlPath);
    if (found) {
      const immutable = urlPath.startsWith('/assets/');
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(found.file)] ?? 'application/octet-stream',
        'Content-Length': found.size,
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      });
      if (req.method === 'HEAD') res.end();
      else createReadStream(found.file).pipe(res);
      return;
    }
  }
  handleDocument(req, res);
});

server.keepAliveTimeout = 5000;
server.listen(port, host, () => {
  console.log(`Ratai application wizard on http://localhost:${port} (API ${process.env.API_URL ?? 'http://localhost:3000'})`);
});

let closing = false;
function shutdown(signal) {
  if (closing) return;
  closing = true;
  console.log(`[application-wizard] ${signal}: closing`);
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
