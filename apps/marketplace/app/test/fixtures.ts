import type { CarAdvertisement, CarAdvertisementSummary } from '@ratai/domain';

/** A car card as the search answers it. */
export function carSummary(overrides: Partial<CarAdvertisementSummary> = {}): CarAdvertisementSummary {
  return {
    id: 1,
    slug: 'toyota-prius-2012-abc',
    headerImage: { url: 'http://api.test/api/uploads/cars/a-1024.webp' },
    isForTaxi: true,
    engineDisplacement: 1798,
    gearbox: 'automatic',
    bodyType: 'hatchback',
    fuelType: 'hybrid',
    productionYear: 2012,
    odometer: 180000,
    price: 6900,
    fromPricePerMonth: 224,
    carMake: { id: 2, name: 'Toyota', slug: 'toyota' },
    carModel: { id: 32, name: 'Prius', slug: 'prius' },
    saleStatus: 'available',
    ...overrides,
  };
}

/** A car page as GET /car-advertisements/{slug} answers it. */
export function carDetail(overrides: Partial<CarAdvertisement> = {}): CarAdvertisement {
  return {
    ...carSummary(),
    visibility: 'visible',
    reviewStatus: 'approved',
    rejectionReason: null,
    hiddenByTeam: null,
    images: [{ id: 1, url: 'http://api.test/api/uploads/cars/a-1920.webp', hash: 'a', ext: '.webp' }],
    carFeatures: [{ id: 5, name: 'Isofix tvirtinimai' }, { id: 99, name: 'Kablys' }],
    vinCode: 'JTDKB20U003000001',
    doorCount: 'fourFive',
    enginePower: 73,
    numberOfSeats: 5,
    drivetrain: 'front',
    inspectionYear: 2027,
    inspectionMonth: 5,
    rimSize: 15,
    airConditioning: 'climateControl',
    averageFuelConsumption: 5.1,
    description: 'Techniškai tvarkingas.',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const pagination = (total: number, page = 1, pageSize = 10) => ({
  page,
  pageSize,
  pageCount: Math.max(1, Math.ceil(total / pageSize)),
  total,
});
