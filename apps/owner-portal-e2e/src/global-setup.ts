import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startApi, startMailCatcher, startWebApp, stop, type Child } from '@ratai/e2e-support';
import { API_URL, E2E_PORTS, MAIL_SMTP_URL, MARKETPLACE_URL, PORTAL_URL } from './support/ports';

/**
 * Starts the mail catcher (maildev, the one `npm start` runs), the API on a fresh temporary
 * database with demo data sending its e-mails there, then the built portal and marketplace against
 * it. Returns the teardown. E2E_API_URL reuses an API that is already running (faster while
 * writing tests; it must allow http://localhost:4320 and http://localhost:4220 in CORS_ORIGINS and
 * have PORTAL_URL=http://localhost:4320 and SMTP_URL=smtp://127.0.0.1:3225).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'ratai-portal-e2e-'));
  const children: Child[] = [];
  const teardown = async () => {
    for (const child of children.reverse()) await stop(child);
    // A slow API may still be writing its pictures for a moment: retry, and never hide the real error.
    await rm(workDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 }).catch((error) => {
      console.warn(`[owner-portal-e2e] could not remove ${workDir}: ${String(error)}`);
    });
  };

  try {
    const mail = await startMailCatcher({ smtp: E2E_PORTS.mailSmtp, web: E2E_PORTS.mailWeb }, workDir);
    children.push(mail.child);
    if (!process.env.E2E_API_URL) {
      children.push(
        await startApi({
          port: E2E_PORTS.api,
          dataDir: path.join(workDir, 'data'),
          corsOrigins: [PORTAL_URL, MARKETPLACE_URL],
          // A short poll so a test waits seconds, not the default's extra 2 s, for each e-mail.
          env: { PORTAL_URL, MARKETPLACE_URL, SMTP_URL: MAIL_SMTP_URL, JOB_POLL_SECONDS: '1' },
          logDir: workDir,
        }),
      );
    }
    const appEnv = { API_URL, PORTAL_URL, MARKETPLACE_URL, WIZARD_URL: 'http://localhost:4420' };
    children.push(
      await startWebApp({ app: 'owner-portal', port: E2E_PORTS.portal, readyPath: '/favicon.svg', env: appEnv, logDir: workDir }),
    );
    children.push(
      await startWebApp({ app: 'marketplace', port: E2E_PORTS.marketplace, readyPath: '/robots.txt', env: appEnv, logDir: workDir }),
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
