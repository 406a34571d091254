import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Counts events per key in fixed time windows. In memory on one instance; Redis (REDIS_URL)
 * when several API instances must share the counts.
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

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimitStore;
  }
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { store?: RateLimitStore; redisUrl?: string }) => {
    const store =
      options.store ??
      (options.redisUrl ? new RedisRateLimitStore(new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })) : new MemoryRateLimitStore());
    app.decorate('rateLimits', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'rate-limit' },
);
