#!/usr/bin/env node
// Serves the built owner portal (SPA mode, see react-router.config.ts): hashed client assets from
// build/client with a year-long immutable cache, other public files with a short one, and every
// other GET — the app's routes — with build/client/index.html, into which the runtime settings are
// injected as `window.__RATAI_PORTAL__` (one build runs anywhere; README "Configuration"). Closes
// cleanly on SIGTERM/SIGINT: stops accepting, lets open requests finish, then exits.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, 'build', 'client');
const port = Number(process.env.PORT ?? 4300);
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
  // The portal is never framed (click-jacking on account actions).
  'X-Frame-Options': 'DENY',
};

const trimSlash = (url) => url.replace(/\/+$/, '');
const optional = (value) => (value && value.trim() !== '' ? value.trim() : null);

/** The settings the browser needs (no secrets): read once at start from the environment. */
export function portalConfig(env = process.env) {
  const apiUrl = trimSlash(optional(env.API_URL) ?? 'http://localhost:3000');
  return {
    apiOrigin: trimSlash(optional(env.PUBLIC_API_URL) ?? apiUrl),
    marketplaceUrl: trimSlash(optional(env.MARKETPLACE_URL) ?? 'http://localhost:4200'),
    portalUrl: trimSlash(optional(env.PORTAL_URL) ?? 'http://localhost:4300'),
    wizardUrl: trimSlash(optional(env.WIZARD_URL) ?? 'http://localhost:4400'),
    cookieDomain: optional(env.COOKIE_DOMAIN),
  };
}

/** index.html with the settings as an inline script before the app's scripts (`<` escaped). */
export function injectConfig(html, config) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace('<head>', `<head><script>window.__RATAI_PORTAL__=${json}</script>`);
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

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  process.env.NODE_ENV ??= 'production';
  const indexHtml = injectConfig(await readFile(path.join(clientDir, 'index.html'), 'utf8'), portalConfig());

  const server = http.createServer(async (req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const urlPath = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Metodas neleidžiamas');
      return;
    }
    if (urlPath !== '/' && path.extname(urlPath)) {
      const found = await staticFile(urlPath);
      if (found && !found.file.endsWith(`${path.sep}index.html`)) {
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
      if (urlPath.startsWith('/assets/')) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Nerasta');
        return;
      }
    }
    // Every app route gets the SPA shell; the router shows its own "Puslapis nerastas".
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Content-Length': Buffer.byteLength(indexHtml),
    });
    res.end(req.method === 'HEAD' ? undefined : indexHtml);
  });

  server.keepAliveTimeout = 5000;
  server.listen(port, host, () => {
    console.log(`Ratai owner portal on http://localhost:${port} (API ${portalConfig().apiOrigin})`);
  });

  let closing = false;
  const shutdown = (signal) => {
    if (closing) return;
    closing = true;
    console.log(`[owner-portal] ${signal}: closing`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 5000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
