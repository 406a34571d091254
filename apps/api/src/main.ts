import { ConfigError, loadConfig } from './config/env';
import { openDatabase, migrateToLatest } from './db/database';
import { buildApp } from './app';
import { seedDatabase } from './db/seed';
import { startJobs } from './jobs/worker';
import { createBankDataClient } from './modules/bank/bank-data-client';
import path from 'node:path';

/**
 * Starts the API: validated config, database (PostgreSQL via DATABASE_URL, else PGlite under
 * DATA_DIR), migrations, the idempotent seed, the job workers, then the server. SIGTERM/SIGINT close the server
 * and then the database, so PGlite is flushed cleanly.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await migrateToLatest(database.db);
  const app = await buildApp({
    config,
    db: database.db,
    // Several instances may share this PostgreSQL: their search caches follow each other's writes.
    ...(database.kind === 'postgres' && database.databaseUrl ? { catalogChanges: { databaseUrl: database.databaseUrl, schema: database.schema } } : {}),
  });
  await seedDatabase({ db: database.db, storage: app.storage, config, log: app.log });
  // The job queue and its workers (e-mail delivery) run in this process: src/jobs/README.md.
  const jobs = await startJobs({
    database,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    log: app.log,
    pollingIntervalSeconds: config.jobs.pollSeconds,
    mailRetry: { retryDelay: config.jobs.mailRetryDelaySeconds },
    savedSearchAlertsCron: config.jobs.savedSearchAlertsCron,
    bankClient: createBankDataClient(config.bankData),
    storage: app.storage,
    config,
  });
  app.metrics.setJobQueueDepthSource(() => jobs.depth());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests are drained (plugins/graceful-close.ts), but one that hangs must not keep
    // the instance up past the orchestrator's kill (30 s by default in Kubernetes and ECS).
    setTimeout(() => {
      app.log.error('shutdown still waiting after 25 s: exiting');
      process.exit(1);
    }, 25_000).unref();
    try {
      await app.close();
      await jobs.stop();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Ratai API on ${config.publicUrl}/api (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  // A refused configuration is the operator's to fix: its lines, without a stack trace.
  if (error instanceof ConfigError) console.error(`Ratai API refuses to start / Ratai API nepaleidžiama:\n${error.message}`);
  else console.error(error);
  process.exit(1);
});
