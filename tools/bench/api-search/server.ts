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
 *   BENCH_ANSWER_CACHE=off             the cached answers of the search and of the car page off
 *                                      (buildApp searchPageTtlMs: 0, carPageTtlMs: 0); the cached totals stay on
 *   BENCH_JWT_SECRET                   the session secret (instances behind one load balancer share it)
 *   BENCH_CHANGE_FEED=on               PostgreSQL: announce and hear listing changes (LISTEN/NOTIFY),
 *                                      as main.ts runs the API on PostgreSQL
 */
import { buildApp } from '../../../apps/api/src/app';
import { openDatabase } from '../../../apps/api/src/db/database';
import { benchConfig } from './config';
import { serveAsChild } from './serve-child';

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
  const jwtSecret = process.env['BENCH_JWT_SECRET'];
  const config = benchConfig(dataDir, { ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...(jwtSecret ? { JWT_SECRET: jwtSecret } : {}) });
  const answerCacheOff = process.env['BENCH_ANSWER_CACHE'] === 'off';
  const changeFeed = process.env['BENCH_CHANGE_FEED'] === 'on' && databaseUrl;
  const app = await buildApp({
    config,
    db: database.db,
    logger: false,
    ...(answerCacheOff ? { searchPageTtlMs: 0, carPageTtlMs: 0 } : {}),
    ...(changeFeed ? { catalogChanges: { databaseUrl, schema: process.env['BENCH_SCHEMA'] } } : {}),
  });

  await serveAsChild(app, () => database.close(), `${database.kind} ${config.env}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
