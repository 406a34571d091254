import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApi, startWebApp, stop, type Child } from '@ratai/e2e-support';
import { API_URL, BACKOFFICE_URL, E2E_PORTS } from './support/ports';

/**
 * Starts the API on a fresh temporary database with demo data, then the built back office against
 * it. Returns the teardown. E2E_API_URL reuses an API that is already running (it must allow
 * http://localhost:4540 in CORS_ORIGINS).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'ratai-backoffice-e2e-'));
  const children: Child[] = [];
  const teardown = async () => {
    for (const child of children.reverse()) await stop(child);
    await rm(workDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 }).catch((error) => {
      console.warn(`[back-office-e2e] could not remove ${workDir}: ${String(error)}`);
    });
  };

  try {
    if (!process.env.E2E_API_URL) {
      children.push(
        await startApi({
          port: E2E_PORTS.api,
          dataDir: path.join(workDir, 'data'),
          corsOrigins: [BACKOFFICE_URL],
          env: { BACKOFFICE_URL },
          logDir: workDir,
        }),
      );
    }
    children.push(
      await startWebApp({
        app: 'back-office',
        port: E2E_PORTS.backOffice,
        readyPath: '/favicon.svg',
        env: { API_URL, BACKOFFICE_URL },
        logDir: workDir,
      }),
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
