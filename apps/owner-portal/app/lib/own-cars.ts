import type { CarStats, OwnCarAdvertisement } from '@ratai/domain';

/**
 * Search and sort of the owner's own cars (issue 16, fleet tools), in the browser: the list comes
 * whole with the user (`/users/me`), so a fleet of a few hundred cars filters instantly.
 */

export const OWN_CAR_SORTS = ['newest', 'oldest', 'priceAsc', 'priceDesc', 'views'] as const;
export type OwnCarSort = (typeof OWN_CAR_SORTS)[number];

export const OWN_CAR_SORT_LABELS: Record<OwnCarSort, string> = {
  newest: 'Naujausi',
  oldest: 'Seniausi',
  priceAsc: 'Pigiausi',
  priceDesc: 'Brangiausi',
  views: 'Daugiausia peržiūrų',
};

export const sortOf = (value: string | null): OwnCarSort => (OWN_CAR_SORTS as readonly string[]).includes(value ?? '') ? (value as OwnCarSort) : 'newest';

/** Lower case without Lithuanian diacritics, so 'skoda' finds 'Škoda' and 'zalia' finds 'žalia'. */
export function fold(text: string): string {
  return text.toLocaleLowerCase('lt').normalize('NFD').replace(/\p{M}/gu, '');
}

/** Whether every word of the query is in the car's make, model or year. */
export function matches(car: Pick<OwnCarAdvertisement, 'carMake' | 'carModel' | 'productionYear'>, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const haystack = fold(`${car.carMake.name} ${car.carModel.name} ${car.productionYear}`);
  return words.every((word) => haystack.includes(word));
}

/** The owner's cars matching `query`, in the chosen order (views from `stats`, 0 while unknown). */
export function searchOwnCars<T extends OwnCarAdvertisement>(
  cars: readonly T[],
  query: string,
  sort: OwnCarSort,
  stats: ReadonlyMap<number, CarStats> = new Map(),
): T[] {
  const found = cars.filter((car) => matches(car, query));
  const newest = (a: T, b: T) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
  const views = (car: T) => stats.get(car.id)?.views ?? 0;
  const order: Record<OwnCarSort, (a: T, b: T) => number> = {
    newest,
    oldest: (a, b) => -newest(a, b),
    priceAsc: (a, b) => a.price - b.price || newest(a, b),
    priceDesc: (a, b) => b.price - a.price || newest(a, b),
    views: (a, b) => views(b) - views(a) || newest(a, b),
  };
  return [...found].sort(order[sort]);
}
