import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { startTestJobs } from '../helpers/test-jobs';
import { startSmtpServer, type TestSmtpServer } from '../leads/helpers';
import type { Jobs } from '../../src/jobs/worker';

export interface MailingApp {
  t: TestApp;
  /** What the app sent: the messages arrive here once the job worker relays the outbox. */
  smtp: TestSmtpServer;
  jobs: Jobs;
  /** Stops the jobs before the app (startTestJobs' rule), the SMTP server last. */
  close(): Promise<void>;
}

/**
 * A test app whose e-mail really leaves, as in production: through the outbox and the job queue
 * (src/mail/README.md) to an SMTP server on loopback. `env` is the rest of the app's settings.
 * What started is stopped again when a later step fails, so a failed setup leaves no server behind.
 */
export async function startMailingApp(env: Record<string, string> = {}): Promise<MailingApp> {
  const smtp = await startSmtpServer();
  let t: TestApp | undefined;
  try {
    t = await buildTestApp({ SMTP_URL: smtp.url, ...env });
    const app = t;
    const jobs = await startTestJobs(app);
    return {
      t: app,
      smtp,
      jobs,
      close: async () => {
        await jobs.stop();
        await app.close();
        await smtp.close();
      },
    };
  } catch (error) {
    await t?.close();
    await smtp.close();
    throw error;
  }
}
