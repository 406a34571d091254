import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  const make = (over: Partial<ConstructorParameters<typeof TtlCache<string>>[0]> = {}) => {
    let now = 1_000;
    const cache = new TtlCache<string>({ ttlMs: 5_000, maxSize: 100, sizeOf: (key, value) => key.length + value.length, now: () => now, ...over });
    return { cache, advance: (ms: number) => (now += ms) };
  };

  it('answers a stored value until its TTL ends', () => {
    const { cache, advance } = make();
    cache.set('a', 'one', cache.version());
    expect(cache.get('a')).toBe('one');
    advance(5_000);
    expect(cache.get('a')).toBe('one');
    advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('never')).toBeUndefined();
  });

  it('refuses a value read before a clear(): a write in between may have changed it', () => {
    const { cache } = make();
    const before = cache.version();
    cache.clear();
    cache.set('a', 'read before the write', before);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'read after the write', cache.version());
    expect(cache.get('a')).toBe('read after the write');
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps within its size budget by dropping the least recently used entries', () => {
    const { cache } = make({ maxSize: 30 });
    const v = cache.version();
    cache.set('k1', 'x'.repeat(8), v); // size 10
    cache.set('k2', 'x'.repeat(8), v);
    cache.set('k3', 'x'.repeat(8), v);
    expect(['k1', 'k2', 'k3'].map((k) => cache.get(k) !== undefined)).toEqual([true, true, true]);
    cache.set('k4', 'x'.repeat(13), v); // size 15: k1 and k2 must go
    expect(['k1', 'k2', 'k3', 'k4'].map((k) => cache.get(k) !== undefined)).toEqual([false, false, true, true]);
    // Replacing an entry frees its old size first.
    cache.set('k3', 'y'.repeat(8), v);
    expect(cache.get('k4')).toBeDefined();
    expect(cache.get('k3')).toBe('y'.repeat(8));
    // A value larger than the whole budget is not stored and evicts nothing.
    cache.set('huge', 'x'.repeat(40), v);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('k4')).toBeDefined();
  });

  it('stores nothing when its TTL is 0', () => {
    const { cache } = make({ ttlMs: 0 });
    expect(cache.enabled).toBe(false);
    cache.set('a', 'one', cache.version());
    expect(cache.get('a')).toBeUndefined();
  });
});
