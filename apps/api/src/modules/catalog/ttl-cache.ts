import { LRUCache } from 'lru-cache';

/**
 * The search's in-process caches: `lru-cache` (time to live, a size budget, least recently used
 * entries evicted first) plus a generation that every `clear()` advances. The generation closes the
 * race between a read and a write: a request takes `version()` before it reads the database and
 * passes it to `set()`; if a listing changed in between (clear() ran), the value it read may be
 * older than the change and is not stored. Without that, a search that started just before a car
 * was hidden could put the car back into the cache right after the hide cleared it.
 */
export interface TtlCacheOptions<V> {
  ttlMs: number;
  /** Budget over the sizes of all entries (see `sizeOf`); the least recently used go first. */
  maxSize: number;
  /** Size of one entry; 1 by default (then maxSize is a number of entries). */
  sizeOf?: (key: string, value: V) => number;
  /** The clock (tests move it by hand). */
  now?: () => number;
}

export class TtlCache<V extends NonNullable<unknown>> {
  private readonly lru: LRUCache<string, V> | null;
  private generation = 0;

  constructor(options: TtlCacheOptions<V>) {
    const sizeOf = options.sizeOf ?? (() => 1);
    this.lru =
      options.ttlMs > 0
        ? new LRUCache<string, V>({
            ttl: options.ttlMs,
            maxSize: options.maxSize,
            sizeCalculation: (value, key) => Math.max(1, sizeOf(key, value)),
            // The clock is read at every get: no timer caching it (ttlResolution 0), and expired
            // entries are dropped when met or evicted, not by a timer per entry (ttlAutopurge off).
            ttlResolution: 0,
            ...(options.now ? { perf: { now: options.now } } : {}),
          })
        : null;
  }

  /** False when the TTL is 0: nothing is ever stored (the bench and tests turn a cache off so). */
  get enabled(): boolean {
    return this.lru !== null;
  }

  get(key: string): V | undefined {
    return this.lru?.get(key);
  }

  /** The token to pass to `set()`; take it before reading what will be stored. */
  version(): number {
    return this.generation;
  }

  /** Stores `value` unless the cache was cleared since `version` was taken, or it alone exceeds the budget. */
  set(key: string, value: V, version: number): void {
    if (!this.lru || version !== this.generation) return;
    this.lru.set(key, value);
  }

  /** Forgets everything, and refuses values read before this moment. */
  clear(): void {
    this.lru?.clear();
    this.generation += 1;
  }
}
