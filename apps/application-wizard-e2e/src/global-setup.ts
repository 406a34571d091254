import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApi, startBankSandbox, startWebApp, stop, type Child } from '@ratai/e2e-support';
import { API_URL, BANK_SANDBOX_URL, E2E_PORTS, MARKETPLACE_URL, WIZARD_URL } from './support/ports';

/**
 * One real stack for the whole run: the bank sandbox, the API on a fresh temporary database with
 * demo data (first start ~45 s: it draws the demo pictures) talking to that sandbox, the built
 * wizard and the built marketplace (for the journey from a car page). Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'ratai-wizard-e2e-'));
  const children: Child[] = [];
  const teardown = async () => {
    for (const child of children.reverse()) await stop(child);
    // Retries: the API may still be finishing writes (demo pictures) while it stops.
    await rm(workDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 300 });
  };

  try {
    children.push(
      await startBankSandbox(E2E_PORTS.bankSandbox, workDir, {
        HOST: '127.0.0.1',
        BANK_SANDBOX_PUBLIC_URL: BANK_SANDBOX_URL,
        LOG_LEVEL: 'silent',
      }),
    );
    children.push(
      await startApi({
        port: E2E_PORTS.api,
        dataDir: path.join(workDir, 'data'),
        corsOrigins: [WIZARD_URL, MARKETPLACE_URL],
        env: { BANK_DATA_URL: BANK_SANDBOX_URL, WIZARD_URL, MARKETPLACE_URL },
        logDir: workDir,
      }),
    );
    const [wizard, marketplace] = await Promise.all([
      startWebApp({
        app: 'application-wizard',
        port: E2E_PORTS.wizard,
        readyPath: '/favicon.svg',
        env: { API_URL, MARKETPLACE_URL, WIZARD_URL },
        logDir: workDir,
      }),
      startWebApp({
        app: 'marketplace',
        port: E2E_PORTS.marketplace,
        readyPath: '/robots.txt',
        env: { API_URL, WIZARD_URL, PORTAL_URL: 'http://localhost:4330' },
        logDir: workDir,
      }),
    ]);
    children.push(wizard, marketplace);
  } catch (error) {
    // The start-up error is the one to see, not a cleanup error after it.
    await teardown().catch((cleanup) => console.error('[wizard e2e] cleanup after a failed start:', cleanup));
    throw error;
  }
  return teardown;
}
