import { startJobs, type Jobs, type JobsOptions } from '../../src/jobs/worker';
import type { TestApp } from './build-test-app';

/**
 * The job queue and its workers for a test app, fast: the relay every 100 ms, queues polled every
 * 0.5 s (pg-boss's minimum), the first e-mail retry after 1 s. Stop it before `t.close()`.
 */
export async function startTestJobs(t: TestApp, options: Partial<JobsOptions> = {}): Promise<Jobs> {
  return startJobs({
    database: t.database,
    smtpUrl: t.config.smtpUrl,
    mailFrom: t.config.mailFrom,
    log: t.app.log,
    relayIntervalMs: 100,
    pollingIntervalSeconds: 0.5,
    mailRetry: { retryDelay: 1, retryBackoff: false, retryLimit: 3 },
    ...options,
  });
}

/** Waits until `check` holds (polling every 50 ms), or fails with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
