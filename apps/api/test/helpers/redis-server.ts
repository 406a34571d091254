import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A throwaway Redis: a redis-server of the test's own on a free port (Debian's package), nothing
 * kept on disk, gone with the test — or TEST_REDIS_URL when set (then stop() leaves it running).
 */
export async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const given = process.env['TEST_REDIS_URL'];
  if (given) return { url: given, stop: async () => undefined };
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const failed = new Promise<never>((_, reject) =>
    child.once('error', (error) => reject(new Error(`redis-server could not start (install Debian's redis-server, or set TEST_REDIS_URL): ${error.message}`))),
  );
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await Promise.race([
      new Promise<boolean>((resolve) => {
        const probe = connect(port, '127.0.0.1');
        probe.once('connect', () => {
          probe.end();
          resolve(true);
        });
        probe.once('error', () => resolve(false));
      }),
      failed,
    ]);
    if (up) break;
    if (Date.now() > deadline) throw new Error('redis-server did not answer within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    },
  };
}

