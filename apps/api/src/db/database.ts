import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PGliteDialect, PostgresDialect, type LogEvent } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import pg from 'pg';
import { migrations } from './migrations';
import { usePreparedStatements } from './prepared-statements';
import { makePrivate, PRIVATE_DIR_MODE, usePrivateUmask } from './private-files';
import type { Database } from './schema';

// int8 (count(*)) as a JS number: counts here stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export interface DatabaseOptions {
  /** PostgreSQL connection string. When absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; 'memory' for an in-memory database (tests). */
  pgliteDir?: string | 'memory';
  /** PostgreSQL schema to work in (tests isolate each suite in its own schema). */
  schema?: string;
  /** Called for every executed query (tests count queries per request). */
  onQuery?: (event: LogEvent) => void;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'postgres' | 'pglite';
  /** The embedded database itself (PGlite only): the job queue runs its SQL on it (src/jobs/boss.ts). */
  pglite?: PGlite;
  /** PostgreSQL only: the connection string and the schema the tables live in. */
  databaseUrl?: string;
  schema?: string;
  close(): Promise<void>;
}

/** Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const log = options.onQuery
    ? (event: LogEvent) => {
        if (event.level === 'query') options.onQuery?.(event);
      }
    : undefined;

  if (options.databaseUrl) {
    if (options.schema) await ensureSchema(options.databaseUrl, options.schema);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    usePreparedStatements(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return { db, kind: 'postgres', databaseUrl: options.databaseUrl, schema: options.schema, close: () => db.destroy() };
  }

  const dir = options.pgliteDir ?? 'memory';
  const dataDir = dir === 'memory' ? null : path.resolve(dir);
  if (dataDir) {
    // Personal data on disk: private files and directories (db/private-files.ts).
    usePrivateUmask();
    mkdirSync(path.dirname(dataDir), { recursive: true, mode: PRIVATE_DIR_MODE });
  }
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    extensions: { pg_trgm },
  });
  if (dataDir) makePrivate(dataDir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }), log });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      if (dataDir) makePrivate(dataDir);
    },
  };
}

async function ensureSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${schema}`);
  } finally {
    await client.end();
  }
}

/** Drops a test schema on PostgreSQL (no-op for names that are not test schemas). */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!/^test_[a-z0-9_]+$/.test(schema)) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/**
 * Brings the schema up to date. Throws when a migration fails. With a PostgreSQL `schema`, the
 * migrator's own tables live in it too: Kysely otherwise looks for them in every schema, finds
 * another suite's, and skips creating its own.
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
    // Work landed in parallel can give a later number a migration that lands first (0025 after
    // 0026 and 0027): each migration touches its own tables and columns, so a database that
    // already ran the higher numbers runs the missing lower one instead of refusing to start.
    allowUnorderedMigrations: true,
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error instanceof Error ? result.error : new Error(String(result.error));
  return result;
}
