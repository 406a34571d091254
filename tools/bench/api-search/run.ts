/**
 * API search benchmark. Run from the repository root:
 *
 *   npx tsx --tsconfig tsconfig.base.json tools/bench/api-search/run.ts
 *
 * Seeds BENCH_LISTINGS (50,000) approved + visible listings into a fresh PostgreSQL schema
 * test_bench_<random> (when DATABASE_URL or postgres://postgres@127.0.0.1:5432/test answers) and
 * into a fresh PGlite directory, starts the API (and a bare pg route running the API's exact SQL)
 * in child processes, loads them with autocannon, prints a Markdown report and writes it to
 * tools/bench/api-search/results/latest.md. Everything it creates is removed at the end, also
 * on failure or Ctrl-C. See README.md.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../../../apps/api/src/config/env';
import { dropSchema, migrateToLatest, openDatabase, type DatabaseOptions } from '../../../apps/api/src/db/database';
import { captureRequest, explainStatements } from './capture';
import { benchConfig } from './config';
import { killChildrenSync, startChild, type ChildServer } from './children';
import { DEFAULT_DATABASE_URL, REPO_ROOT, envInt, isLocalDatabaseUrl, log, prng, type CapturedRequest } from './common';
import type { CpuTarget } from './cpu';
import { measure, measurePaced, percentile, waitForQuiet, type LoadOptions, type Measurement } from './measure';
import { commonMakeSlug, sampleSlugs, seedBench, type SeedReport } from './seed-bench';
import { benchTwoInstances, describeDelays, ONE_OF_TWO, TWO_INSTANCE_TARGETS, TWO_OF_TWO, type TwoInstanceResult } from './two-instances';

const HERE = __dirname;

const settings = {
  listings: envInt('BENCH_LISTINGS', 50_000, 1, 1_000_000),
  connections: envInt('BENCH_CONNECTIONS', 10, 1, 256),
  durationS: envInt('BENCH_DURATION', 10, 1, 300),
  warmupS: envInt('BENCH_WARMUP', 2, 0, 60),
  rate: envInt('BENCH_RATE', 300, 1, 100_000),
  slugCount: envInt('BENCH_SLUGS', 500, 1, 100_000),
  variedCount: envInt('BENCH_VARIED', 20_000, 1, 1_000_000),
  quietWaitS: envInt('BENCH_QUIET_WAIT', 120, 0, 3600),
  quietBusyPct: envInt('BENCH_QUIET_BUSY', 15, 1, 100),
  attempts: envInt('BENCH_ATTEMPTS', 3, 1, 10),
  /** Alternating API-without-answer-cache / bare-route pairs for the like-for-like ratio. */
  pairs: envInt('BENCH_PAIRS', 3, 1, 9),
  maxOtherPct: envInt('BENCH_MAX_OTHER', 10, 0, 100),
  /** Seconds from the start after which rows stop waiting for quiet and stop retrying (keeps a busy run ≲ 15 min). */
  patienceS: envInt('BENCH_PATIENCE', 600, 0, 24 * 3600),
  poolSize: process.env['BENCH_POOL_SIZE'] ? envInt('BENCH_POOL_SIZE', 10, 1, 1000) : undefined,
  /** Delay samples of the two-instance row (hide/show through A, watched through B). */
  delaySamples: envInt('BENCH_DELAY_SAMPLES', 100, 2, 10_000),
  targets: (process.env['BENCH_TARGETS'] || 'postgres,two,pglite').split(',').map((t) => t.trim()),
  out: process.env['BENCH_OUT'] || path.join(HERE, 'results', 'latest.md'),
  /** Statements (separated by ;) run after seeding, before VACUUM ANALYZE: to try an index. */
  extraSql: (process.env['BENCH_EXTRA_SQL'] ?? '')
    .split(';')
    .map((x) => x.trim())
    .filter(Boolean),
};

/** The issue's targets. */
const TARGETS = { pgReqPerSec: 2000, pgP99Ms: 20, pgBareRatio: 0.8, pgliteP99Ms: 50, pgliteRate: 300, carCpuMs: 0.5, carBareRatio: 0.8 };

const searchPath = (make: string) =>
  `/api/car-advertisements?carMake=${encodeURIComponent(make)}&fuelType=diesel&fuelType=petrol&priceFrom=5000&priceTo=25000&modelYearFrom=2012&sort=priceAsc&page=2`;

/**
 * `count` distinct filtered searches (make × price range × year × sort), deterministic order: each
 * is requested about once per run, so every request pays for its total (the cold path).
 */
function variedSearchPaths(makes: string[], count: number): string[] {
  const sorts = ['newest', 'priceAsc', 'priceDesc', 'yearDesc', 'odometerAsc'];
  const out: string[] = [];
  const random = prng(11);
  for (let i = 0; out.length < count && i < count * 4; i++) {
    const make = makes[Math.floor(random() * makes.length)];
    const priceFrom = 2000 + Math.floor(random() * 30) * 500;
    const priceTo = priceFrom + 3000 + Math.floor(random() * 30) * 1000;
    const year = 2005 + Math.floor(random() * 16);
    const sort = sorts[Math.floor(random() * sorts.length)];
    out.push(`/api/car-advertisements?carMake=${encodeURIComponent(make)}&priceFrom=${priceFrom}&priceTo=${priceTo}&modelYearFrom=${year}&sort=${sort}`);
  }
  return [...new Set(out)];
}

const VARIED_ENDPOINT = 'filtered search, varied (cold caches)';
/** Targets of servers started with BENCH_ANSWER_CACHE=off: the cached answers of the search and the car page off, cached totals on. */
const PG_NO_CACHE = 'PostgreSQL API, no answer cache';

/**
 * Alternating API / bare pairs: run-to-run noise on this machine would otherwise decide a ratio,
 * so the pair with the median ratio goes into the tables and every pair into the notes.
 */
function pushMedianPair(rows: Measurement[], notes: string[], what: string, pairs: { api: Measurement; bare: Measurement }[]): void {
  const byRatio = [...pairs].sort((a, b) => a.api.reqPerSec / a.bare.reqPerSec - b.api.reqPerSec / b.bare.reqPerSec);
  const median = byRatio[Math.floor((byRatio.length - 1) / 2)];
  if (median) rows.push(median.api, median.bare);
  notes.push(
    `${what}, ${pairs.length} alternating pairs (the median pair is in the tables): ` +
      pairs.map((p, i) => `pair ${i + 1}: ${fmt(p.api.reqPerSec, 0)} ÷ ${fmt(p.bare.reqPerSec, 0)} req/s = ${fmt(p.api.reqPerSec / p.bare.reqPerSec, 2)}`).join('; ') +
      '.',
  );
}
const PGLITE_NO_CACHE = 'PGlite API, no answer cache';
const carPath = (slug: string) => `/api/car-advertisements/${encodeURIComponent(slug)}`;

// ---------------------------------------------------------------------------------------------
// Cleanup: a stack run once, on success, failure, SIGINT/SIGTERM; children also on 'exit'.

const cleanups: { name: string; fn: () => Promise<void> | void }[] = [];
let cleaning: Promise<void> | null = null;
function onCleanup(name: string, fn: () => Promise<void> | void): void {
  cleanups.push({ name, fn });
}
function runCleanups(): Promise<void> {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const { name, fn } = cleanups.pop() as (typeof cleanups)[number];
      try {
        await fn();
      } catch (error) {
        log(`cleanup "${name}" failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return cleaning;
}
process.on('exit', () => killChildrenSync());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: cleaning up`);
    // Children first and at once: a server still answering the running load would delay the rest.
    killChildrenSync();
    void runCleanups().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Leftovers of runs that were killed before their cleanup (SIGKILL, power loss): every run stamps
// its schema and temp dir with its pid and host; a stamp whose process is gone is swept.

const STAMP = (pid: number) => `ratai-bench pid=${pid} host=${os.hostname()}`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function deadStamp(stamp: string | null | undefined): boolean {
  const match = /^ratai-bench pid=(\d+) host=(.*)$/.exec(stamp?.trim() ?? '');
  return match !== null && match[2] === os.hostname() && !alive(Number(match[1]));
}

function sweepTempDirs(): void {
  for (const name of readdirSync(os.tmpdir())) {
    if (!name.startsWith('ratai-bench-')) continue;
    const dir = path.join(os.tmpdir(), name);
    let stamp: string | null = null;
    try {
      stamp = readFileSync(path.join(dir, 'owner'), 'utf8');
    } catch {
      // no stamp (yet): not ours to judge
    }
    if (deadStamp(stamp)) {
      rmSync(dir, { recursive: true, force: true });
      log(`removed leftover ${dir}`);
    }
  }
}

async function sweepSchemas(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; stamp: string | null }>(
      `select nspname as name, obj_description(oid, 'pg_namespace') as stamp from pg_namespace where nspname like 'test\\_bench\\_%'`,
    );
    for (const r of rows) {
      if (!deadStamp(r.stamp)) continue;
      await dropSchema(databaseUrl, r.name);
      log(`dropped leftover schema ${r.name}`);
    }
  } finally {
    await client.end();
  }
}

async function createStampedSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`create schema ${schema}`);
    await client.query(`comment on schema ${schema} is '${STAMP(process.pid).replace(/'/g, "''")}'`);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------

async function postgresAnswers(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string }>('select version()');
    return rows[0]?.version ?? 'PostgreSQL';
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface Prepared {
  label: 'PostgreSQL' | 'PGlite';
  dbOptions: DatabaseOptions;
  seed: SeedReport;
  makeSlug: string;
  slugs: string[];
  /** Distinct filtered-search URLs, so the API's per-filter total cache cannot help. */
  varied: string[];
  search: CapturedRequest;
  car: CapturedRequest;
  plans: string[];
  publicCount: number;
}

/** Migrate, seed, pick the request inputs, capture the SQL of one search and one car page. */
async function prepare(label: Prepared['label'], dbOptions: DatabaseOptions, config: AppConfig): Promise<Prepared> {
  log(`${label}: migrate + seed ${settings.listings} listings`);
  const handle = await openDatabase(dbOptions);
  let seed: SeedReport;
  let makeSlug: string;
  let slugs: string[];
  let varied: string[];
  let publicCount: number;
  try {
    await migrateToLatest(handle.db, dbOptions.schema);
    seed = await seedBench(handle.db, config, settings.listings, label, settings.extraSql);
    makeSlug = await commonMakeSlug(handle.db);
    slugs = await sampleSlugs(handle.db, settings.slugCount);
    varied = variedSearchPaths((await handle.db.selectFrom('car_makes').select('slug').orderBy('id').execute()).map((m) => m.slug), settings.variedCount);
    const row = await sql<{ n: number }>`select count(*)::int as n from car_advertisements where review_status = 'approved' and visibility = 'visible'`.execute(handle.db);
    publicCount = row.rows[0]?.n ?? 0;
  } finally {
    await handle.close();
  }
  log(`${label}: seeded in ${seed.seconds} s (reference data: ${seed.referenceFrom}); capturing SQL`);
  const search = await captureRequest(dbOptions, config, searchPath(makeSlug));
  const car = await captureRequest(dbOptions, config, carPath(slugs[0]));
  const again = await openDatabase(dbOptions);
  let plans: string[];
  try {
    plans = await explainStatements(again.db, search);
  } finally {
    await again.close();
  }
  return { label, dbOptions, seed, makeSlug, slugs, varied, search, car, plans, publicCount };
}

/** One GET to check a target answers 200 before loading it; returns the body. */
async function probe(port: number, urlPath: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}${urlPath}`, { signal: AbortSignal.timeout(10_000) });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${urlPath} → ${res.status}: ${body.slice(0, 300)}`);
  return body;
}

/** How each row went: background CPU before it, attempts, for the report. */
const background: string[] = [];

/**
 * Runs one measurement row on a machine as quiet as we can get: waits (bounded) until at most
 * BENCH_QUIET_BUSY % of the cores are busy, runs, and when other processes still took more than
 * BENCH_MAX_OTHER % of the machine during the run, tries again (at most BENCH_ATTEMPTS runs),
 * keeping the least disturbed run.
 */
const startedAt = Date.now();
/** Seconds of waiting and retrying the run may still spend (BENCH_PATIENCE from the start). */
const patienceLeft = () => Math.max(0, Math.floor(settings.patienceS - (Date.now() - startedAt) / 1000));
let patienceRanOut = false;

async function row(rows: Measurement[], label: string, run: () => Promise<Measurement>): Promise<void> {
  let best: Measurement | null = null;
  const tries: string[] = [];
  for (let attempt = 1; attempt <= settings.attempts; attempt++) {
    const wait = Math.min(settings.quietWaitS, patienceLeft());
    if (settings.quietWaitS > 0 && wait === 0) patienceRanOut = true;
    const quiet = wait > 0 ? await waitForQuiet(wait, settings.quietBusyPct / 100) : null;
    const bg = quiet ? `${Math.round(quiet.busy * 100)} % before${quiet.waitedS > 2 ? ` (waited ${quiet.waitedS} s)` : ''}` : 'not checked before';
    log(`${label}${attempt > 1 ? ` (attempt ${attempt})` : ''}, background CPU ${bg}`);
    const m = await run();
    const other = m.otherCpuPct;
    tries.push(`${bg}, ${other === null ? '?' : Math.round(other)} % during`);
    if (best === null || (other !== null && (best.otherCpuPct === null || other < best.otherCpuPct))) best = m;
    if (other === null || other <= settings.maxOtherPct || attempt === settings.attempts) break;
    if (patienceLeft() === 0) {
      patienceRanOut = true;
      log(`${label}: other processes used ${Math.round(other)} % of the machine during the run; BENCH_PATIENCE (${settings.patienceS} s) used up, keeping it`);
      break;
    }
    log(`${label}: other processes used ${Math.round(other)} % of the machine during the run; again`);
  }
  if (!best) return;
  background.push(`${best.target} / ${best.endpoint}: ${tries.join(' → ')}`);
  rows.push(best);
}

interface Target {
  port: number;
  cpu?: CpuTarget;
}

function load(target: Target, paths: string[], extra: Partial<LoadOptions> = {}): LoadOptions {
  return { ...target, paths, connections: settings.connections, durationS: settings.durationS, warmupS: settings.warmupS, ...extra };
}

async function withChild<T>(name: string, script: string, env: Record<string, string>, fn: (server: ChildServer) => Promise<T>): Promise<T> {
  log(`starting ${name}`);
  noteLoad(`before ${name}:`);
  const server = await startChild(name, path.join(HERE, script), env);
  onCleanup(`stop ${name}`, () => server.stop());
  try {
    return await fn(server);
  } finally {
    await server.stop();
  }
}

function describeResults(body: string): string {
  try {
    const json = JSON.parse(body) as Record<string, unknown>;
    const data = (json['data'] ?? json) as Record<string, unknown> | unknown[];
    if (Array.isArray(data)) return `${data.length} items`;
    const items = Object.values(data).find(Array.isArray) as unknown[] | undefined;
    const meta = JSON.stringify(json['meta'] ?? (data as Record<string, unknown>)['pagination'] ?? (data as Record<string, unknown>)['total'] ?? '');
    return `${items ? items.length : '?'} items on the page${meta && meta !== '""' ? `, ${meta}` : ''}`;
  } catch {
    return `${body.length} bytes`;
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  sweepTempDirs();
  const tmpRoot = mkdtempSync(path.join(os.tmpdir(), 'ratai-bench-'));
  onCleanup('remove temp dir', () => rmSync(tmpRoot, { recursive: true, force: true }));
  writeFileSync(path.join(tmpRoot, 'owner'), STAMP(process.pid));
  process.on('exit', () => rmSync(tmpRoot, { recursive: true, force: true }));
  const dataDir = path.join(tmpRoot, 'data');
  mkdirSync(dataDir, { recursive: true });
  const config = benchConfig(dataDir);
  const rows: Measurement[] = [];
  const notes: string[] = [];
  const prepared: Prepared[] = [];

  // --- PostgreSQL -----------------------------------------------------------------------------
  const explicitUrl = process.env['DATABASE_URL'] || undefined;
  const databaseUrl = explicitUrl ?? DEFAULT_DATABASE_URL;
  let pgVersion: string | null = null;
  let pgPrepared: Prepared | null = null;
  const onPostgres = settings.targets.includes('postgres') || settings.targets.includes('two');
  let twoInstances: TwoInstanceResult | null = null;
  if (onPostgres) {
    if (!isLocalDatabaseUrl(databaseUrl) && process.env['BENCH_ALLOW_REMOTE_DB'] !== '1') {
      throw new Error(`DATABASE_URL host is not local (${databaseUrl}); set BENCH_ALLOW_REMOTE_DB=1 to use it`);
    }
    pgVersion = await postgresAnswers(databaseUrl);
    if (!pgVersion && explicitUrl) throw new Error(`DATABASE_URL does not answer: ${explicitUrl}`);
    if (!pgVersion) notes.push(`PostgreSQL skipped: ${DEFAULT_DATABASE_URL} does not answer.`);
  }
  if (pgVersion) {
    await sweepSchemas(databaseUrl);
    const schema = `test_bench_${randomBytes(5).toString('hex')}`;
    onCleanup(`drop schema ${schema}`, async () => {
      await dropSchema(databaseUrl, schema);
      log(`dropped schema ${schema}`);
    });
    await createStampedSchema(databaseUrl, schema);
    pgPrepared = await prepare('PostgreSQL', { databaseUrl, schema, ...(settings.poolSize ? { poolSize: settings.poolSize } : {}) }, config);
    prepared.push(pgPrepared);
    const sqlFile = path.join(tmpRoot, 'search-sql.json');
    writeFileSync(sqlFile, JSON.stringify(pgPrepared.search));
    const carSqlFile = path.join(tmpRoot, 'car-sql.json');
    writeFileSync(carSqlFile, JSON.stringify(pgPrepared.car));
    const env = {
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_SCHEMA: schema,
      BENCH_DATA_DIR: dataDir,
      ...(settings.poolSize ? { BENCH_POOL_SIZE: String(settings.poolSize) } : {}),
    };
    const pgp = pgPrepared;
    if (settings.targets.includes('two')) {
      const jwtSecret = randomBytes(32).toString('hex');
      twoInstances = await benchTwoInstances({
        env: { ...env, BENCH_JWT_SECRET: jwtSecret },
        dbOptions: pgp.dbOptions,
        databaseUrl,
        endpoint: 'filtered search',
        paths: [searchPath(pgp.makeSlug)],
        pairs: settings.pairs,
        delaySamples: settings.delaySamples,
        withChild,
        row,
        load,
        measure,
      });
      rows.push(...twoInstances.rows);
      notes.push(
        `Two instances ÷ one, CPU ms per request (servers + PostgreSQL), ${twoInstances.pairs.length} alternating pairs (the median pair is in the tables): ` +
          twoInstances.pairs
            .map((p, i) => `pair ${i + 1}: ${fmt(cpuOf(p.two), 3)} ÷ ${fmt(cpuOf(p.one), 3)} = ${fmt(cpuOf(p.two) / cpuOf(p.one), 2)}`)
            .join('; ') +
          '.',
        `Cross-instance invalidation delay (the owner hides, then shows, a car through A; time from A's answer until B's search answer follows): ${describeDelays(twoInstances.delays)}.`,
      );
    }
    if (settings.targets.includes('postgres')) await withChild('API (PostgreSQL)', 'server.ts', { ...env, PGAPPNAME: 'ratai-bench-api' }, async ({ port, pid }) => {
      const t: Target = { port, cpu: { serverPid: pid, postgres: { databaseUrl, appName: 'ratai-bench-api' } } };
      notes.push(`PostgreSQL search response: ${describeResults(await probe(port, searchPath(pgp.makeSlug)))}.`);
      await probe(port, carPath(pgp.slugs[0]));
      await row(rows, 'PostgreSQL API: filtered search', () =>
        measure('PostgreSQL API', 'filtered search', load(t, [searchPath(pgp.makeSlug)])),
      );
      await row(rows, 'PostgreSQL API: varied filtered searches', () =>
        measure('PostgreSQL API', VARIED_ENDPOINT, load(t, pgp.varied)),
      );
      await row(rows, 'PostgreSQL API: car by slug', () =>
        measure('PostgreSQL API', 'car by slug', load(t, pgp.slugs.map(carPath))),
      );
    });
    // The like-for-like comparison (both run the same SQL on every request), measured in
    // alternating pairs with both servers up: run-to-run noise on this machine (±10 % in the
    // database's CPU per request between runs) would otherwise decide the ratio. The pair with
    // the median ratio goes into the tables; every pair is listed in the notes.
    if (settings.targets.includes('postgres')) await withChild('API without answer cache (PostgreSQL)', 'server.ts', { ...env, BENCH_ANSWER_CACHE: 'off', PGAPPNAME: 'ratai-bench-api-nc' }, async (api) => {
      const bareEnv = { ...env, BENCH_SQL_FILE: sqlFile, BENCH_CAR_SQL_FILE: carSqlFile, BENCH_CAR_SLUG: pgp.slugs[0], PGAPPNAME: 'ratai-bench-bare' };
      await withChild('bare route (PostgreSQL)', 'bare-server.ts', bareEnv, async (bare) => {
        const apiTarget: Target = { port: api.port, cpu: { serverPid: api.pid, postgres: { databaseUrl, appName: 'ratai-bench-api-nc' } } };
        const bareTarget: Target = { port: bare.port, cpu: { serverPid: bare.pid, postgres: { databaseUrl, appName: 'ratai-bench-bare' } } };
        await probe(api.port, searchPath(pgp.makeSlug));
        await probe(bare.port, '/bare');
        const pairs: { api: Measurement; bare: Measurement }[] = [];
        for (let pair = 1; pair <= settings.pairs; pair++) {
          const got: Measurement[] = [];
          await row(got, `PostgreSQL API without answer cache: filtered search (pair ${pair}/${settings.pairs})`, () =>
            measure(PG_NO_CACHE, 'filtered search', load(apiTarget, [searchPath(pgp.makeSlug)])),
          );
          await row(got, `PostgreSQL bare route: filtered search SQL (pair ${pair}/${settings.pairs})`, () =>
            measure('PostgreSQL bare pg route', 'filtered search (same SQL)', load(bareTarget, ['/bare'])),
          );
          const [apiRun, bareRun] = got;
          if (apiRun && bareRun) pairs.push({ api: apiRun, bare: bareRun });
        }
        pushMedianPair(rows, notes, 'API without answer cache ÷ bare route, filtered search', pairs);

        // The car page without its answer cache: the API's car read against the same statement
        // replayed per slug by the bare route, in alternating pairs too.
        await probe(bare.port, `/bare-car/${encodeURIComponent(pgp.slugs[0])}`);
        const carPairs: { api: Measurement; bare: Measurement }[] = [];
        for (let pair = 1; pair <= settings.pairs; pair++) {
          const got: Measurement[] = [];
          await row(got, `PostgreSQL API without answer cache: car by slug (pair ${pair}/${settings.pairs})`, () =>
            measure(PG_NO_CACHE, 'car by slug', load(apiTarget, pgp.slugs.map(carPath))),
          );
          await row(got, `PostgreSQL bare route: car by slug SQL (pair ${pair}/${settings.pairs})`, () =>
            measure('PostgreSQL bare pg route', 'car by slug (same SQL)', load(bareTarget, pgp.slugs.map((slug) => `/bare-car/${encodeURIComponent(slug)}`))),
          );
          const [apiRun, bareRun] = got;
          if (apiRun && bareRun) carPairs.push({ api: apiRun, bare: bareRun });
        }
        pushMedianPair(rows, notes, 'API without answer cache ÷ bare route, car by slug', carPairs);
      });
    });
  }

  // --- PGlite ---------------------------------------------------------------------------------
  let pglitePrepared: Prepared | null = null;
  if (settings.targets.includes('pglite')) {
    const pgliteDir = path.join(tmpRoot, 'pglite');
    pglitePrepared = await prepare('PGlite', { pgliteDir }, config);
    prepared.push(pglitePrepared);
    const env = { BENCH_PGLITE_DIR: pgliteDir, BENCH_DATA_DIR: dataDir };
    const lp = pglitePrepared;
    await withChild('API (PGlite)', 'server.ts', env, async ({ port, pid }) => {
      const t: Target = { port, cpu: { serverPid: pid } };
      notes.push(`PGlite search response: ${describeResults(await probe(port, searchPath(lp.makeSlug)))}.`);
      await probe(port, carPath(lp.slugs[0]));
      await row(rows, 'PGlite API: filtered search', () =>
        measure('PGlite API', 'filtered search', load(t, [searchPath(lp.makeSlug)])),
      );
      await row(rows, 'PGlite API: varied filtered searches', () =>
        measure('PGlite API', VARIED_ENDPOINT, load(t, lp.varied)),
      );
      await row(rows, 'PGlite API: car by slug', () =>
        measure('PGlite API', 'car by slug', load(t, lp.slugs.map(carPath))),
      );
      await row(rows, `PGlite API: filtered search at ${settings.rate} req/s (autocannon overallRate)`, () =>
        measure('PGlite API', `filtered search @ ${settings.rate} req/s`, load(t, [searchPath(lp.makeSlug)], { overallRate: settings.rate })),
      );
      await row(rows, `PGlite API: car by slug at ${settings.rate} req/s (autocannon overallRate)`, () =>
        measure('PGlite API', `car by slug @ ${settings.rate} req/s`, load(t, lp.slugs.map(carPath), { overallRate: settings.rate })),
      );
      await row(rows, `PGlite API: filtered search at ${settings.rate} req/s (paced, open loop)`, () =>
        measurePaced('PGlite API', `filtered search @ ${settings.rate} req/s, paced`, { ...load(t, [searchPath(lp.makeSlug)]), rate: settings.rate }),
      );
    });
    await withChild('API without answer cache (PGlite)', 'server.ts', { ...env, BENCH_ANSWER_CACHE: 'off' }, async ({ port, pid }) => {
      const t: Target = { port, cpu: { serverPid: pid } };
      await probe(port, searchPath(lp.makeSlug));
      await row(rows, `PGlite API without answer cache: filtered search at ${settings.rate} req/s (autocannon overallRate)`, () =>
        measure(PGLITE_NO_CACHE, `filtered search @ ${settings.rate} req/s`, load(t, [searchPath(lp.makeSlug)], { overallRate: settings.rate })),
      );
    });
  }

  noteLoad('at the end:');
  const report = buildReport({ rows, notes, prepared, pgVersion, configEnv: config.env, twoInstances });
  process.stdout.write(`\n${report}\n`);
  mkdirSync(path.dirname(settings.out), { recursive: true });
  writeFileSync(settings.out, report);
  log(`report written to ${path.relative(REPO_ROOT, settings.out)}`);
}

// ---------------------------------------------------------------------------------------------
// Report

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '—');

const cpuOf = (m: Measurement) => (m.serverCpuMs ?? NaN) + (m.dbCpuMs ?? NaN);

function find(rows: Measurement[], target: string, endpoint: string): Measurement | undefined {
  return rows.find((r) => r.target === target && r.endpoint === endpoint);
}

function verdict(ok: boolean | null): string {
  return ok === null ? 'NOT MEASURED' : ok ? '**PASS**' : '**FAIL**';
}

const loadAverages: string[] = [];
/** 1/5/15-minute load averages, recorded around the runs: other work on the machine skews results. */
function noteLoad(when: string): void {
  loadAverages.push(`${when} ${os.loadavg().map((l) => l.toFixed(2)).join(' / ')}`);
}

function machineFacts(pgVersion: string | null): string[] {
  const cpus = os.cpus();
  const version = (pkg: string) => {
    try {
      return (JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      return '?';
    }
  };
  let commit = '?';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'apps/api', 'libs'], { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (dirty) commit += ' (+ uncommitted changes in apps/api or libs)';
  } catch {
    // not a git checkout
  }
  return [
    `- nproc: ${os.availableParallelism()} (${cpus[0]?.model.trim() ?? 'unknown CPU'}), RAM ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}`,
    `- Node ${process.version}; fastify ${version('fastify')}, kysely ${version('kysely')}, pg ${version('pg')}, @electric-sql/pglite ${version('@electric-sql/pglite')}, autocannon ${version('autocannon')}`,
    `- PostgreSQL: ${pgVersion ?? 'not available'} (same machine, default settings)`,
    `- git: ${commit}`,
    `- load average (1/5/15 min): ${loadAverages.join('; ')} — above ~${os.availableParallelism()} means other processes competed for the CPU`,
  ];
}

function sqlSection(p: Prepared): string[] {
  const out: string[] = [];
  const statements = p.search.stages.flat();
  out.push(`### ${p.label}: SQL of \`GET ${p.search.path}\``);
  out.push('');
  out.push(
    `${statements.length} statement(s) in ${p.search.stages.length} sequential stage(s) ` +
      `(${p.search.stages.map((s) => s.length).join(' + ')}; statements within a stage ran concurrently), ` +
      `response ${p.search.bodyBytes} bytes. This is the second request of the URL (steady state: what the benchmark's repeated ` +
      `requests see); the first, cold one ran ${p.search.coldStatements} statement(s). ` +
      `Car page (\`GET ${p.car.path}\`): ${p.car.stages.flat().length} statement(s) in ${p.car.stages.length} stage(s)` +
      `${p.car.stages.flat().every((s) => s.preparedName) ? ', sent as named prepared statement(s) by the API and the bare route alike' : ''}.`,
  );
  out.push('');
  p.search.stages.forEach((stage, si) =>
    stage.forEach((s, i) => {
      const named = s.preparedName ? `, a named prepared statement (\`${s.preparedName}\`)` : '';
      out.push(`Stage ${si + 1}.${i + 1} (${s.durationMs} ms in the capture run${named}), parameters \`${JSON.stringify(s.parameters)}\`:`);
      out.push('```sql');
      out.push(s.sql);
      out.push('```');
    }),
  );
  out.push('');
  out.push(`<details><summary>${p.label}: EXPLAIN (ANALYZE, BUFFERS) of each statement</summary>`);
  out.push('');
  p.plans.forEach((plan, i) => {
    out.push('```');
    out.push(`-- statement ${i + 1}`);
    out.push(plan);
    out.push('```');
  });
  out.push('</details>');
  out.push('');
  return out;
}

function buildReport(input: {
  rows: Measurement[];
  notes: string[];
  prepared: Prepared[];
  pgVersion: string | null;
  configEnv: string;
  twoInstances: TwoInstanceResult | null;
}): string {
  const { rows, notes, prepared, pgVersion, configEnv, twoInstances } = input;
  const out: string[] = [];
  out.push(
    settings.extraSql.length > 0
      ? '# API search benchmark — experiment (BENCH_EXTRA_SQL: not what the API ships, see Setup)'
      : '# API search benchmark — latest results',
  );
  out.push('');
  out.push(`Generated ${new Date().toISOString()} by \`npx tsx --tsconfig tsconfig.base.json tools/bench/api-search/run.ts\` (see README.md).`);
  out.push('');
  out.push('## Machine');
  out.push(...machineFacts(pgVersion));
  out.push('');
  out.push('## Setup');
  for (const p of prepared) {
    out.push(
      `- ${p.label}: ${p.publicCount.toLocaleString('en-US')} approved + visible listings (${p.seed.makes} makes, ${p.seed.models} models, ` +
        `${p.seed.features} features; reference data from ${p.seed.referenceFrom}), seeded in ${p.seed.seconds} s, then VACUUM ANALYZE. ` +
        `Common make: \`${p.makeSlug}\`; car-page run cycles over ${p.slugs.length} slugs.`,
    );
  }
  if (settings.extraSql.length > 0) {
    out.push(`- **Experiment** — extra SQL applied after seeding (BENCH_EXTRA_SQL), not part of the API's migrations:`);
    for (const statement of settings.extraSql) out.push(`  \`${statement}\``);
  }
  out.push(
    `- Load: autocannon, ${settings.connections} connections, ${settings.warmupS} s warm-up (discarded) + ${settings.durationS} s measured per row; ` +
      `servers in child processes (logger off, ${configEnv} config${settings.poolSize ? `, pool ${settings.poolSize}` : ', default pool 10'}), autocannon in the parent.`,
  );
  out.push('- Closed-loop rows: p50/p99 are exact percentiles of all 2xx response times. `@ rate` rows: see notes.');
  out.push(
    `- "${VARIED_ENDPOINT}": ${prepared[0]?.varied.length.toLocaleString('en-US') ?? '?'} distinct filters (make × price range × year × sort) in turn, ` +
      'so neither the API\'s cached answers (5 s per URL) nor its cached totals (30 s per filter) help: the cost of a search nobody ran lately. No target; for context.',
  );
  out.push(
    `- Caches: the API as shipped answers a URL asked within the last 5 s from its cached answer (no SQL), so the repeated-URL rows of "PostgreSQL API" and "PGlite API" ` +
      `measure that warm path; likewise a car page asked within the last 5 s (per slug): the "car by slug" rows of the API as shipped cycle over ` +
      `${prepared[0]?.slugs.length ?? '?'} slugs, so each slug is read from the database about once per 5 s and answered from the cache otherwise ` +
      `(at most ${prepared[0] ? fmt(prepared[0].slugs.length / 5, 0) : '?'} reads per second, whatever the request rate). ` +
      `"${PG_NO_CACHE}" / "${PGLITE_NO_CACHE}" are the same API with the cached answers off (buildApp \`searchPageTtlMs: 0, carPageTtlMs: 0\`; totals still cached): ` +
      'every request runs the SQL the bare route runs, so API ÷ bare compares like with like there.',
  );
  out.push('');
  out.push('## Results');
  out.push('');
  out.push('| target | endpoint | req/s | p50 ms | p99 ms | errors/non-2xx |');
  out.push('|---|---|---:|---:|---:|---:|');
  for (const r of rows) {
    out.push(`| ${r.target} | ${r.endpoint} | ${fmt(r.reqPerSec, 0)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${r.errors}/${r.non2xx} |`);
  }
  out.push('');
  if (rows.some((r) => r.serverCpuMs !== null)) {
    out.push('CPU time per request (from /proc, over the measured run): the server process, and the PostgreSQL backends of its pool.');
    out.push('');
    out.push('| target | endpoint | server CPU ms/req | PostgreSQL CPU ms/req | total ms/req | other processes during the run |');
    out.push('|---|---|---:|---:|---:|---:|');
    for (const r of rows) {
      const total = (r.serverCpuMs ?? 0) + (r.dbCpuMs ?? 0);
      const other = r.otherCpuPct === null ? '—' : `${fmt(r.otherCpuPct, 0)} %`;
      out.push(`| ${r.target} | ${r.endpoint} | ${fmt(r.serverCpuMs ?? NaN, 3)} | ${r.dbCpuMs === null ? '—' : fmt(r.dbCpuMs, 3)} | ${fmt(total, 3)} | ${other} |`);
    }
    out.push('');
    out.push('"Other processes": share of all cores busy with anything but the server, its PostgreSQL backends and the load generator during the measured run; above a few % the row was disturbed.');
    out.push('');
  }
  const pgApi = find(rows, 'PostgreSQL API', 'filtered search');
  const pgNoCache = find(rows, PG_NO_CACHE, 'filtered search');
  const pgBare = find(rows, 'PostgreSQL bare pg route', 'filtered search (same SQL)');
  const ratio = pgApi && pgBare ? pgApi.reqPerSec / pgBare.reqPerSec : NaN;
  const ratioNoCache = pgNoCache && pgBare ? pgNoCache.reqPerSec / pgBare.reqPerSec : NaN;
  if (Number.isFinite(ratio)) out.push(`PostgreSQL filtered search, API / bare route throughput: **${fmt(ratio, 2)}** (API as shipped, answers cached)`);
  if (Number.isFinite(ratioNoCache)) out.push(`PostgreSQL filtered search, API without answer cache / bare route throughput: **${fmt(ratioNoCache, 2)}** (both run the same SQL on every request)`);
  out.push('');
  for (const r of rows.filter((x) => x.note)) out.push(`- ${r.target}, ${r.endpoint}: ${r.note}`);
  for (const n of notes) out.push(`- ${n}`);
  out.push(
    `- Machine quietness per row — CPU of all cores busy over 2 s before the run (the row waits up to ${settings.quietWaitS} s for ≤ ${settings.quietBusyPct} %), ` +
      `and share used by other processes during the run (a row runs again, at most ${settings.attempts} times, while that is > ${settings.maxOtherPct} %; the least disturbed run is kept): ` +
      background.join('; ') +
      '.' +
      (patienceRanOut ? ` The run's patience (BENCH_PATIENCE ${settings.patienceS} s from the start) ran out: later rows did not wait or retry.` : ''),
  );
  out.push('');

  const pgl = find(rows, 'PGlite API', `filtered search @ ${settings.rate} req/s`);
  const pglNoCache = find(rows, PGLITE_NO_CACHE, `filtered search @ ${settings.rate} req/s`);
  const pglPaced = find(rows, 'PGlite API', `filtered search @ ${settings.rate} req/s, paced`);
  const clean = (m: Measurement | undefined) => (m ? m.errors === 0 && m.non2xx === 0 : false);
  out.push('## Targets (from the issue)');
  out.push('');
  out.push('| target | measured | result |');
  out.push('|---|---|---|');
  out.push(`| PostgreSQL filtered search ≥ ${TARGETS.pgReqPerSec.toLocaleString('en-US')} req/s | ${pgApi ? fmt(pgApi.reqPerSec, 0) : '—'} req/s | ${verdict(pgApi ? pgApi.reqPerSec >= TARGETS.pgReqPerSec && clean(pgApi) : null)} |`);
  out.push(`| PostgreSQL filtered search p99 ≤ ${TARGETS.pgP99Ms} ms | ${pgApi ? fmt(pgApi.p99, 2) : '—'} ms | ${verdict(pgApi ? pgApi.p99 <= TARGETS.pgP99Ms && clean(pgApi) : null)} |`);
  out.push(`| PostgreSQL filtered search ≥ ${TARGETS.pgBareRatio} × bare route | ${Number.isFinite(ratio) ? fmt(ratio, 2) : '—'} | ${verdict(Number.isFinite(ratio) ? ratio >= TARGETS.pgBareRatio : null)} |`);
  out.push(`| PGlite p99 ≤ ${TARGETS.pgliteP99Ms} ms at ${TARGETS.pgliteRate} req/s (autocannon overallRate) | ${pgl ? fmt(pgl.p99, 2) : '—'} ms | ${verdict(pgl && settings.rate === TARGETS.pgliteRate ? pgl.p99 <= TARGETS.pgliteP99Ms && clean(pgl) : null)} |`);
  if (pgNoCache) {
    out.push(`| (PostgreSQL, no answer cache) ≥ ${TARGETS.pgReqPerSec.toLocaleString('en-US')} req/s | ${fmt(pgNoCache.reqPerSec, 0)} req/s | ${verdict(pgNoCache.reqPerSec >= TARGETS.pgReqPerSec && clean(pgNoCache))} |`);
    out.push(`| (PostgreSQL, no answer cache) p99 ≤ ${TARGETS.pgP99Ms} ms | ${fmt(pgNoCache.p99, 2)} ms | ${verdict(pgNoCache.p99 <= TARGETS.pgP99Ms && clean(pgNoCache))} |`);
    out.push(`| (PostgreSQL, no answer cache) ≥ ${TARGETS.pgBareRatio} × bare route | ${Number.isFinite(ratioNoCache) ? fmt(ratioNoCache, 2) : '—'} | ${verdict(Number.isFinite(ratioNoCache) ? ratioNoCache >= TARGETS.pgBareRatio : null)} |`);
  }
  // The car page: the CPU target judged on the API as shipped (answers cached 5 s per slug) and,
  // like the search's, held against the API without its answer cache too; the ratio to the bare
  // route only on the like-for-like pair (both run the car's statement on every request).
  const carCpuRow = (label: string, m: Measurement) => {
    const cpu = (m.serverCpuMs ?? NaN) + (m.dbCpuMs ?? NaN);
    return `| ${label} | ${fmt(cpu, 3)} ms (${fmt(m.serverCpuMs ?? NaN, 3)} + ${fmt(m.dbCpuMs ?? NaN, 3)}) | ${verdict(Number.isFinite(cpu) ? cpu <= TARGETS.carCpuMs && clean(m) : null)} |`;
  };
  const carShipped = find(rows, 'PostgreSQL API', 'car by slug');
  const carNoCache = find(rows, PG_NO_CACHE, 'car by slug');
  const carBare = find(rows, 'PostgreSQL bare pg route', 'car by slug (same SQL)');
  if (carShipped) out.push(carCpuRow(`PostgreSQL car by slug ≤ ${TARGETS.carCpuMs} ms CPU per request (API + PostgreSQL)`, carShipped));
  if (carNoCache) out.push(carCpuRow(`(PostgreSQL, no answer cache) car by slug ≤ ${TARGETS.carCpuMs} ms CPU per request (API + PostgreSQL)`, carNoCache));
  if (carNoCache && carBare) {
    const carRatio = carNoCache.reqPerSec / carBare.reqPerSec;
    out.push(`| (PostgreSQL, no answer cache) car by slug ≥ ${TARGETS.carBareRatio} × its bare route | ${fmt(carNoCache.reqPerSec, 0)} ÷ ${fmt(carBare.reqPerSec, 0)} req/s = ${fmt(carRatio, 2)} | ${verdict(carRatio >= TARGETS.carBareRatio && clean(carNoCache) && clean(carBare))} |`);
  }
  if (twoInstances) {
    const one = find(rows, ONE_OF_TWO, 'filtered search');
    const two = find(rows, TWO_OF_TWO, 'filtered search');
    const ratio = twoInstances.cpuRatio;
    const p99 = percentile(twoInstances.delays, 99);
    out.push(
      `| Two API instances: CPU per request ≤ ${TWO_INSTANCE_TARGETS.cpuRatio} × one instance (filtered search, no answer cache) | ` +
        `${one && two ? `${fmt(cpuOf(two), 3)} ÷ ${fmt(cpuOf(one), 3)} ms = ` : ''}${fmt(ratio, 2)} | ${verdict(Number.isFinite(ratio) && one && two ? ratio <= TWO_INSTANCE_TARGETS.cpuRatio && clean(one) && clean(two) : null)} |`,
    );
    out.push(
      `| Cross-instance invalidation delay p99 ≤ ${TWO_INSTANCE_TARGETS.delayP99Ms} ms | ${fmt(p99, 1)} ms (${twoInstances.delays.length} changes) | ${verdict(twoInstances.delays.length > 0 ? p99 <= TWO_INSTANCE_TARGETS.delayP99Ms : null)} |`,
    );
  }
  if (pglNoCache) {
    out.push(`| (PGlite, no answer cache) p99 ≤ ${TARGETS.pgliteP99Ms} ms at ${TARGETS.pgliteRate} req/s | ${fmt(pglNoCache.p99, 2)} ms | ${verdict(settings.rate === TARGETS.pgliteRate ? pglNoCache.p99 <= TARGETS.pgliteP99Ms && clean(pglNoCache) : null)} |`);
  }
  if (pglPaced) {
    out.push(`| (same, evenly paced open-loop load, for reference) | ${fmt(pglPaced.p99, 2)} ms | ${verdict(settings.rate === TARGETS.pgliteRate ? pglPaced.p99 <= TARGETS.pgliteP99Ms && clean(pglPaced) : null)} |`);
  }
  out.push('');
  out.push(
    'A target is PASS only with zero errors and zero non-2xx responses in its run. The unnamed rows are the API as shipped (a repeated URL or car page is answered ' +
      'from the 5-second answer cache); the "(no answer cache)" rows hold the same targets against the API running the SQL on every request.',
  );
  out.push('');
  out.push('## The bare route runs the exact SQL of the API');
  out.push('');
  out.push(
    'run.ts opens the API in-process once with Kysely\'s query log (`onQuery`) and records `event.query.sql` and ' +
      '`event.query.parameters` of every statement of one filtered search request (the benchmarked URL). ' +
      'bare-server.ts executes exactly those statements with those parameters through a `pg` Pool (same pool size) ' +
      'for every request — same order, same concurrency — and returns the raw rows as JSON: no validation, no mapping.',
  );
  out.push('');
  for (const p of prepared) out.push(...sqlSection(p));
  return out.join('\n');
}

main()
  .catch((error: unknown) => {
    log(`FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await runCleanups();
    // Nothing of ours should be left; exit anyway so a stray handle cannot keep us alive.
    process.exit();
  });
