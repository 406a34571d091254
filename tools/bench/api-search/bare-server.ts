/**
 * Child process: the lower bound for the API's search and car page. A bare Fastify (logger off,
 * no plugins) with a `pg` Pool and two routes that execute THE SAME SQL the API executed — the
 * exact statements and bound parameters captured from Kysely's query log by run.ts — in the same
 * order and concurrency (statements of a stage run with Promise.all, stages one after another),
 * and return the raw rows as JSON, each sent as the API sent it (a statement the API sends as a
 * named prepared statement is sent under the same name). No validation, no mapping, no Kysely:
 * what is left is HTTP + pg + PostgreSQL.
 *
 * - `GET /bare`: the benchmarked filtered search's statements with their captured parameters.
 * - `GET /bare-car/:slug`: the car page's statements, with the captured slug replaced by the
 *   requested one wherever it was a parameter (the car read is one statement whose only
 *   request value is the slug; a capture with several stages is refused, since a later stage's
 *   ids would come from the first car's rows).
 *
 * Environment: BENCH_DATABASE_URL, BENCH_SCHEMA, BENCH_SQL_FILE (CapturedRequest JSON),
 * BENCH_CAR_SQL_FILE + BENCH_CAR_SLUG (optional: the car page's capture and the slug it was
 * captured for), BENCH_POOL_SIZE (default 10, the API's default). Prints `BENCH_LISTENING <port>`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import type { CapturedRequest } from './common';
import { serveAsChild } from './serve-child';

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

  const run = async (statementStages: CapturedRequest['stages'], bind: (value: unknown) => unknown = (value) => value) => {
    const results: unknown[][] = [];
    for (const stage of statementStages) {
      const out = await Promise.all(
        stage.map((s) => {
          const values = s.parameters.map(bind);
          // Named as the API names it (a prepared statement, parsed and planned once per connection).
          return s.preparedName ? pool.query({ name: s.preparedName, text: s.sql, values }) : pool.query(s.sql, values);
        }),
      );
      for (const r of out) results.push(r.rows);
    }
    return results;
  };

  const app = Fastify({ logger: false });
  app.get('/bare', () => run(stages));

  const carFile = process.env['BENCH_CAR_SQL_FILE'];
  const carSlug = process.env['BENCH_CAR_SLUG'];
  if (carFile && carSlug) {
    const car = JSON.parse(readFileSync(carFile, 'utf8')) as CapturedRequest;
    if (car.stages.length !== 1) throw new Error(`bare-server.ts: the car page ran ${car.stages.length} stages; only a single-stage read can be replayed per slug`);
    app.get<{ Params: { slug: string } }>('/bare-car/:slug', (request) => run(car.stages, (value) => (value === carSlug ? request.params.slug : value)));
  }

  await serveAsChild(app, () => pool.end(), `bare`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
