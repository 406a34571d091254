import { spawn, type ChildProcess } from 'node:child_process';
import { BASE_TSCONFIG, REPO_ROOT } from './common';

/** Every child still running; killed on exit whatever happens. */
const live = new Set<ChildProcess>();

export interface ChildServer {
  name: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** The tsx loader flags this process runs with, reused for the children. */
function tsxExecArgv(): string[] {
  const argv = process.execArgv;
  return argv.some((a) => a.includes('tsx')) ? argv : ['--import', 'tsx'];
}

/**
 * Starts `script` (a .ts file) in a child Node process with the same tsx loader and tsconfig, and
 * resolves once it prints `BENCH_LISTENING <port>`. Rejects if it exits or times out first.
 */
export function startChild(name: string, script: string, env: Record<string, string>, timeoutMs = 90_000): Promise<ChildServer> {
  // Extra Node flags for the servers, e.g. BENCH_CHILD_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
  const extra = (process.env['BENCH_CHILD_NODE_ARGS'] ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...extra, ...tsxExecArgv(), script], {
    cwd: REPO_ROOT,
    // The API as production runs it: NODE_ENV and MALLOC_ARENA_MAX=2 (docs/deployment.md, section 3).
    env: { ...process.env, MALLOC_ARENA_MAX: process.env['MALLOC_ARENA_MAX'] ?? '2', ...env, TSX_TSCONFIG_PATH: BASE_TSCONFIG, NODE_ENV: 'production' },
    // stdin stays open: the child exits when it closes (we died).
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  live.add(child);
  let stderrTail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderrTail = (stderrTail + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => live.delete(child));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  return new Promise<ChildServer>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${name}: not listening after ${timeoutMs} ms\n${stderrTail}`));
    }, timeoutMs);
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /BENCH_LISTENING (\d+)/.exec(stdout);
      if (match) {
        clearTimeout(timer);
        stdout = '';
        resolve({ name, port: Number(match[1]), pid: child.pid ?? -1, stop });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${name}: exited (${code ?? signal}) before listening\n${stderrTail}`));
    });
  });
}

/** Last resort on process exit: synchronous SIGKILL of any child left. */
export function killChildrenSync(): void {
  for (const child of live) {
    try {
      child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
  live.clear();
}
