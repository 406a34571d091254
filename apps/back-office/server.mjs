#!/usr/bin/env node
// Serves the built back office (SPA mode, see react-router.config.ts) with
// tools/web-app-kit/server/web-server.mjs's `serveSpa`: client files from build/client, every other
// GET — the app's routes — with index.html, into which the runtime settings are injected as
// `window.__RATAI_BACKOFFICE__` (one build runs anywhere); static files, compression, security
// headers and a clean close come from the kit too.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASE_SECURITY_HEADERS, injectGlobalConfig, optionalEnv, serveSpa, trimSlash } from '../../tools/web-app-kit/server/web-server.mjs';

const GLOBAL_NAME = '__RATAI_BACKOFFICE__';

/** The settings the browser needs (no secrets): read once at start from the environment. */
export function backOfficeConfig(env = process.env) {
  const apiUrl = trimSlash(optionalEnv(env.API_URL) ?? 'http://localhost:3000');
  return {
    apiOrigin: trimSlash(optionalEnv(env.PUBLIC_API_URL) ?? apiUrl),
    marketplaceUrl: trimSlash(optionalEnv(env.MARKETPLACE_URL) ?? 'http://localhost:4200'),
    backofficeUrl: trimSlash(optionalEnv(env.BACKOFFICE_URL) ?? 'http://localhost:4500'),
  };
}

/** index.html with the settings as an inline script before the app's scripts (`<` escaped). */
export const injectConfig = (html, config) => injectGlobalConfig(html, GLOBAL_NAME, config);

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  process.env.NODE_ENV ??= 'production';
  const port = Number(process.env.PORT ?? 4500);
  const config = backOfficeConfig();
  await serveSpa({
    clientDir: path.join(path.dirname(fileURLToPath(import.meta.url)), 'build', 'client'),
    globalName: GLOBAL_NAME,
    config,
    // An internal tool: never framed, never indexed.
    securityHeaders: { ...BASE_SECURITY_HEADERS, 'X-Frame-Options': 'DENY', 'X-Robots-Tag': 'noindex, nofollow' },
    port,
    host: process.env.HOST ?? '0.0.0.0',
    name: 'back-office',
    started: `Ratai back office on http://localhost:${port} (API ${config.apiOrigin})`,
  });
}
