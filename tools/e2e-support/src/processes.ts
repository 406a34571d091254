import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/** The workspace root (every child process runs there). */
export const WORKSPACE_ROOT = path.resolve(__dirname, '../../..');

/** A server an e2e suite started: its process and the log file its output goes to. */
export interface Child {
  name: string;
  process: ChildProcess;
  log: string;
}

/** Starts `node <args>` in the workspace root, output to `<logDir>/<name>.log`. */
export function startNode(name: string, args: string[], env: Record<string, string>, logDir: string): Child {
  const log = path.join(logDir, `${name}.log`);
  const out = createWriteStream(log);
  // A process group of its own, so stopping it also stops anything it started.
  const child = spawn(process.execPath, args, {
    cwd: WORKSPACE_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  return { name, process: child, log };
}

/** `node` arguments that run a TypeScript entry point of the workspace through tsx. */
export function tsxArgs(entry: string): string[] {
  return ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.base.json', entry];
}

async function tail(file: string): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').slice(-30).join('\n');
}

/**
 * Waits until `url` answers 2xx (or any HTTP status with `anyStatus`); fails early with the log's
 * tail when the child exits.
 */
export async function waitFor(url: string, timeoutMs: number, child: Child, anyStatus = false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new Error(`${child.name} exited (${child.process.exitCode}) before answering ${url}:\n${await tail(child.log)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok || anyStatus) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${await tail(child.log)}`);
}

/** Whether any process of the group led by `pid` is still alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * SIGTERM to the child's whole process group, then waits until every process of the group is gone
 * (not only the direct child: tsx exits before the API it runs has closed its database), SIGKILL
 * to whatever is left after 8 s.
 */
export async function stop(child: Child): Promise<void> {
  const pid = child.process.pid;
  if (pid === undefined || !groupAlive(pid)) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + 8000;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (groupAlive(pid)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
}

/** Fails with a clear message when something (an earlier run?) already listens on the port. */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () =>
      reject(new Error(`Port ${port} is in use: stop whatever listens there (an earlier e2e run?) and retry.`)),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}
