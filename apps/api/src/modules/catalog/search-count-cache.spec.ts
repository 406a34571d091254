import { SearchCountCache } from './search-count-cache';
import type { CarSearch } from './catalog.repository';

const filter = (over: Partial<CarSearch> = {}): CarSearch => ({ fuelType: [], gearbox: [], page: 1, pageSize: 10, sort: 'newest', ...over });

describe('SearchCountCache', () => {
  it('keeps a total per filter, whatever the page, page size or sort', () => {
    const cache = new SearchCountCache(() => 0);
    cache.set(filter({ carMake: 'audi', fuelType: ['diesel', 'petrol'] }), 42);
    expect(cache.get(filter({ carMake: 'audi', fuelType: ['petrol', 'diesel'], page: 3, pageSize: 20, sort: 'priceAsc' }))).toBe(42);
    expect(cache.get(filter({ carMake: 'bmw' }))).toBeUndefined();
    expect(cache.get(filter({ carMake: 'audi' }))).toBeUndefined();
  });

  it('forgets a total after the TTL', () => {
    let now = 1_000;
    const cache = new SearchCountCache(() => now);
    cache.set(filter(), 7);
    now += SearchCountCache.TTL_MS - 1;
    expect(cache.get(filter())).toBe(7);
    now += 1;
    expect(cache.get(filter())).toBeUndefined();
  });

  it('forgets everything on clear() and drops the oldest entry when full', () => {
    const cache = new SearchCountCache(() => 0);
    for (let year = 0; year < SearchCountCache.MAX_ENTRIES + 1; year += 1) cache.set(filter({ modelYearFrom: year }), year);
    expect(cache.get(filter({ modelYearFrom: 0 }))).toBeUndefined();
    expect(cache.get(filter({ modelYearFrom: 1 }))).toBe(1);
    cache.clear();
    expect(cache.get(filter({ modelYearFrom: 1 }))).toBeUndefined();
  });
});
