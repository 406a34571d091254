#!/usr/bin/env node
// Serves the built marketplace: client files from build/client and every other request through
// React Router's request handler (server rendering), text compressed — the shared part (static
// files, compression, security headers, clean close on SIGTERM/SIGINT) is
// tools/web-app-kit/server/web-server.mjs.
//
// Environment: PORT (default 4200), HOST (default 0.0.0.0), and the app's own variables
// (API_URL, SITE_URL, WIZARD_URL, … — see app/lib/config.server.ts).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BASE_SECURITY_HEADERS, createWebServer, fetchListener, serveUntilSignal } from '../../tools/web-app-kit/server/web-server.mjs';

// Before React loads (imports below are dynamic for that reason): React picks its production or
// development build from NODE_ENV once, and react and react-dom must agree.
process.env.NODE_ENV ??= 'production';
const { createRequestHandler } = await import('react-router');

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 4200);
const host = process.env.HOST ?? '0.0.0.0';

const build = await import(pathToFileURL(path.join(here, 'build', 'server', 'index.js')).href);
const handleDocument = fetchListener(createRequestHandler(build, process.env.NODE_ENV), { port, app: 'marketplace' });

const server = createWebServer({
  clientDir: path.join(here, 'build', 'client'),
  securityHeaders: { ...BASE_SECURITY_HEADERS, 'X-Frame-Options': 'SAMEORIGIN' },
  handle: handleDocument,
});

serveUntilSignal(server, {
  port,
  host,
  name: 'marketplace',
  started: `Ratai marketplace on http://localhost:${port} (API ${process.env.API_URL ?? 'http://localhost:3000'})`,
});
