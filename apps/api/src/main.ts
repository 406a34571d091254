import { loadConfig } from './config/env';
import { openDatabase, migrateToLatest } from './db/database';
import { buildApp } from './app';
import { seedDatabase } from './db/seed';
import path from 'node:path';

/**
 * Starts the API: validated config, database (PostgreSQL via DATABASE_URL, else PGlite under
 * DATA_DIR), migrations, the idempotent seed, then the server. SIGTERM/SIGINT close the server
 * and then the database, so PGlite is flushed cleanly.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await migrateToLatest(database.db);
  const app = await buildApp({ config, db: database.db });
  await seedDatabase({ db: database.db, storage: app.storage, config, log: app.log });

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
  console.error(error);
  process.exit(1);
});
