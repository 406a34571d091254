import type { FastifyInstance } from 'fastify';

/**
 * The child side of children.ts, shared by every benchmark server (the API, the bare route, the
 * upload bench's API): listen on an ephemeral port of 127.0.0.1, print `BENCH_LISTENING <port>
 * <label>` for the parent, and close cleanly — the server, then `closeRest` (the database or pool) —
 * on SIGTERM, SIGINT or when the parent closes our stdin (the parent died).
 */
export async function serveAsChild(app: FastifyInstance, closeRest: () => Promise<void>, label: string): Promise<void> {
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    try {
      await app.close();
    } finally {
      await closeRest();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  process.stdin.on('end', () => void shutdown());
  process.stdin.resume();

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  process.stdout.write(`BENCH_LISTENING ${address.port} ${label}\n`);
}
