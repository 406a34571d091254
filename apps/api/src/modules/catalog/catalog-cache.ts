import type { CarSearch } from './catalog.repository';
import { MakeModelNames } from './make-model-names';
import { TtlCache } from './ttl-cache';

/**
 * What the public search and the public car page remember between requests, on this API
 * instance. All three parts are cleared — and their generation advanced, see ttl-cache.ts — by
 * every listing change made through this instance (app.ts: the listing, moderation and
 * user-deletion routes, before their answer leaves), so the next search or car page already sees
 * the change.
 *
 * - `totals`: the capped count per filter (whatever the page, size or sort), 30 s. Counting the
 *   matches costs far more than reading one page of them — on 50,000 listings about 10 ms of
 *   database time against well under 1 ms — and the same filters come back again and again (the
 *   home page, a make's page, a visitor paging through results). A hit reads just the page.
 * - `pages`: the whole serialised answer per request URL, {@link CatalogCache.PAGE_TTL_MS}.
 *   A popular search (the home page, a make's page) is asked many times a second; within the TTL
 *   it costs no SQL, no mapping and no serialisation. The body is the exact string the uncached
 *   path sent, so a hit answers byte for byte what a miss would have answered then.
 * - `cars`: the whole serialised answer of the public car page per slug,
 *   {@link CatalogCache.CAR_PAGE_TTL_MS}, the same way. The car page is where search engines and
 *   shared links land; its one statement costs PostgreSQL ~0.7 ms of CPU (mostly planning) and the
 *   API ~0.4 ms, while a cached answer costs neither. Only 200 answers are kept: an unknown or non-public slug asks
 *   the database every time (and a car made public clears the cache anyway).
 *
 * Several instances (on PostgreSQL): a change through instance A clears A's caches before A
 * answers, and A then announces it on PostgreSQL's LISTEN/NOTIFY (catalog-change-feed.ts); every
 * other instance clears its own on hearing it, within milliseconds (the two-instance test and
 * `npm run bench:api` measure the delay; the target is 1 s at p99). While an instance's listening
 * connection is down it clears on the drop and again on reconnecting, and in between it answers
 * at most PAGE_TTL_MS-old pages (CAR_PAGE_TTL_MS-old car pages).
 * Writes made behind the API's back (SQL, seed scripts) are seen after the TTLs.
 */
export class CatalogCache {
  static readonly TOTALS_TTL_MS = 30_000;
  static readonly TOTALS_MAX_ENTRIES = 5_000;
  static readonly PAGE_TTL_MS = 5_000;
  /** Characters of cached bodies and keys (~2 bytes each): a 10-card page is ~9,000. */
  static readonly PAGES_MAX_CHARS = 8_000_000;
  static readonly CAR_PAGE_TTL_MS = 5_000;
  /** Characters of cached car answers and slugs (~2 bytes each): a car with 8 pictures is ~4,500. */
  static readonly CARS_MAX_CHARS = 4_000_000;

  readonly totals: TtlCache<number>;
  readonly pages: TtlCache<string>;
  /** The public car page's answers by slug. */
  readonly cars: TtlCache<string>;
  /**
   * The names of makes and models for the cards (make-model-names.ts). Reference data, not
   * listings: clear() leaves it; it reads itself again when a row names an id it does not know.
   */
  readonly makeModelNames = new MakeModelNames();

  constructor(options: { pageTtlMs?: number; totalsTtlMs?: number; carPageTtlMs?: number; now?: () => number } = {}) {
    const now = options.now ?? Date.now;
    this.totals = new TtlCache<number>({
      ttlMs: options.totalsTtlMs ?? CatalogCache.TOTALS_TTL_MS,
      maxSize: CatalogCache.TOTALS_MAX_ENTRIES,
      now,
    });
    this.pages = new TtlCache<string>({
      ttlMs: options.pageTtlMs ?? CatalogCache.PAGE_TTL_MS,
      maxSize: CatalogCache.PAGES_MAX_CHARS,
      sizeOf: (key, body) => key.length + body.length,
      now,
    });
    this.cars = new TtlCache<string>({
      ttlMs: options.carPageTtlMs ?? CatalogCache.CAR_PAGE_TTL_MS,
      maxSize: CatalogCache.CARS_MAX_CHARS,
      sizeOf: (key, body) => key.length + body.length,
      now,
    });
  }

  /** Forget everything: a listing was created, edited, reviewed, hidden, shown or deleted. */
  clear(): void {
    this.totals.clear();
    this.pages.clear();
    this.cars.clear();
  }
}

/** A list in a fixed order, so the same values in another order are the same filter (copied only when there is something to order). */
function ordered<T>(list: readonly T[]): readonly T[] {
  return list.length < 2 ? list : [...list].sort();
}

/** The totals key: the filter without what does not change the count (page, page size, sort). */
export function totalsKey(f: CarSearch): string {
  return JSON.stringify([
    f.carMake ?? null,
    f.carModel ?? null,
    f.modelYearFrom ?? null,
    f.modelYearTo ?? null,
    ordered(f.fuelType),
    ordered(f.gearbox),
    f.priceFrom ?? null,
    f.priceTo ?? null,
    f.isForTaxi ?? null,
    ordered(f.bodyType),
    f.odometerFrom ?? null,
    f.odometerTo ?? null,
    ordered(f.drivetrain),
    f.numberOfSeatsFrom ?? null,
    f.keyword ?? null,
  ]);
}
