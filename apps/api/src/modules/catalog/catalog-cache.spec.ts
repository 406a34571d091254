import { CatalogCache, totalsKey } from './catalog-cache';
import type { CarSearch } from './catalog.repository';

const filter = (over: Partial<CarSearch> = {}): CarSearch => ({ fuelType: [], gearbox: [], bodyType: [], drivetrain: [], page: 1, pageSize: 10, sort: 'newest', ...over });

describe('CatalogCache', () => {
  it('keys totals by the filter alone, whatever the page, page size, sort or list order', () => {
    expect(totalsKey(filter({ carMake: 'audi', fuelType: ['diesel', 'petrol'] }))).toBe(
      totalsKey(filter({ carMake: 'audi', fuelType: ['petrol', 'diesel'], page: 3, pageSize: 20, sort: 'priceAsc' })),
    );
    expect(totalsKey(filter({ carMake: 'audi' }))).not.toBe(totalsKey(filter({ carMake: 'bmw' })));
    expect(totalsKey(filter({ priceFrom: 1000 }))).not.toBe(totalsKey(filter({ priceTo: 1000 })));
    // Issue 17's filters count too.
    expect(totalsKey(filter({ bodyType: ['suv', 'van'] }))).toBe(totalsKey(filter({ bodyType: ['van', 'suv'] })));
    expect(totalsKey(filter({ keyword: 'golf' }))).not.toBe(totalsKey(filter({ keyword: 'polo' })));
    expect(totalsKey(filter({ odometerFrom: 1000 }))).not.toBe(totalsKey(filter({ odometerTo: 1000 })));
    expect(totalsKey(filter({ numberOfSeatsFrom: 7 }))).not.toBe(totalsKey(filter({ drivetrain: ['awd'] })));
    expect(totalsKey(filter({ isForTaxi: false }))).not.toBe(totalsKey(filter()));
  });

  it('keeps totals 30 s and answers 5 s, and clear() forgets both', () => {
    const start = 1_000;
    let now = start;
    const cache = new CatalogCache({ now: () => now });
    cache.totals.set('t', 7, cache.totals.version());
    cache.pages.set('/p', '{}', cache.pages.version());
    now = start + CatalogCache.PAGE_TTL_MS;
    expect(cache.pages.get('/p')).toBe('{}');
    now = start + CatalogCache.PAGE_TTL_MS + 1;
    expect(cache.pages.get('/p')).toBeUndefined();
    expect(cache.totals.get('t')).toBe(7);
    now = start + CatalogCache.TOTALS_TTL_MS + 1;
    expect(cache.totals.get('t')).toBeUndefined();
    cache.totals.set('t', 8, cache.totals.version());
    cache.pages.set('/p', '{}', cache.pages.version());
    cache.clear();
    expect(cache.totals.get('t')).toBeUndefined();
    expect(cache.pages.get('/p')).toBeUndefined();
  });

  it('can run without cached answers (pageTtlMs 0) and still remember totals', () => {
    const cache = new CatalogCache({ pageTtlMs: 0 });
    cache.pages.set('/p', '{}', cache.pages.version());
    cache.totals.set('t', 1, cache.totals.version());
    expect(cache.pages.get('/p')).toBeUndefined();
    expect(cache.totals.get('t')).toBe(1);
  });
});
