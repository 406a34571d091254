import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { cpuUse, snapshot, type CpuTarget, type CpuUse } from './cpu';

export interface Measurement {
  target: string;
  endpoint: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Connection errors + timeouts. */
  errors: number;
  non2xx: number;
  total: number;
  /** CPU ms per request of the server process, and of its PostgreSQL backends (null: unknown). */
  serverCpuMs: number | null;
  dbCpuMs: number | null;
  /** Share of the machine other processes used during the run (%). */
  otherCpuPct: number | null;
  note?: string;
}

export interface LoadOptions {
  port: number;
  /**
   * Several servers behind an imaginary load balancer: the connections are split evenly over
   * `port` and these (one autocannon per server, run together; closed loop only).
   */
  morePorts?: number[];
  /** Request paths; cycled in order (shared counter across connections). */
  paths: string[];
  connections: number;
  durationS: number;
  warmupS: number;
  /** autocannon's overallRate (req/s over all connections); unset = as fast as possible. */
  overallRate?: number;
  /** Processes whose CPU time is measured over the run. */
  cpu?: CpuTarget;
}

const NO_CPU: CpuUse = { server: null, db: null, otherPct: null };

/** p-th percentile (nearest rank) of an ascending array. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * One autocannon run per server (see LoadOptions.morePorts), merged: totals summed, 2xx response
 * times pooled. With one server it is that server's run.
 */
async function cannon(options: LoadOptions, durationS: number, nextPath: () => string): Promise<{ result: autocannon.Result; latencies: number[] }> {
  const ports = [options.port, ...(options.morePorts ?? [])];
  if (ports.length === 1) return cannonOne(options, durationS, nextPath);
  if (options.overallRate !== undefined) throw new Error('morePorts: closed-loop runs only');
  const share = Math.max(1, Math.floor(options.connections / ports.length));
  const runs = await Promise.all(ports.map((port) => cannonOne({ ...options, port, connections: share }, durationS, nextPath)));
  const first = runs[0] as (typeof runs)[number];
  const result = {
    ...first.result,
    requests: { ...first.result.requests, total: runs.reduce((n, r) => n + r.result.requests.total, 0) },
    errors: runs.reduce((n, r) => n + r.result.errors, 0),
    timeouts: runs.reduce((n, r) => n + r.result.timeouts, 0),
    non2xx: runs.reduce((n, r) => n + r.result.non2xx, 0),
  } as autocannon.Result;
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  return { result, latencies };
}

/** One autocannon run; also collects every 2xx response time (ms, not rounded). */
async function cannonOne(options: LoadOptions, durationS: number, nextPath: () => string): Promise<{ result: autocannon.Result; latencies: number[] }> {
  const latencies: number[] = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${options.port}`,
    connections: options.connections,
    duration: durationS,
    timeout: 10,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: nextPath() }),
      },
    ],
  });
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { result, latencies };
}

/**
 * autocannon: a warm-up run (discarded), then the measured run. Only 127.0.0.1.
 *
 * Closed loop (no rate): p50/p99 are exact percentiles of the 2xx response times autocannon
 * measured (its own histogram rounds them to whole ms). With `overallRate`, p50/p99 are
 * autocannon's coordinated-omission-corrected values (what the CLI prints); the raw ones go to
 * the note.
 */
export async function measure(target: string, endpoint: string, options: LoadOptions): Promise<Measurement> {
  // One cycle over the paths for warm-up and run: the run continues where the warm-up stopped.
  let next = 0;
  const nextPath = () => options.paths[next++ % options.paths.length];
  if (options.warmupS > 0) await cannon(options, options.warmupS, nextPath);
  const before = options.cpu ? await snapshot(options.cpu) : null;
  const { result: r, latencies } = await cannon(options, options.durationS, nextPath);
  const cpu: CpuUse = options.cpu && before ? cpuUse(before, await snapshot(options.cpu), r.requests.total) : NO_CPU;
  const rated = options.overallRate !== undefined;
  return {
    target,
    endpoint,
    // Completed responses over the measured duration.
    reqPerSec: r.requests.total / options.durationS,
    p50: rated ? r.latency.p50 : percentile(latencies, 50),
    p99: rated ? r.latency.p99 : percentile(latencies, 99),
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    total: r.requests.total,
    serverCpuMs: cpu.server,
    dbCpuMs: cpu.db,
    otherCpuPct: cpu.otherPct,
    ...(rated
      ? {
          note: `autocannon overallRate ${options.overallRate}; p50/p99 CO-corrected by autocannon; raw p50 ${percentile(latencies, 50).toFixed(2)} ms, raw p99 ${percentile(latencies, 99).toFixed(2)} ms`,
        }
      : {}),
  };
}

/**
 * Open-loop paced load: `rate` requests per second, evenly spaced, for `durationS` seconds
 * (fixed count = rate × duration), over a keep-alive agent. Latency is measured from the
 * request's *scheduled* time, so queueing behind a slow server counts (no coordinated
 * omission). Complements autocannon's overallRate, which sends each connection's share of a
 * second back to back at the start of the second (bursts).
 */
export async function measurePaced(target: string, endpoint: string, options: LoadOptions & { rate: number }): Promise<Measurement> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(options.rate * options.durationS);
  const interval = 1000 / options.rate;
  const latencies: number[] = [];
  let non2xx = 0;
  let sent = 0;

  const fire = (path: string, scheduled: number) =>
    new Promise<void>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port: options.port, path, agent, timeout: 10_000 }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300) latencies.push(performance.now() - scheduled);
          else non2xx++;
          resolve();
        });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      // Connection errors and timeouts show up as missing responses (see `errors` below).
      req.on('error', () => resolve());
    });

  const run = async (count: number, record: boolean) => {
    const inflight: Promise<void>[] = [];
    const t0 = performance.now() + 5;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const now = performance.now();
        while (sent < count && t0 + sent * interval <= now) {
          const scheduled = t0 + sent * interval;
          inflight.push(fire(options.paths[sent % options.paths.length], scheduled));
          sent++;
        }
        if (sent < count) setTimeout(tick, Math.max(0, Math.min(interval / 2, t0 + sent * interval - now)));
        else resolve();
      };
      tick();
    });
    // Bounded wait for the stragglers (the 10 s request timeout also applies).
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(inflight), new Promise((r) => (timer = setTimeout(r, 15_000)))]);
    clearTimeout(timer);
    if (!record) {
      latencies.length = 0;
      non2xx = 0;
    }
    sent = 0;
  };

  try {
    if (options.warmupS > 0) await run(Math.round(options.rate * options.warmupS), false);
    const before = options.cpu ? await snapshot(options.cpu) : null;
    const started = performance.now();
    await run(total, true);
    const elapsed = (performance.now() - started) / 1000;
    const cpu: CpuUse = options.cpu && before ? cpuUse(before, await snapshot(options.cpu), latencies.length + non2xx) : NO_CPU;
    latencies.sort((a, b) => a - b);
    return {
      target,
      endpoint,
      reqPerSec: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      // Connection errors, timeouts and responses still missing after the bounded wait.
      errors: total - latencies.length - non2xx,
      non2xx,
      total,
      serverCpuMs: cpu.server,
      dbCpuMs: cpu.db,
      otherCpuPct: cpu.otherPct,
      note: `open loop, ${options.rate} req/s evenly spaced, latency from scheduled time`,
    };
  } finally {
    agent.destroy();
  }
}

function cpuTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    idle += cpu.times.idle;
    total += cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.idle + cpu.times.irq;
  }
  return { idle, total };
}

/** Share of all cores busy (0..1) over `ms`, whoever uses them. */
export async function cpuBusy(ms: number): Promise<number> {
  const a = cpuTimes();
  await new Promise((r) => setTimeout(r, ms));
  const b = cpuTimes();
  const total = b.total - a.total;
  return total > 0 ? 1 - (b.idle - a.idle) / total : 0;
}

/**
 * Waits (at most `maxS` seconds, in 2 s samples) until the machine is quiet — at most `threshold`
 * of all cores busy — so other work (test runs, builds) does not skew a row. Returns the last
 * sample; the caller reports it next to the results.
 */
export async function waitForQuiet(maxS: number, threshold: number): Promise<{ busy: number; waitedS: number }> {
  const started = Date.now();
  let busy = await cpuBusy(2000);
  while (busy > threshold && Date.now() - started < maxS * 1000) busy = await cpuBusy(2000);
  return { busy, waitedS: Math.round((Date.now() - started) / 1000) };
}
