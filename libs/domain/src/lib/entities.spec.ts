import { SYSTEM_ROLES } from './entities';
import { SEARCH_SORTS } from './enums';
import type { ApiError, CarAdvertisement, Paginated, SearchFilter } from './entities';

describe('entity tuples', () => {
  it('lists our search sorts, newest first', () => {
    expect([...SEARCH_SORTS]).toEqual(['newest', 'priceAsc', 'priceDesc', 'yearDesc', 'odometerAsc']);
  });

  it('lists our system roles', () => {
    expect([...SYSTEM_ROLES]).toEqual(['owner', 'team']);
  });
});

// These fixtures exist for the type checker (tsconfig.spec.json): they fail to compile when an
// entity drifts from the shapes the spec and DESIGN.md describe.
describe('entity shapes', () => {
  it('describes a full car advertisement', () => {
    const car = {
      id: 1,
      slug: 'toyota-corolla-2019-1',
      visibility: 'visible',
      reviewStatus: 'approved',
      rejectionReason: null,
      hiddenByTeam: null,
      headerImage: { url: '/uploads/abc.jpg' },
      images: [{ id: 5, url: '/uploads/abc.jpg', hash: 'abc', ext: '.jpg' }],
      isForTaxi: true,
      engineDisplacement: 1798,
      gearbox: 'automatic',
      bodyType: 'sedan',
      fuelType: 'hybrid',
      productionYear: 2019,
      odometer: 123456,
      price: 12500,
      fromPricePerMonth: 389,
      carMake: { id: 3, name: 'Toyota', slug: 'toyota' },
      carModel: { id: 30, name: 'Corolla', slug: 'corolla' },
      saleStatus: 'available',
      carFeatures: [{ id: 7 }, { id: 8, name: 'Šildomos sėdynės' }],
      vinCode: 'SB1K93BE10E000001',
      doorCount: 'fourFive',
      enginePower: 90,
      numberOfSeats: 5,
      drivetrain: 'front',
      inspectionYear: 2027,
      inspectionMonth: 5,
      rimSize: 16,
      airConditioning: 'climateControl',
      averageFuelConsumption: 4.5,
      description: null,
      createdAt: '2026-01-10T08:00:00.000Z',
      updatedAt: '2026-01-11T08:00:00.000Z',
    } satisfies CarAdvertisement;
    expect(car.carMake.slug).toBe('toyota');
  });

  it('describes a page, a filter and an error envelope', () => {
    const page: Paginated<{ id: number }> = {
      data: [{ id: 1 }],
      meta: { pagination: { page: 1, pageSize: 10, pageCount: 1, total: 1 } },
    };
    const filter: SearchFilter = { carMake: 'toyota', fuelType: ['petrol', 'hybrid'], page: 1 };
    const error: ApiError = {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Šis laukas yra privalomas',
        details: { errors: [{ path: ['email'], message: 'Neteisingas el. pašto formatas' }] },
      },
    };
    expect(page.meta.pagination.total).toBe(1);
    expect(filter.fuelType).toHaveLength(2);
    expect(error.error.details.errors?.[0].path).toEqual(['email']);
  });
});
