/**
 * Child process: the lower bound for the API's search. A bare Fastify (logger off, no plugins)
 * with a `pg` Pool and one route, `GET /bare`, that executes THE SAME SQL the API executed for
 * the benchmarked search request — the exact statements and bound parameters captured from
 * Kysely's query log by run.ts — in the same order and concurrency (statements of a stage run
 * with Promise.all, stages one after another), and returns the raw rows as JSON. No validation,
 * no mapping, no Kysely: what is left is HTTP + pg + PostgreSQL.
 *
 * Environment: BENCH_DATABASE_URL, BENCH_SCHEMA, BENCH_SQL_FILE (CapturedRequest JSON),
 * BENCH_POOL_SIZE (default 10, the API's default). Prints `BENCH_LISTENING <port>`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import type { CapturedRequest } from './common';

async function main(): Promise<void> {
  const databaseUrl = process.env['BENCH_DATABASE_URL'];
  const schema = process.env['BENCH_SCHEMA'];
  const sqlFile = process.env['BENCH_SQL_FILE'];
  if (!databaseUrl || !schema || !sqlFile) throw new Error('bare-server.ts: BENCH_DATABASE_URL, BENCH_SCHEMA and BENCH_SQL_FILE are required');
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`invalid schema ${schema}`);
  const captured = JSON.parse(readFileSync(sqlFile, 'utf8')) as CapturedRequest;
  const stages = captured.stages;

  // Same pool settings as openDatabase() in the API.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: Number(process.env['BENCH_POOL_SIZE'] || 10),
    options: `-c search_path=${schema}`,
  });

  const app = Fastify({ logger: false });
  app.get('/bare', async () => {
    const results: unknown[][] = [];
    for (const stage of stages) {
      const out = await Promise.all(stage.map((s) => pool.query(s.sql, s.parameters)));
      for (const r of out) results.push(r.rows);
    }
    return results;
  });

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    try {
      await app.close();
    } finally {
      await pool.end();
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
  process.stdout.write(`BENCH_LISTENING ${address.port} bare\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
