import { performance } from 'node:perf_hooks';
import { CompiledQuery, type Kysely } from 'kysely';
import { buildApp } from '../../../apps/api/src/app';
import type { AppConfig } from '../../../apps/api/src/config/env';
import { openDatabase, type DatabaseOptions } from '../../../apps/api/src/db/database';
import { preparedStatementName } from '../../../apps/api/src/db/prepared-statements';
import type { Database } from '../../../apps/api/src/db/schema';
import type { CapturedRequest, CapturedStatement } from './common';

interface Timed extends CapturedStatement {
  start: number;
  end: number;
}

/**
 * Groups statements by overlap: a statement that started before every statement of the current
 * stage had finished ran concurrently with it (Promise.all in the API); otherwise it starts a
 * new stage (it waited for the previous results).
 */
function toStages(timed: Timed[]): CapturedStatement[][] {
  const sorted = [...timed].sort((a, b) => a.start - b.start);
  const stages: Timed[][] = [];
  for (const t of sorted) {
    const current = stages[stages.length - 1];
    if (current && t.start < Math.min(...current.map((c) => c.end))) current.push(t);
    else stages.push([t]);
  }
  // A statement the API sends named is replayed named by the bare route too: the same protocol.
  return stages.map((s) =>
    s.map(({ sql, parameters, durationMs }) => {
      const preparedName = preparedStatementName(sql);
      return preparedName ? { sql, parameters, durationMs, preparedName } : { sql, parameters, durationMs };
    }),
  );
}

/**
 * Opens the API in this process on the given database with Kysely's query log on, injects one
 * GET request and returns every statement it executed (SQL text + bound parameters), staged.
 * The request is sent twice and the second one is captured: the steady state a benchmark that
 * repeats the URL sees with the cached answers of the search and the car page off (the cached
 * totals warm) — with them on, the second request would run no SQL at all. The first request's statement count is
 * returned too.
 */
export async function captureRequest(dbOptions: DatabaseOptions, config: AppConfig, path: string): Promise<CapturedRequest> {
  let recording = false;
  let coldStatements = 0;
  const timed: Timed[] = [];
  const database = await openDatabase({
    ...dbOptions,
    onQuery: (event) => {
      if (!recording) {
        coldStatements++;
        return;
      }
      const end = performance.now();
      timed.push({
        sql: event.query.sql,
        parameters: [...event.query.parameters],
        durationMs: Math.round(event.queryDurationMillis * 100) / 100,
        start: end - event.queryDurationMillis,
        end,
      });
    },
  });
  try {
    const app = await buildApp({ config, db: database.db, logger: false, searchPageTtlMs: 0, carPageTtlMs: 0 });
    try {
      await app.ready();
      coldStatements = 0;
      const first = await app.inject({ method: 'GET', url: path });
      if (first.statusCode !== 200) throw new Error(`GET ${path} → ${first.statusCode}: ${first.body.slice(0, 300)}`);
      recording = true;
      const res = await app.inject({ method: 'GET', url: path });
      recording = false;
      if (timed.length === 0) throw new Error(`GET ${path} executed no SQL`);
      return { path, statusCode: res.statusCode, bodyBytes: Buffer.byteLength(res.body), coldStatements, stages: toStages(timed) };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** EXPLAIN (ANALYZE, BUFFERS) of each captured statement, with its parameters, as text. */
export async function explainStatements(db: Kysely<Database>, captured: CapturedRequest): Promise<string[]> {
  const plans: string[] = [];
  for (const s of captured.stages.flat()) {
    // Run once first so the plan shows warm-cache timings like the benchmark sees.
    await db.executeQuery(CompiledQuery.raw(s.sql, s.parameters));
    const result = await db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain (analyze, buffers) ${s.sql}`, s.parameters));
    plans.push(result.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  return plans;
}
