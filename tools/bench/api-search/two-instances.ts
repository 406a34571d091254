import { performance } from 'node:perf_hooks';
import { openDatabase, type DatabaseOptions } from '../../../apps/api/src/db/database';
import { hashPassword } from '../../../apps/api/src/modules/accounts/password';
import type { ChildServer } from './children';
import { log } from './common';
import { percentile, type LoadOptions, type Measurement } from './measure';

/**
 * Two API instances on one PostgreSQL (issue 20), as a deployment behind a load balancer runs them:
 * the same session secret, the search caches on, the change feed on (LISTEN/NOTIFY).
 *
 * 1. CPU per request, one instance against two, on the same filtered search with the answer cache
 *    off in both instances (every request runs its SQL): alternating pairs — the one-instance run
 *    loads A only (B idle), the two-instance run splits the same connections over A and B. Server
 *    CPU of both processes plus their PostgreSQL backends, per request. Target: two ≤ 1.10 × one.
 * 2. The cross-instance invalidation delay: B has the newest cars' page in its cache; the car's
 *    owner hides (then shows again) the first car through A; the delay is the time from A's answer
 *    until B's answer no longer (again) shows it, polled every 2 ms. Target: p99 ≤ 1 s. Without the
 *    feed it is B's cache TTL (up to 5 s).
 */
export const TWO_INSTANCE_TARGETS = { cpuRatio: 1.1, delayP99Ms: 1000 };

export const ONE_OF_TWO = 'PostgreSQL API ×1, no answer cache (A of two, B idle)';
export const TWO_OF_TWO = 'PostgreSQL API ×2, no answer cache (A + B, connections split)';

export interface TwoInstanceContext {
  env: Record<string, string>;
  dbOptions: DatabaseOptions;
  databaseUrl: string;
  endpoint: string;
  paths: string[];
  pairs: number;
  delaySamples: number;
  withChild<T>(name: string, script: string, env: Record<string, string>, fn: (server: ChildServer) => Promise<T>): Promise<T>;
  row(rows: Measurement[], label: string, run: () => Promise<Measurement>): Promise<void>;
  load(target: { port: number; cpu?: LoadOptions['cpu'] }, paths: string[], extra?: Partial<LoadOptions>): LoadOptions;
  measure(target: string, endpoint: string, options: LoadOptions): Promise<Measurement>;
}

export interface TwoInstanceResult {
  /** The median pair's rows (one instance, two instances). */
  rows: Measurement[];
  pairs: { one: Measurement; two: Measurement }[];
  /** CPU ms per request (server + PostgreSQL) of two instances ÷ one, the median pair's. */
  cpuRatio: number;
  /** Invalidation delays, ms, ascending. */
  delays: number[];
}

const totalCpu = (m: Measurement) => (m.serverCpuMs ?? NaN) + (m.dbCpuMs ?? NaN);

export async function benchTwoInstances(ctx: TwoInstanceContext): Promise<TwoInstanceResult> {
  const password = 'Bench-slaptazodis-2026';
  const handle = await openDatabase(ctx.dbOptions);
  let ownerEmail: string;
  try {
    const owner = await handle.db.selectFrom('users').select(['id', 'email']).where('email', 'like', 'bench-owner-%').executeTakeFirstOrThrow();
    await handle.db.updateTable('users').set({ password_hash: await hashPassword(password) }).where('id', '=', owner.id).execute();
    ownerEmail = owner.email;
  } finally {
    await handle.close();
  }

  // CPU: both instances without the search's answer cache (totals cached as shipped), so every
  // request runs its SQL in both runs and the caches cannot favour either side.
  const cpuEnv = { ...ctx.env, BENCH_CHANGE_FEED: 'on', BENCH_ANSWER_CACHE: 'off', PGAPPNAME: 'ratai-bench-two' };
  const pairs = await ctx.withChild('API instance A, no answer cache (PostgreSQL)', 'server.ts', cpuEnv, (a) =>
    ctx.withChild('API instance B, no answer cache (PostgreSQL)', 'server.ts', cpuEnv, async (b) => {
      // Both instances' backends share the application name: the CPU snapshot counts them all.
      const postgres = { databaseUrl: ctx.databaseUrl, appName: 'ratai-bench-two' };
      const one = ctx.load({ port: a.port, cpu: { serverPid: a.pid, moreServerPids: [b.pid], postgres } }, ctx.paths);
      const two: LoadOptions = { ...one, morePorts: [b.port] };
      for (const port of [a.port, b.port]) await get(port, ctx.paths[0] as string);
      const got: TwoInstanceResult['pairs'] = [];
      for (let pair = 1; pair <= ctx.pairs; pair++) {
        const runs: Measurement[] = [];
        await ctx.row(runs, `${ONE_OF_TWO}: ${ctx.endpoint} (pair ${pair}/${ctx.pairs})`, () => ctx.measure(ONE_OF_TWO, ctx.endpoint, one));
        await ctx.row(runs, `${TWO_OF_TWO}: ${ctx.endpoint} (pair ${pair}/${ctx.pairs})`, () => ctx.measure(TWO_OF_TWO, ctx.endpoint, two));
        const [oneRun, twoRun] = runs;
        if (oneRun && twoRun) got.push({ one: oneRun, two: twoRun });
      }
      return got;
    }),
  );
  const byRatio = [...pairs].sort((x, y) => totalCpu(x.two) / totalCpu(x.one) - totalCpu(y.two) / totalCpu(y.one));
  const median = byRatio[Math.floor((byRatio.length - 1) / 2)];

  // The delay: the API as shipped (answers cached 5 s), the change feed on.
  const shippedEnv = { ...ctx.env, BENCH_CHANGE_FEED: 'on', PGAPPNAME: 'ratai-bench-two' };
  const delays = await ctx.withChild('API instance A (PostgreSQL)', 'server.ts', shippedEnv, (a) =>
    ctx.withChild('API instance B (PostgreSQL)', 'server.ts', shippedEnv, async (b) => {
      log(`invalidation delay: ${ctx.delaySamples} hide/show changes through A, watched through B`);
      return invalidationDelays(a.port, b.port, ownerEmail, password, ctx.delaySamples);
    }),
  );
  return {
    rows: median ? [median.one, median.two] : [],
    pairs,
    cpuRatio: median ? totalCpu(median.two) / totalCpu(median.one) : NaN,
    delays,
  };
}

async function get(port: number, path: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(10_000) });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} → ${res.status}: ${body.slice(0, 300)}`);
  return body;
}

async function invalidationDelays(aPort: number, bPort: number, email: string, password: string, samples: number): Promise<number[]> {
  const login = await fetch(`http://127.0.0.1:${aPort}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password }),
  });
  if (login.status !== 200) throw new Error(`bench owner login → ${login.status}: ${await login.text()}`);
  const { jwt } = (await login.json()) as { jwt: string };
  const page = '/api/car-advertisements?sort=newest&page=1';
  const first = (JSON.parse(await get(bPort, page)) as { data: { id: number; slug: string }[] }).data[0];
  if (!first) throw new Error('no public car to hide');
  const marker = `"slug":"${first.slug}"`;

  const setVisibility = async (visibility: 'hidden' | 'visible') => {
    const res = await fetch(`http://127.0.0.1:${aPort}/api/car-advertisement/change-visibility`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id: first.id, visibility }),
    });
    if (res.status !== 200) throw new Error(`change-visibility ${visibility} → ${res.status}: ${await res.text()}`);
  };

  const delays: number[] = [];
  for (let i = 0; i < samples; i++) {
    const hide = i % 2 === 0;
    // B has the page in its cache (a second read within its 5 s TTL is served from it).
    await get(bPort, page);
    await get(bPort, page);
    await setVisibility(hide ? 'hidden' : 'visible');
    const answered = performance.now();
    for (;;) {
      const shows = (await get(bPort, page)).includes(marker);
      if (shows !== hide) break;
      if (performance.now() - answered > 10_000) throw new Error('B still shows the old answer after 10 s');
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    delays.push(performance.now() - answered);
  }
  if (samples % 2 === 1) await setVisibility('visible');
  return delays.sort((x, y) => x - y);
}

export function describeDelays(delays: number[]): string {
  const f = (n: number) => n.toFixed(1);
  return `${delays.length} changes: p50 ${f(percentile(delays, 50))} ms, p99 ${f(percentile(delays, 99))} ms, max ${f(delays[delays.length - 1] ?? NaN)} ms`;
}
