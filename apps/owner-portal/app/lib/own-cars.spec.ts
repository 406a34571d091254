import type { OwnCarAdvertisement } from '@ratai/domain';
import { fold, searchOwnCars, sortOf } from './own-cars';

const car = (id: number, make: string, model: string, year: number, price: number, createdAt: string) =>
  ({
    id,
    carMake: { id, name: make, slug: make.toLowerCase() },
    carModel: { id, name: model, slug: model.toLowerCase() },
    productionYear: year,
    price,
    createdAt,
  }) as unknown as OwnCarAdvertisement;

const cars = [
  car(1, 'Škoda', 'Octavia', 2016, 8500, '2026-01-01T00:00:00Z'),
  car(2, 'Toyota', 'Corolla', 2019, 12500, '2026-03-01T00:00:00Z'),
  car(3, 'Toyota', 'Auris', 2016, 9900, '2026-02-01T00:00:00Z'),
];

describe("the owner's car search and order (issue 16)", () => {
  it('finds by make, model and year, without diacritics, every word', () => {
    expect(fold('Škoda ŽALIA')).toBe('skoda zalia');
    expect(searchOwnCars(cars, 'skoda', 'newest').map((c) => c.id)).toEqual([1]);
    expect(searchOwnCars(cars, 'toyota 2016', 'newest').map((c) => c.id)).toEqual([3]);
    expect(searchOwnCars(cars, '  ', 'newest').map((c) => c.id)).toEqual([2, 3, 1]);
    expect(searchOwnCars(cars, 'volvo', 'newest')).toEqual([]);
  });

  it('orders by date, price and views', () => {
    expect(searchOwnCars(cars, '', 'oldest').map((c) => c.id)).toEqual([1, 3, 2]);
    expect(searchOwnCars(cars, '', 'priceAsc').map((c) => c.id)).toEqual([1, 3, 2]);
    expect(searchOwnCars(cars, '', 'priceDesc').map((c) => c.id)).toEqual([2, 3, 1]);
    const stats = new Map([
      [1, { views: 40, calculatorUses: 0, applications: 0 }],
      [3, { views: 7, calculatorUses: 0, applications: 0 }],
    ]);
    expect(searchOwnCars(cars, '', 'views', stats).map((c) => c.id)).toEqual([1, 3, 2]);
    expect(sortOf('nezinomas')).toBe('newest');
    expect(sortOf('priceDesc')).toBe('priceDesc');
  });
});
