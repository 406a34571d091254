import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { assertPortFree, startNode, startWebApp, stop, tsxArgs, waitFor, type Child } from '@ratai/e2e-support';
import { API_URL, E2E_PORTS, MARKETPLACE_URL, PORTAL_URL } from './support/ports';

/**
 * How long the API may take to answer on its first start. It draws ~190 demo pictures first:
 * ~45 s on an idle 2-core machine, but more than e2e-support's 150 s when other suites and builds
 * share the cores, so the API is started here with the same settings as `startApi` and a longer wait.
 */
const API_START_MS = 360_000;

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Stops a child and makes sure its whole process group is gone: the API runs under tsx, whose
 * parent process exits on SIGTERM before the API itself does (stop() waits for the parent only).
 */
async function stopAll(child: Child, port?: number): Promise<void> {
  await stop(child);
  if (port === undefined) return;
  for (let i = 0; i < 20 && (await portAnswers(port)); i += 1) await new Promise((resolve) => setTimeout(resolve, 500));
  if (child.process.pid !== undefined) {
    try {
      process.kill(-child.process.pid, 'SIGKILL');
    } catch {
      // the group is gone already
    }
  }
}

/**
 * Starts the API on a fresh temporary database with demo data, then the built portal and
 * marketplace against it. Returns the teardown. E2E_API_URL reuses an API that is already running
 * (faster while writing tests; it must allow http://localhost:4320 and http://localhost:4220 in
 * CORS_ORIGINS and have PORTAL_URL=http://localhost:4320).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'ratai-portal-e2e-'));
  const children: { child: Child; port: number }[] = [];
  const teardown = async () => {
    for (const { child, port } of children.reverse()) await stopAll(child, port);
    // A slow API may still be writing its pictures for a moment: retry, and never hide the real error.
    await rm(workDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 }).catch((error) => {
      console.warn(`[owner-portal-e2e] could not remove ${workDir}: ${String(error)}`);
    });
  };

  try {
    if (!process.env.E2E_API_URL) {
      await assertPortFree(E2E_PORTS.api);
      const api = startNode(
        'api',
        tsxArgs('apps/api/src/main.ts'),
        {
          PORT: String(E2E_PORTS.api),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(workDir, 'data'),
          CORS_ORIGINS: [PORTAL_URL, MARKETPLACE_URL].join(','),
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          PORTAL_URL,
          MARKETPLACE_URL,
        },
        workDir,
      );
      children.push({ child: api, port: E2E_PORTS.api });
      await waitFor(`${API_URL}/api/health`, API_START_MS, api);
    }
    const appEnv = { API_URL, PORTAL_URL, MARKETPLACE_URL, WIZARD_URL: 'http://localhost:4420' };
    children.push({
      child: await startWebApp({ app: 'owner-portal', port: E2E_PORTS.portal, readyPath: '/favicon.svg', env: appEnv, logDir: workDir }),
      port: E2E_PORTS.portal,
    });
    children.push({
      child: await startWebApp({ app: 'marketplace', port: E2E_PORTS.marketplace, readyPath: '/robots.txt', env: appEnv, logDir: workDir }),
      port: E2E_PORTS.marketplace,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
