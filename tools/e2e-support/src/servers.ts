import path from 'node:path';
import { assertPortFree, startNode, stop, tsxArgs, waitFor, type Child } from './processes';

export interface ApiOptions {
  port: number;
  /** Its database, uploads and generated secrets go here (a fresh temp dir per run). */
  dataDir: string;
  /** Browser origins of the apps under test (CORS and the redirect targets below). */
  corsOrigins: string[];
  /** Extra environment (MARKETPLACE_URL, PORTAL_URL, WIZARD_URL, BANK_DATA_URL, …). */
  env?: Record<string, string>;
  logDir: string;
  /** How long the first start may take; see API_START_TIMEOUT_MS. */
  startTimeoutMs?: number;
}

/**
 * The first start draws ~190 demo pictures: ~45 s on an idle 2-core machine, several minutes when
 * builds and other suites share the cores.
 */
export const API_START_TIMEOUT_MS = 360_000;

/** Starts the real API on a fresh PGlite database with the demo data and waits for /api/health. */
export async function startApi(options: ApiOptions): Promise<Child> {
  await assertPortFree(options.port);
  const api = startNode(
    'api',
    tsxArgs('apps/api/src/main.ts'),
    {
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      CORS_ORIGINS: options.corsOrigins.join(','),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    options.logDir,
  );
  await waitFor(`http://localhost:${options.port}/api/health`, options.startTimeoutMs ?? API_START_TIMEOUT_MS, api).catch(
    async (error) => {
      await stop(api);
      throw error;
    },
  );
  return api;
}

/** Starts the local bank sandbox (tools/bank-sandbox) on `port` and waits until it answers. */
export async function startBankSandbox(port: number, logDir: string, env: Record<string, string> = {}): Promise<Child> {
  await assertPortFree(port);
  const sandbox = startNode('bank-sandbox', tsxArgs('tools/bank-sandbox/src/main.ts'), { PORT: String(port), ...env }, logDir);
  // Institutions need a token: any HTTP answer (401) means it is up.
  await waitFor(`http://127.0.0.1:${port}/api/v2/institutions/?country=LT`, 60_000, sandbox, true);
  return sandbox;
}

export interface WebAppOptions {
  /** The app folder under apps/, e.g. 'marketplace'; its built `server.mjs` is started. */
  app: string;
  port: number;
  /** A path that answers 200 once the server is up. */
  readyPath: string;
  env: Record<string, string>;
  logDir: string;
}

/** Starts a built web app (`apps/<app>/server.mjs`) in production mode and waits until it answers. */
export async function startWebApp(options: WebAppOptions): Promise<Child> {
  await assertPortFree(options.port);
  const web = startNode(
    options.app,
    [path.join('apps', options.app, 'server.mjs')],
    { PORT: String(options.port), HOST: '127.0.0.1', NODE_ENV: 'production', ...options.env },
    options.logDir,
  );
  await waitFor(`http://localhost:${options.port}${options.readyPath}`, 60_000, web);
  return web;
}
