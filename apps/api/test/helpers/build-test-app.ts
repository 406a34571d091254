import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config/env';
import { dropSchema, migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { MemoryRateLimitStore } from '../../src/plugins/rate-limit';
import { startTestStorage } from '../storage/test-storage';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  /** The database handle (the job queue needs its PGlite or its URL and schema: test/helpers/test-jobs.ts). */
  database: DatabaseHandle;
  config: AppConfig;
  /** SQL of every query executed since the last `queries.length = 0`. */
  queries: string[];
  /** Every log line the app wrote (JSON), for scans of what must never be logged. */
  logs: string[];
  /** Every registered route as 'METHOD /url' (HEAD routes Fastify adds are left out). */
  routes: string[];
  dataDir: string;
  /** 'disk' unless the file asked for STORAGE=s3 or the run sets TEST_STORAGE=s3 (test/storage/test-storage.ts). */
  storageKind: 'disk' | 's3';
  /** Stored file names under `prefix` (e.g. 'cars/'), relative to it and sorted, wherever the storage keeps them. */
  storedFiles(prefix: string): Promise<string[]>;
  readStoredFile(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

/** Any fixed number: the advisory lock every test file takes around migrating and dropping. */
const SCHEMA_LOCK_KEY = 7_402_911;

/**
 * Runs `work` while holding a PostgreSQL advisory lock (no-op without a URL). Test files run in
 * parallel, each in its own schema: Kysely's migrator reads the catalog of every schema, and a
 * `drop schema` of another file at that moment makes the read fail ("schema … does not exist").
 */
async function whileHoldingSchemaLock<T>(databaseUrl: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
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
    await whileHoldingSchemaLock(databaseUrl, () => migrateToLatest(database.db, schema));
  } catch (error) {
    await database.close();
    if (databaseUrl && schema) await whileHoldingSchemaLock(databaseUrl, () => dropSchema(databaseUrl, schema));
    throw error;
  }
  const storage = await startTestStorage(dataDir, env);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    ...storage.env,
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
    database,
    config,
    queries,
    logs,
    routes,
    dataDir,
    storageKind: storage.kind,
    storedFiles: storage.storedFiles,
    readStoredFile: storage.readStoredFile,
    close: async () => {
      await app.close();
      await database.close();
      await storage.close();
      if (databaseUrl && schema) await whileHoldingSchemaLock(databaseUrl, () => dropSchema(databaseUrl, schema));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
