import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * Starts test/social-auth/oidc-provider.mjs in a child process and waits for the issuer URL it
 * prints. A child process because oidc-provider is ESM-only with many ESM dependencies that
 * Jest would otherwise have to transform.
 */
export interface TestProvider {
  issuer: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 15_000;

export async function startProvider(client: { clientId: string; clientSecret: string; redirectUri: string }): Promise<TestProvider> {
  const { NODE_OPTIONS: _jestOptions, ...env } = process.env;
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'oidc-provider.mjs')], {
    env: { ...env, CLIENT_ID: client.clientId, CLIENT_SECRET: client.clientSecret, REDIRECT_URI: client.redirectUri },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
  };

  try {
    const issuer = await new Promise<string>((resolve, reject) => {
      let stdout = '';
      const timer = setTimeout(() => reject(new Error(`OpenID provider did not start in time. stderr:\n${stderr}`)), START_TIMEOUT_MS);
      child.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
        const line = stdout.split('\n').find((l) => l.startsWith('{'));
        if (!line) return;
        clearTimeout(timer);
        resolve((JSON.parse(line) as { issuer: string }).issuer);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`OpenID provider exited with ${code}. stderr:\n${stderr}`));
      });
    });
    return { issuer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Cookies by name, as a browser would keep them for one host (paths ignored: one test host). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookies: string[]): void {
    for (const cookie of setCookies) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /;\s*max-age=0/i.test(cookie) || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Follows the provider's redirects the way a browser does (cookies kept, one hop at a time,
 * at most `maxHops`) until one points at `stopAt`; returns that URL.
 */
export async function followUntil(start: string, stopAt: string, jar: CookieJar, maxHops = 10): Promise<URL> {
  let url = new URL(start);
  for (let hop = 0; hop < maxHops; hop += 1) {
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: jar.header() },
      signal: AbortSignal.timeout(5_000),
    });
    jar.store(response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`provider answered ${response.status} at ${url.href}: ${(await response.text()).slice(0, 500)}`);
    }
    await response.arrayBuffer();
    url = new URL(location, url);
    if (url.href.startsWith(stopAt)) return url;
  }
  throw new Error(`no redirect to ${stopAt} within ${maxHops} hops`);
}

/** An http URL on loopback where nothing listens (a port bound once, then released): connections are refused at once. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
