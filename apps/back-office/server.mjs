#!/usr/bin/env node
// Serves the built back office (SPA mode, see react-router.config.ts): client files from
// build/client, and every other GET — the app's routes — with build/client/index.html, into which
// the runtime settings are injected as `window.__RATAI_BACKOFFICE__` (one build runs anywhere).
// The shared part (static files, compression, security headers, clean close) is
// tools/web-app-kit/server/web-server.mjs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_SECURITY_HEADERS, createWebServer, fixedAnswer, serveUntilSignal } from '../../tools/web-app-kit/server/web-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const clientDir = path.join(here, 'build', 'client');
const port = Number(process.env.PORT ?? 4500);
const host = process.env.HOST ?? '0.0.0.0';

const SECURITY_HEADERS = {
  ...BASE_SECURITY_HEADERS,
  // An internal tool: never framed, never indexed.
  'X-Frame-Options': 'DENY',
  'X-Robots-Tag': 'noindex, nofollow',
};

const trimSlash = (url) => url.replace(/\/+$/, '');
const optional = (value) => (value && value.trim() !== '' ? value.trim() : null);

/** The settings the browser needs (no secrets): read once at start from the environment. */
export function backOfficeConfig(env = process.env) {
  const apiUrl = trimSlash(optional(env.API_URL) ?? 'http://localhost:3000');
  return {
    apiOrigin: trimSlash(optional(env.PUBLIC_API_URL) ?? apiUrl),
    marketplaceUrl: trimSlash(optional(env.MARKETPLACE_URL) ?? 'http://localhost:4200'),
    backofficeUrl: trimSlash(optional(env.BACKOFFICE_URL) ?? 'http://localhost:4500'),
  };
}

/** index.html with the settings as an inline script before the app's scripts (`<` escaped). */
export function injectConfig(html, config) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return html.replace('<head>', `<head><script>window.__RATAI_BACKOFFICE__=${json}</script>`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  process.env.NODE_ENV ??= 'production';
  const indexHtml = injectConfig(await readFile(path.join(clientDir, 'index.html'), 'utf8'), backOfficeConfig());
  const sendShell = fixedAnswer(indexHtml, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });

  const server = createWebServer({
    clientDir,
    securityHeaders: SECURITY_HEADERS,
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

  serveUntilSignal(server, {
    port,
    host,
    name: 'back-office',
    started: `Ratai back office on http://localhost:${port} (API ${backOfficeConfig().apiOrigin})`,
  });
}
