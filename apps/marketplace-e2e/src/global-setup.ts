import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { assertPortFree, startApi, startMailCatcher, startWebApp, stop, type Child } from '@ratai/e2e-support';
import { API_URL, E2E_PORTS, MARKETPLACE_URL } from './support/ports';

/**
 * A stand-in for the application wizard's origin: it answers every page with what arrived — the
 * path, the query and the Cookie header — so tests can check the calculators' hand-off.
 */
function startWizardStub(port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://localhost:${port}`);
    const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="lt"><head><title>Paraiška (wizard stub)</title></head><body><main>` +
        `<h1>Paraiškos vedlys</h1><p data-testid="path">${escape(url.pathname)}</p>` +
        `<p data-testid="query">${escape(url.search)}</p>` +
        `<p data-testid="cookies">${escape(req.headers.cookie ?? '')}</p></main></body></html>`,
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Starts the mail catcher (maildev), the API on a fresh temporary database with demo data (first
 * start ~45 s: it draws the demo pictures) sending its e-mails there and running the saved
 * searches' alert every minute, the built marketplace against it, and the wizard stub. Returns the
 * teardown. E2E_API_URL reuses an API that is already running (faster while writing tests; it must
 * allow the origin http://localhost:4210 in CORS_ORIGINS; the alert e-mail test also needs
 * SMTP_URL=smtp://127.0.0.1:3125, MARKETPLACE_URL=http://localhost:4210 and
 * SAVED_SEARCH_ALERTS_CRON='* * * * *').
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'ratai-marketplace-e2e-'));
  const children: Child[] = [];
  let wizard: http.Server | undefined;
  const teardown = async () => {
    for (const child of children.reverse()) await stop(child);
    await new Promise<void>((resolve) => (wizard ? wizard.close(() => resolve()) : resolve()));
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    await assertPortFree(E2E_PORTS.wizard);
    wizard = await startWizardStub(E2E_PORTS.wizard);
    const mail = await startMailCatcher({ smtp: E2E_PORTS.mailSmtp, web: E2E_PORTS.mailWeb }, workDir);
    children.push(mail.child);

    if (!process.env.E2E_API_URL) {
      children.push(
        await startApi({
          port: E2E_PORTS.api,
          dataDir: path.join(workDir, 'data'),
          corsOrigins: [MARKETPLACE_URL],
          // The saved searches' alert every minute (daily in production) and a short job poll, so
          // the alert test waits about a minute, not a day (saved-search-alert.spec.ts).
          env: { MARKETPLACE_URL, SMTP_URL: mail.smtpUrl, JOB_POLL_SECONDS: '1', SAVED_SEARCH_ALERTS_CRON: '* * * * *' },
          logDir: workDir,
        }),
      );
    }

    children.push(
      await startWebApp({
        app: 'marketplace',
        port: E2E_PORTS.marketplace,
        readyPath: '/robots.txt',
        env: { API_URL, WIZARD_URL: `http://localhost:${E2E_PORTS.wizard}`, PORTAL_URL: 'http://localhost:4310' },
        logDir: workDir,
      }),
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
