import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { errorBody } from '../http/errors';

/**
 * What a load balancer asks (docs/deployment.md):
 * - `GET /api/health` — liveness: the process answers. Never touches a dependency, so a database
 *   outage does not make the orchestrator restart every instance at once.
 * - `GET /api/ready` — readiness: this instance can serve now. The database answers, the storage
 *   (disk directory or bucket) is reachable, and Redis answers when REDIS_URL is set. 200
 *   `{ status: 'ok', checks }`, else 503 in the error shape with each check's outcome in
 *   `details.checks` (the reasons go to the log, never to the caller: they name hosts).
 * While the server closes (SIGTERM), Fastify answers every new request, this one included, 503 with
 * `Connection: close`, so the balancer stops sending traffic while in-flight requests finish.
 */

/** How long one check may take before it counts as failed: a probe must answer quickly. */
export const READINESS_CHECK_TIMEOUT_MS = 3000;

export interface ReadinessCheck {
  name: string;
  check(): Promise<unknown>;
}

export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    const checks: ReadinessCheck[] = [
      { name: 'database', check: () => sql`select 1`.execute(app.db) },
      { name: 'storage', check: () => app.storage.checkReachable() },
    ];
    if (app.config.redisUrl) checks.push(redisCheck(app, app.config.redisUrl));

    // Probes come every few seconds from every balancer: keep them out of the info log.
    const probe = { logLevel: 'warn' as const, schema: { hide: true } };

    app.get('/api/health', probe, async () => ({ status: 'ok' }));

    app.get('/api/ready', probe, async (request, reply) => {
      const outcomes = await Promise.all(
        checks.map(async ({ name, check }) => {
          try {
            await withTimeout(check(), READINESS_CHECK_TIMEOUT_MS);
            return [name, 'ok'] as const;
          } catch (error) {
            request.log.warn({ err: error, check: name }, 'readiness check failed');
            return [name, 'fail'] as const;
          }
        }),
      );
      const results = Object.fromEntries(outcomes);
      if (outcomes.every(([, outcome]) => outcome === 'ok')) return { status: 'ok', checks: results };
      return reply
        .status(503)
        .send(errorBody(503, 'ServiceUnavailableError', 'Paslauga laikinai nepasiekiama. Bandykite vėliau.', { checks: results }));
    });
  },
  { name: 'health', decorators: { fastify: ['db', 'storage', 'config'] } },
);

/**
 * A connection of its own, so the probe tells whether Redis answers whatever the rate limiter's
 * client is doing; connected on the first probe, closed with the app.
 */
function redisCheck(app: FastifyInstance, url: string): ReadinessCheck {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: READINESS_CHECK_TIMEOUT_MS, maxRetriesPerRequest: 1 });
  // Without a listener ioredis reports every failed reconnect as an unhandled error event.
  redis.on('error', (error) => app.log.debug({ err: error }, 'readiness redis connection error'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return { name: 'redis', check: () => redis.ping() };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
