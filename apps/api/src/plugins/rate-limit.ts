import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { ipRateLimitPlugin } from './external/rate-limit';

/**
 * Counts events per key in fixed time windows, for the limits that are domain rules rather than
 * per-IP request limits: the login lock and slow-down (accounts/throttle.ts), recovery e-mails per
 * address (accounts/recovery.ts), the upload quota (listings/upload-quota.ts). In memory on one
 * instance; Redis (REDIS_URL) when several API instances must share the counts. The per-IP limits
 * are @fastify/rate-limit's (external/rate-limit.ts), on the same Redis connection.
 */
export interface RateLimitStore {
  /** Adds one event (or `amount`) and returns how many there are in the current window. */
  increment(key: string, windowMs: number, amount?: number): Promise<number>;
  /** Current count without adding. */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async increment(key: string, windowMs: number, amount = 1): Promise<number> {
    const now = Date.now();
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.windows.set(key, { count: amount, resetAt: now + windowMs });
      this.sweep(now);
      return amount;
    }
    current.count += amount;
    return current.count;
  }

  async count(key: string): Promise<number> {
    const current = this.windows.get(key);
    return current && current.resetAt > Date.now() ? current.count : 0;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }

  /** Drops expired windows now and then so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'ratai:rl:',
  ) {}

  async increment(key: string, windowMs: number, amount = 1): Promise<number> {
    const k = this.prefix + key;
    const [[, count], [, ttl]] = (await this.redis.multi().incrby(k, amount).pttl(k).exec()) as [[null, number], [null, number]];
    if (ttl < 0) await this.redis.pexpire(k, windowMs);
    return count;
  }

  async count(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  /** The connection is the plugin's (shared with the per-IP limits); it closes it. */
  async close(): Promise<void> {
    return undefined;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimitStore;
  }
}

/**
 * Both kinds of limit: `app.rateLimits` (this file's store, the domain rules) and the per-IP limits
 * (@fastify/rate-limit, external/rate-limit.ts). With `redisUrl` both count in that Redis over one
 * connection; `store` replaces the domain store (tests).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { store?: RateLimitStore; redisUrl?: string }) => {
    const redis = options.redisUrl ? new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 }) : undefined;
    // Without a listener ioredis reports every failed reconnect as an unhandled error event.
    redis?.on('error', (error) => app.log.warn({ err: { message: error.message } }, 'rate-limit redis connection error'));
    const store = options.store ?? (redis ? new RedisRateLimitStore(redis) : new MemoryRateLimitStore());
    app.decorate('rateLimits', store);
    await app.register(ipRateLimitPlugin, { redis });
    app.addHook('onClose', async () => {
      await store.close();
      if (!redis) return;
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  },
  { name: 'rate-limit' },
);
