/**
 * A small in-process cache with a time to live, a size budget, and a generation that every
 * `clear()` advances. The generation closes the race between a read and a write: a request
 * takes `version()` before it reads the database and passes it to `set()`; if a listing changed
 * in between (clear() ran), the value it read may be older than the change and is not stored.
 * Without that, a search that started just before a car was hidden could put the car back into
 * the cache right after the hide cleared it.
 */
export interface TtlCacheOptions<V> {
  ttlMs: number;
  /** Budget over the sizes of all entries (see `sizeOf`); the oldest entries go first. */
  maxSize: number;
  /** Size of one entry; 1 by default (then maxSize is a number of entries). */
  sizeOf?: (key: string, value: V) => number;
  now?: () => number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; size: number; expiresAt: number }>();
  private size = 0;
  private generation = 0;
  private readonly sizeOf: (key: string, value: V) => number;
  private readonly now: () => number;

  constructor(private readonly options: TtlCacheOptions<V>) {
    this.sizeOf = options.sizeOf ?? (() => 1);
    this.now = options.now ?? Date.now;
  }

  /** False when the TTL is 0: nothing is ever stored (the bench and tests turn a cache off so). */
  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key);
      return undefined;
    }
    return entry.value;
  }

  /** The token to pass to `set()`; take it before reading what will be stored. */
  version(): number {
    return this.generation;
  }

  /** Stores `value` unless the cache was cleared since `version` was taken, or it alone exceeds the budget. */
  set(key: string, value: V, version: number): void {
    if (!this.enabled || version !== this.generation) return;
    const size = this.sizeOf(key, value);
    if (size > this.options.maxSize) return;
    this.remove(key);
    // Maps keep insertion order: the first keys are the oldest entries.
    for (const oldest of this.entries.keys()) {
      if (this.size + size <= this.options.maxSize) break;
      this.remove(oldest);
    }
    this.entries.set(key, { value, size, expiresAt: this.now() + this.options.ttlMs });
    this.size += size;
  }

  /** Forgets everything, and refuses values read before this moment. */
  clear(): void {
    this.entries.clear();
    this.size = 0;
    this.generation += 1;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.size -= entry.size;
  }
}
