/**
 * Child process: the real API (buildApp, logger off) on an already seeded database, listening on
 * an ephemeral port of 127.0.0.1. Prints `BENCH_LISTENING <port>` once ready. Stops on SIGTERM,
 * SIGINT or when the parent closes our stdin (parent died).
 *
 * Environment (set by run.ts):
 *   BENCH_DATABASE_URL + BENCH_SCHEMA  PostgreSQL, or
 *   BENCH_PGLITE_DIR                   PGlite data directory
 *   BENCH_DATA_DIR                     the API's DATA_DIR (uploads; nothing is written)
 *   BENCH_POOL_SIZE                    optional pg pool size (API default otherwise)
 *   BENCH_ANSWER_CACHE=off             the search's cached answers off (buildApp searchPageTtlMs: 0);
 *                                      the cached totals stay on
 */
import { buildApp } from '../../../apps/api/src/app';
import { openDatabase } from '../../../apps/api/src/db/database';
import { benchConfig } from './config';

async function main(): Promise<void> {
  const databaseUrl = process.env['BENCH_DATABASE_URL'] || undefined;
  const pgliteDir = process.env['BENCH_PGLITE_DIR'] || undefined;
  const dataDir = process.env['BENCH_DATA_DIR'];
  if (!dataDir || (!databaseUrl && !pgliteDir)) throw new Error('server.ts: BENCH_DATA_DIR and a database are required');
  const poolSize = process.env['BENCH_POOL_SIZE'] ? Number(process.env['BENCH_POOL_SIZE']) : undefined;

  const database = await openDatabase({
    databaseUrl,
    schema: databaseUrl ? process.env['BENCH_SCHEMA'] : undefined,
    pgliteDir,
    poolSize,
  });
  const config = benchConfig(dataDir, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  const answerCacheOff = process.env['BENCH_ANSWER_CACHE'] === 'off';
  const app = await buildApp({ config, db: database.db, logger: false, ...(answerCacheOff ? { searchPageTtlMs: 0 } : {}) });

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  process.stdin.on('end', () => void shutdown());
  process.stdin.resume();

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  process.stdout.write(`BENCH_LISTENING ${address.port} ${database.kind} ${config.env}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
