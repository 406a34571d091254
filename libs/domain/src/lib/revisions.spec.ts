import { listingChanges } from './revisions';

const base = {
  carMake: { id: 1, name: 'Toyota', slug: 'toyota' },
  carModel: { id: 2, name: 'Corolla', slug: 'corolla' },
  vinCode: 'JTDBR32E720123456',
  productionYear: 2018,
  bodyType: 'sedan',
  fuelType: 'hybrid',
  gearbox: 'automatic',
  doorCount: 'fourFive',
  drivetrain: 'front',
  airConditioning: 'climateControl',
  engineDisplacement: 1798,
  enginePower: 90,
  numberOfSeats: 5,
  rimSize: 16,
  averageFuelConsumption: 4.5,
  odometer: 120000,
  inspectionYear: 2027,
  inspectionMonth: 6,
  price: 12500,
  isForTaxi: false,
  carFeatures: [{ id: 1, name: 'Navigacija' }, { id: 2, name: 'Kablys' }],
  description: 'Tvarkingas.',
  images: [{ id: 1, hash: 'a', url: '', ext: '.webp' }, { id: 2, hash: 'b', url: '', ext: '.webp' }],
  headerImage: { url: '/a-1024.webp' },
} as const;
type Car = Parameters<typeof listingChanges>[0];
const car = (overrides: Partial<Car> = {}): Car => ({ ...(base as unknown as Car), ...overrides });

describe('listingChanges (issue 16)', () => {
  it('marks a price-only change', () => {
    expect(listingChanges(car(), car({ price: 9900 }))).toEqual({
      kind: 'priceOnly',
      fields: [{ field: 'price', before: 12500, after: 9900 }],
      photosAdded: 0,
      photosRemoved: 0,
      coverChanged: false,
      photosReordered: false,
    });
  });

  it('marks a description-only change, and a removed description as null', () => {
    expect(listingChanges(car(), car({ description: null })).kind).toBe('descriptionOnly');
    expect(listingChanges(car(), car({ description: null })).fields).toEqual([{ field: 'description', before: 'Tvarkingas.', after: null }]);
  });

  it('is general when photos change too, counting them by content', () => {
    const after = car({
      price: 9900,
      images: [{ id: 7, hash: 'b', url: '', ext: '.webp' }, { id: 8, hash: 'c', url: '', ext: '.webp' }],
      headerImage: { url: '/b-1024.webp' },
    });
    expect(listingChanges(car(), after)).toMatchObject({ kind: 'general', photosAdded: 1, photosRemoved: 1, coverChanged: true });
  });

  it('compares make by name and features as a set', () => {
    const after = car({ carMake: { id: 3, name: 'Volvo', slug: 'volvo' }, carFeatures: [{ id: 2, name: 'Kablys' }, { id: 1, name: 'Navigacija' }] });
    expect(listingChanges(car(), after).fields).toEqual([{ field: 'carMake', before: 'Toyota', after: 'Volvo' }]);
  });

  it('sees a new order of the same photos', () => {
    const after = car({ images: [...base.images].reverse() as unknown as Car['images'] });
    expect(listingChanges(car(), after)).toMatchObject({ kind: 'general', fields: [], photosReordered: true, photosAdded: 0 });
  });
});
