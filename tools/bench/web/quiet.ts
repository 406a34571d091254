import os from 'node:os';

/** Busy and total CPU time of all cores (ms), from os.cpus(). */
function cpuTimes(): { busy: number; total: number } {
  let busy = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const { user, nice, sys, idle, irq } = cpu.times;
    busy += user + nice + sys + irq;
    total += user + nice + sys + irq + idle;
  }
  return { busy, total };
}

/** Share of all cores busy (0–1) over the next `ms` milliseconds, whoever uses them. */
export async function cpuBusy(ms: number): Promise<number> {
  const a = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const b = cpuTimes();
  return b.total > a.total ? (b.busy - a.busy) / (b.total - a.total) : 0;
}

/**
 * Waits (at most `maxSeconds`, in 2 s samples) until at most `threshold` of all cores are busy.
 * Lighthouse's blocking time and its simulated timings follow the real main-thread tasks, which
 * stretch when other processes (test runs, builds) take the CPU; the report gives the last
 * sample next to each run so a disturbed run is visible.
 */
export async function waitForQuiet(maxSeconds: number, threshold: number): Promise<{ busy: number; waitedS: number }> {
  const started = Date.now();
  let busy = await cpuBusy(2000);
  while (busy > threshold && Date.now() - started < maxSeconds * 1000) busy = await cpuBusy(2000);
  return { busy, waitedS: Math.round((Date.now() - started) / 1000) };
}

/** Runs `task` while sampling how busy the whole machine is; returns its result and the mean share. */
export async function withBusySampling<T>(task: () => Promise<T>): Promise<{ result: T; busy: number }> {
  const samples: number[] = [];
  let running = true;
  const sampler = (async () => {
    while (running) samples.push(await cpuBusy(1000));
  })();
  try {
    const result = await task();
    return { result, busy: samples.length ? samples.reduce((s, v) => s + v, 0) / samples.length : NaN };
  } finally {
    running = false;
    await sampler;
  }
}
