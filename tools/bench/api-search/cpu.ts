import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

/**
 * CPU time of processes from /proc (Linux): the server child's, and that of the PostgreSQL
 * backends serving it (found by application_name, which the children set through PGAPPNAME).
 * CPU per request does not depend much on what else runs on the machine, unlike req/s, so it
 * tells where the time of a request goes even on a busy box. Elsewhere it reports nothing.
 */

let ticksPerSecond: number | null | undefined;
function clockTicks(): number | null {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = process.platform === 'linux' ? 100 : null;
    }
  }
  return ticksPerSecond;
}

/** user + system CPU of a process in ms, or null when unknown. */
export function processCpuMs(pid: number): number | null {
  const hz = clockTicks();
  if (!hz) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "(comm) ": state is [0], utime [11], stime [12].
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / hz;
  } catch {
    return null;
  }
}

function serversCpuMs(pids: number[]): number | null {
  let total = 0;
  for (const pid of pids) {
    const ms = processCpuMs(pid);
    if (ms === null) return null;
    total += ms;
  }
  return total;
}

export interface CpuSnapshot {
  server: number | null;
  /** pid → ms of the PostgreSQL backends with our application_name. */
  backends: Map<number, number>;
  /** Busy ms summed over all cores of the machine, this process's CPU ms, and the wall clock. */
  machineBusy: number;
  self: number;
  wall: number;
}

function machineBusyMs(): number {
  let busy = 0;
  for (const cpu of os.cpus()) busy += cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq;
  return busy;
}

async function backendPids(databaseUrl: string, appName: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'ratai-bench-probe' });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [appName]);
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

export interface CpuTarget {
  serverPid: number;
  /** More server processes counted with the first (several instances behind one load balancer). */
  moreServerPids?: number[];
  /** PostgreSQL the server talks to, and the application_name its pool connects with. */
  postgres?: { databaseUrl: string; appName: string };
}

export async function snapshot(target: CpuTarget): Promise<CpuSnapshot> {
  const backends = new Map<number, number>();
  if (target.postgres) {
    for (const pid of await backendPids(target.postgres.databaseUrl, target.postgres.appName)) {
      const ms = processCpuMs(pid);
      if (ms !== null) backends.set(pid, ms);
    }
  }
  const usage = process.cpuUsage();
  return {
    server: serversCpuMs([target.serverPid, ...(target.moreServerPids ?? [])]),
    backends,
    machineBusy: machineBusyMs(),
    self: (usage.user + usage.system) / 1000,
    wall: performance.now(),
  };
}

export interface CpuUse {
  /** CPU ms per request of the server process and of its PostgreSQL backends. */
  server: number | null;
  db: number | null;
  /**
   * Share of the machine (all cores) used by everything else during the run: other processes,
   * PostgreSQL's background workers. Above a few % the row was disturbed.
   */
  otherPct: number | null;
}

/** CPU use between two snapshots (see {@link CpuUse}). */
export function cpuUse(before: CpuSnapshot, after: CpuSnapshot, requests: number): CpuUse {
  const server = before.server !== null && after.server !== null ? after.server - before.server : null;
  let db: number | null = null;
  if (after.backends.size > 0) {
    db = 0;
    for (const [pid, ms] of after.backends) db += ms - (before.backends.get(pid) ?? 0);
  }
  const ours = (server ?? 0) + (db ?? 0) + (after.self - before.self);
  const capacity = (after.wall - before.wall) * os.cpus().length;
  const otherPct = server !== null && capacity > 0 ? Math.max(0, ((after.machineBusy - before.machineBusy - ours) / capacity) * 100) : null;
  return {
    server: server !== null && requests > 0 ? server / requests : null,
    db: db !== null && requests > 0 ? db / requests : null,
    otherPct,
  };
}
