import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { deliverOutboxMessage, markOutboxDead } from '../mail/delivery';
import { MAIL_DEAD_QUEUE, MAIL_QUEUE, relayOutbox, type MailJob } from '../mail/relay';
import { createSmtpMailer, type Mailer } from '../mail/transport';
import type { JobQueueDepth } from '../plugins/metrics';
import type { BankDataClient } from '../modules/bank/bank-data-client';
import { retryConsentDeletions } from '../modules/bank/consent-deletions';
import type { FileStorage } from '../storage/storage';
import { createBoss } from './boss';
import { runRetention } from './retention';
import { sweepOrphanUploads } from './upload-sweep';
import { runSavedSearchAlerts } from '../modules/saved-searches/alerts';
import type { AppConfig } from '../config/env';

/** The daily deletion of personal data past its retention period (retention.ts), 03:17 Vilnius time. */
export const RETENTION_QUEUE = 'retention';
export const RETENTION_CRON = '17 3 * * *';
/** Bank-data consents whose deletion at the provider is still owed (modules/bank/consent-deletions.ts), every 10 minutes. */
export const CONSENT_CLEANUP_QUEUE = 'bank-consent-cleanup';
export const CONSENT_CLEANUP_CRON = '*/10 * * * *';
/** Listing image files no listing uses (upload-sweep.ts), daily at 04:41 Vilnius time. */
export const UPLOAD_SWEEP_QUEUE = 'upload-sweep';
export const UPLOAD_SWEEP_CRON = '41 4 * * *';

/** The saved searches' daily alert (modules/saved-searches/alerts.ts), 08:05 Vilnius time. */
export const SAVED_SEARCH_ALERTS_QUEUE = 'saved-search-alerts';
export const SAVED_SEARCH_ALERTS_CRON = '5 8 * * *';

/** Retries of one e-mail: 5 s, 10 s, 20 s, … (pg-boss's backoff, with jitter) up to 10 min apart, 12 tries (~1 h). */
export interface MailRetry {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax: number;
}
export const MAIL_RETRY: MailRetry = { retryLimit: 12, retryDelay: 5, retryBackoff: true, retryDelayMax: 600 };
/** A send that takes longer than this is taken for dead (its process was killed): the job is retried. */
export const MAIL_EXPIRE_SECONDS = 120;

export interface JobsOptions {
  database: DatabaseHandle;
  /** null: no SMTP configured — messages stay 'queued' in mail_outbox until a worker with SMTP runs. */
  smtpUrl: string | null | undefined;
  mailFrom: string;
  log: FastifyBaseLogger;
  /** How often the relay looks for new outbox rows (ms). */
  relayIntervalMs?: number;
  /** How often workers poll their queue (seconds, ≥ 0.5). */
  pollingIntervalSeconds?: number;
  mailRetry?: Partial<MailRetry>;
  mailExpireSeconds?: number;
  /** The mailer to use instead of SMTP_URL's (tests). */
  mailer?: Mailer;
  /** The bank-data provider: with it, owed consent deletions are retried (bank-consent-cleanup). */
  bankClient?: BankDataClient;
  /** The file storage: with it, image files no listing uses are swept (upload-sweep). */
  storage?: FileStorage;
  /** For the jobs that write e-mails with links (the saved searches' alert). */
  config?: Pick<AppConfig, 'dataKey' | 'urls'>;
  /** When the saved searches' alert runs (cron, Vilnius time); {@link SAVED_SEARCH_ALERTS_CRON} by default. */
  savedSearchAlertsCron?: string;
}

export interface Jobs {
  boss: PgBoss;
  /** Hands queued outbox rows to the queue now (the relay also runs on its interval). */
  relayNow(): Promise<number>;
  /** Job counts per queue and state, and outbox rows per status, for /api/metrics. */
  depth(): Promise<JobQueueDepth[]>;
  stop(): Promise<void>;
}

/**
 * Starts the job queue and its workers in this process (the API's: `main.ts`). Every instance
 * runs the same workers; pg-boss hands each job to one of them (SKIP LOCKED). Jobs live in the
 * database, so they survive a restart; a job whose process died is retried once it expires.
 */
export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const { database, log } = options;
  const db: Kysely<Database> = database.db;
  const boss = createBoss(database);
  boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  const { retryDelayMax, ...retry } = { ...MAIL_RETRY, ...options.mailRetry };
  const expireInSeconds = options.mailExpireSeconds ?? MAIL_EXPIRE_SECONDS;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  try {
    await boss.createQueue(MAIL_DEAD_QUEUE);
    // pg-boss takes a maximum delay only with backoff. createQueue keeps an existing queue as it
    // is, so updateQueue applies changed settings to a database made by an earlier version.
    await boss.createQueue(MAIL_QUEUE, { ...retry, ...(retry.retryBackoff ? { retryDelayMax } : {}), expireInSeconds, deadLetter: MAIL_DEAD_QUEUE });
    await boss.updateQueue(MAIL_QUEUE, { ...retry, expireInSeconds });
  } catch (error) {
    await boss.stop({ graceful: false, close: true });
    throw error;
  }

  // Scheduled jobs: pg-boss keeps one schedule per name in the database, so several instances
  // schedule it once and one of them runs each occurrence.
  await boss.createQueue(RETENTION_QUEUE);
  await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, null, { tz: 'Europe/Vilnius' });
  await boss.work(RETENTION_QUEUE, { pollingIntervalSeconds: Math.max(pollingIntervalSeconds, 30) }, async () => {
    const deleted = await runRetention(db);
    log.info({ deleted }, 'retention: personal data past its period deleted');
  });
  const { config } = options;
  if (config) {
    await boss.createQueue(SAVED_SEARCH_ALERTS_QUEUE);
    await boss.schedule(SAVED_SEARCH_ALERTS_QUEUE, options.savedSearchAlertsCron ?? SAVED_SEARCH_ALERTS_CRON, null, { tz: 'Europe/Vilnius' });
    await boss.work(SAVED_SEARCH_ALERTS_QUEUE, { pollingIntervalSeconds: Math.max(pollingIntervalSeconds, 30) }, async () => {
      const result = await runSavedSearchAlerts(db, config);
      log.info(result, 'saved searches: daily alerts queued');
    });
  }

  if (options.bankClient) {
    const client = options.bankClient;
    await boss.createQueue(CONSENT_CLEANUP_QUEUE);
    await boss.schedule(CONSENT_CLEANUP_QUEUE, CONSENT_CLEANUP_CRON, null, { tz: 'Europe/Vilnius' });
    await boss.work(CONSENT_CLEANUP_QUEUE, { pollingIntervalSeconds: Math.max(pollingIntervalSeconds, 30) }, async () => {
      const result = await retryConsentDeletions(db, client, log);
      if (result.deleted + result.stillOwed > 0) log.info(result, 'bank-consent-cleanup: owed consent deletions retried');
    });
  }
  if (options.storage) {
    const storage = options.storage;
    await boss.createQueue(UPLOAD_SWEEP_QUEUE);
    await boss.schedule(UPLOAD_SWEEP_QUEUE, UPLOAD_SWEEP_CRON, null, { tz: 'Europe/Vilnius' });
    await boss.work(UPLOAD_SWEEP_QUEUE, { pollingIntervalSeconds: Math.max(pollingIntervalSeconds, 30) }, async () => {
      const result = await sweepOrphanUploads(db, storage);
      log.info(result, 'upload-sweep: image files no listing uses deleted');
    });
  }

  const mailer = options.mailer ?? (options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.mailFrom) : null);
  let relayTimer: NodeJS.Timeout | undefined;
  let relaying: Promise<number> | null = null;
  const relayNow = async (): Promise<number> => {
    if (relaying) return relaying;
    relaying = relayOutbox(db, boss).finally(() => {
      relaying = null;
    });
    return relaying;
  };

  if (mailer) {
    // One job per call, so one failed send fails (and retries) only its own message; three at a
    // time per instance (the SMTP pool's connections).
    await boss.work<MailJob>(MAIL_QUEUE, { pollingIntervalSeconds, batchSize: 1, localConcurrency: 3 }, async ([job]) => {
      if (!job) return;
      const result = await deliverOutboxMessage(db, mailer, job.data.outboxId, expireInSeconds);
      log.info({ outboxId: job.data.outboxId, jobId: job.id, result }, result === 'sent' ? 'e-mail sent' : 'e-mail job skipped');
    });
    await boss.work<MailJob>(MAIL_DEAD_QUEUE, { pollingIntervalSeconds }, async (jobs) => {
      for (const job of jobs) {
        await markOutboxDead(db, job.data.outboxId);
        log.error({ outboxId: job.data.outboxId }, 'e-mail given up after every retry: mail_outbox status dead');
      }
    });
    const tick = () => {
      relayNow()
        .catch((error: unknown) => log.error({ err: error }, 'mail relay failed'))
        .finally(() => {
          if (relayTimer) relayTimer = setTimeout(tick, options.relayIntervalMs ?? 1000);
        });
    };
    relayTimer = setTimeout(tick, 0);
  } else {
    log.warn('SMTP_URL is not set: e-mails wait in mail_outbox (status queued) until the API runs with SMTP');
  }

  return {
    boss,
    relayNow,
    async depth() {
      const queues = await boss.getQueues([MAIL_QUEUE, MAIL_DEAD_QUEUE]);
      const outbox = await db
        .selectFrom('mail_outbox')
        .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
        .groupBy('status')
        .execute();
      return [
        ...queues.flatMap((q) => [
          { queue: q.name, state: 'queued', count: q.queuedCount },
          { queue: q.name, state: 'active', count: q.activeCount },
          { queue: q.name, state: 'failed', count: q.failedCount },
        ]),
        ...outbox.map((row) => ({ queue: 'mail_outbox', state: row.status, count: Number(row.count) })),
      ];
    },
    async stop() {
      const timer = relayTimer;
      relayTimer = undefined;
      clearTimeout(timer);
      await relaying?.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
      mailer?.close();
    },
  };
}
