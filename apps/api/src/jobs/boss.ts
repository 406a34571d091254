import { PgBoss, fromPglite } from 'pg-boss';
import type { DatabaseHandle } from '../db/database';

/**
 * pg-boss on the database the API already runs: on PostgreSQL with a small pool of its own, on
 * embedded PGlite through pg-boss's PGlite adapter (one process owns a PGlite data directory, so
 * there the worker always runs inside the API process).
 *
 * Its tables live in their own schema: `pgboss`, or `<schema>_boss` when the API's tables are in
 * a schema of their own (each test file).
 */
export function createBoss(database: DatabaseHandle): PgBoss {
  const schema = database.schema ? `${database.schema}_boss` : 'pgboss';
  // The API supervises its own jobs; maintenance (expiry, retention of finished jobs) runs in every
  // instance, and pg-boss coordinates them with advisory locks.
  const common = { schema, application_name: 'ratai-jobs' } as const;
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('createBoss: the PGlite handle has no PGlite instance');
    return new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
  }
  if (!database.databaseUrl) throw new Error('createBoss: the PostgreSQL handle has no connection string');
  return new PgBoss({ ...common, connectionString: database.databaseUrl, max: 4 });
}
