import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config/env';
import { dropSchema, migrateToLatest, openDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { MemoryRateLimitStore } from '../../src/plugins/rate-limit';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  config: AppConfig;
  /** SQL of every query executed since the last `queries.length = 0`. */
  queries: string[];
  /** Every log line the app wrote (JSON), for scans of what must never be logged. */
  logs: string[];
  /** Every registered route as 'METHOD /url' (HEAD routes Fastify adds are left out). */
  routes: string[];
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh API for one test file: in-memory PGlite, or — when DATABASE_URL is set — a schema of
 * its own in that PostgreSQL, dropped at close. Uploads go to a temp dir. Nothing is shared
 * between files, so suites can run in parallel.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ratai-api-test-'));
  const databaseUrl = process.env['DATABASE_URL'] || undefined;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const queries: string[] = [];
  const logs: string[] = [];
  const routes: string[] = [];
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: 'memory',
    schema,
    poolSize: 4,
    onQuery: (event) => queries.push(event.query.sql),
  });
  try {
    await migrateToLatest(database.db, schema);
  } catch (error) {
    await database.close();
    if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
    throw error;
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    ...env,
  });
  const app = await buildApp({
    config,
    db: database.db,
    rateLimitStore: new MemoryRateLimitStore(),
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
    onRoute: ({ method, url }) => {
      for (const m of Array.isArray(method) ? method : [method]) if (m !== 'HEAD') routes.push(`${m} ${url}`);
    },
  });
  await app.ready();
  queries.length = 0;
  return {
    app,
    db: database.db,
    config,
    queries,
    logs,
    routes,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      if (databaseUrl && schema) await dropSchema(databaseUrl, schema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
