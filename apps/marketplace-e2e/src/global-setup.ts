import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_URL, E2E_PORTS, MARKETPLACE_URL } from './support/ports';

const root = path.resolve(__dirname, '../../..');

interface Child {
  name: string;
  process: ChildProcess;
  log: string;
}

function start(name: string, args: string[], env: Record<string, string>, logDir: string): Child {
  const log = path.join(logDir, `${name}.log`);
  const out = createWriteStream(log);
  // A process group of its own, so stopping it also stops anything it started.
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  return { name, process: child, log };
}

async function tail(file: string): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text.split('\n').slice(-30).join('\n');
}

async function waitFor(url: string, timeoutMs: number, child: Child): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new Error(`${child.name} exited (${child.process.exitCode}) before answering ${url}:\n${await tail(child.log)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${await tail(child.log)}`);
}

async function stop(child: Child): Promise<void> {
  const { process: proc } = child;
  if (proc.exitCode !== null || proc.pid === undefined) return;
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  try {
    process.kill(-proc.pid, 'SIGTERM');
  } catch {
    return;
  }
  const killed = await Promise.race([exited.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 8000))]);
  if (!killed) {
    try {
      process.kill(-proc.pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () =>
      reject(new Error(`Port ${port} is in use: stop whatever listens there (an earlier e2e run?) and retry.`)),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/**
 * A stand-in for the application wizard's origin: it answers every page with what arrived — the
 * path, the query and the Cookie header — so tests can check the calculators' hand-off.
 */
function startWizardStub(port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://localhost:${port}`);
    const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="lt"><head><title>Paraiška (wizard stub)</title></head><body><main>` +
        `<h1>Paraiškos vedlys</h1><p data-testid="path">${escape(url.pathname)}</p>` +
        `<p data-testid="query">${escape(url.search)}</p>` +
        `<p data-testid="cookies">${escape(req.headers.cookie ?? '')}</p></main></body></html>`,
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Starts the API on a fresh temporary database with demo data (first start ~45 s: it draws the
 * demo pictures), the built marketplace against it, and the wizard stub. Returns the teardown.
 * E2E_API_URL reuses an API that is already running (faster while writing tests; it must allow
 * the origin http://localhost:4210 in CORS_ORIGINS).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'ratai-marketplace-e2e-'));
  const children: Child[] = [];
  let wizard: http.Server | undefined;
  const teardown = async () => {
    for (const child of children.reverse()) await stop(child);
    await new Promise<void>((resolve) => (wizard ? wizard.close(() => resolve()) : resolve()));
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    await assertPortFree(E2E_PORTS.marketplace);
    await assertPortFree(E2E_PORTS.wizard);
    wizard = await startWizardStub(E2E_PORTS.wizard);

    if (!process.env.E2E_API_URL) {
      await assertPortFree(E2E_PORTS.api);
      const api = start(
        'api',
        ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.base.json', 'apps/api/src/main.ts'],
        {
          PORT: String(E2E_PORTS.api),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(workDir, 'data'),
          CORS_ORIGINS: MARKETPLACE_URL,
          MARKETPLACE_URL,
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
        },
        workDir,
      );
      children.push(api);
      await waitFor(`${API_URL}/api/health`, 120_000, api);
    }

    const web = start(
      'marketplace',
      ['apps/marketplace/server.mjs'],
      {
        PORT: String(E2E_PORTS.marketplace),
        HOST: '127.0.0.1',
        API_URL,
        WIZARD_URL: `http://localhost:${E2E_PORTS.wizard}`,
        PORTAL_URL: 'http://localhost:4310',
        NODE_ENV: 'production',
      },
      workDir,
    );
    children.push(web);
    await waitFor(`${MARKETPLACE_URL}/robots.txt`, 30_000, web);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
