import type { CarSearch } from './catalog.repository';

/**
 * Totals of recent searches, per filter, for a short while. Counting the matches (up to the cap)
 * costs far more than reading one page of them — on 50,000 listings about 10 ms of database time
 * against well under 1 ms — and the same filters come back again and again (the home page, a make's
 * page, a visitor paging through results). So the count runs once per filter per TTL; every other
 * request reads just its page.
 *
 * Staleness: any listing change made through this API instance clears the cache at once
 * (`clear()` from the listing and moderation routes). With several instances, another
 * instance's change shows in this one's totals after at most TTL_MS. The cards themselves are
 * always read fresh; only the number in `meta.pagination.total` can lag.
 */
export class SearchCountCache {
  static readonly TTL_MS = 30_000;
  static readonly MAX_ENTRIES = 5_000;

  private readonly entries = new Map<string, { total: number; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  get(filter: CarSearch): number | undefined {
    const key = keyOf(filter);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.total;
  }

  set(filter: CarSearch, total: number): void {
    // Maps keep insertion order: dropping the first key drops the oldest entry.
    if (this.entries.size >= SearchCountCache.MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(keyOf(filter), { total, expiresAt: this.now() + SearchCountCache.TTL_MS });
  }

  /** Forget every total: a listing was created, edited, reviewed, hidden, shown or deleted. */
  clear(): void {
    this.entries.clear();
  }
}

/** The filter without what does not change the count (page, page size, sort). */
function keyOf(f: CarSearch): string {
  return JSON.stringify([
    f.carMake ?? null,
    f.carModel ?? null,
    f.modelYearFrom ?? null,
    f.modelYearTo ?? null,
    [...f.fuelType].sort(),
    [...f.gearbox].sort(),
    f.priceFrom ?? null,
    f.priceTo ?? null,
    f.isForTaxi ?? null,
  ]);
}
