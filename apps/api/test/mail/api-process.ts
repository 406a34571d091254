import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { watchOutput } from '../helpers/process-output';

/** The workspace root (this file is apps/api/test/mail/). */
export const workspaceRoot = path.resolve(__dirname, '..', '..', '..', '..');

export interface ApiProcess {
  child: ChildProcess;
  port: number;
  /** The JSON log lines so far. */
  lines(): Array<Record<string, unknown>>;
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Runs the API as `npm start` runs it (tsx apps/api/src/main.ts) with `env` on top of a test
 * environment: PORT=0, no demo data, fast job polling and retries. Resolves once it listens.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(
    process.execPath,
    [path.join(workspaceRoot, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'tsconfig.base.json', 'apps/api/src/main.ts'],
    {
      cwd: workspaceRoot,
      env: {
        PATH: process.env['PATH'],
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        JOB_POLL_SECONDS: '0.5',
        MAIL_RETRY_DELAY_SECONDS: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: tsx runs the API in a child process of its own, which a signal to
      // tsx alone would leave running (a SIGKILL cannot be passed on). Signals go to the group.
      detached: true,
    },
  );
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // the group is gone already
    }
  };
  const { lines, text, exited } = watchOutput(child);
  const port = await new Promise<number>((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    const timer = setInterval(() => {
      const listening = lines().find((line) => typeof line['msg'] === 'string' && line['msg'].startsWith('Server listening at http://127.0.0.1:'));
      if (listening) {
        clearInterval(timer);
        resolve(Number(String(listening['msg']).split(':').pop()));
      } else if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
        clearInterval(timer);
        signalGroup('SIGKILL');
        reject(new Error(`the API did not start (${child.exitCode ?? child.signalCode}): ${text()}`));
      }
    }, 100);
  });
  return {
    child,
    port,
    lines,
    exited,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) signalGroup(signal);
      await exited;
    },
  };
}

/** A callback lead through the API over HTTP (its e-mail goes to the team through the outbox). */
export async function postCallback(port: number, name: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/api/email/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, phone: '+370 698 76543', termsAgreed: true, subject: `Skambutis: ${name}` }),
  });
  return res.status;
}
