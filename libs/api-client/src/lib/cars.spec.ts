import type { CarAdvertisement, CarAdvertisementSummary } from '@ratai/domain';
import { carsApi } from './cars';
import { authApi } from './auth';
import { toFormData } from './form-data';
import { jsonResponse } from '../testing/fake-fetch';
import { cleanupTestStores, createTestStore } from '../testing/test-store';

afterEach(cleanupTestStores);

const summary = (id: number): CarAdvertisementSummary => ({
  id,
  slug: `skoda-octavia-2016-${id}`,
  headerImage: null,
  isForTaxi: true,
  engineDisplacement: 1968,
  gearbox: 'manual',
  bodyType: 'stationWagon',
  fuelType: 'diesel',
  productionYear: 2016,
  odometer: 210000,
  price: 8500,
  fromPricePerMonth: 260,
  carMake: { id: 1, name: 'Škoda', slug: 'skoda' },
  carModel: { id: 2, name: 'Octavia', slug: 'octavia' },
  saleStatus: 'available',
});

const car = (id: number, visibility: 'visible' | 'hidden' = 'visible') =>
  ({ ...summary(id), visibility, reviewStatus: 'approved', images: [], carFeatures: [] }) as unknown as CarAdvertisement;

/** Lets RTK Query's delayed invalidation run its refetches. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('searchCars', () => {
  it('serialises the filter as the API expects: lists repeated, empty values dropped, page kept', async () => {
    const { store, fetch } = createTestStore();
    fetch.on('GET', '/api/car-advertisements', {
      data: [summary(1), summary(2)],
      meta: { pagination: { page: 2, pageSize: 10, pageCount: 3, total: 25 }, totalIsCapped: false },
    });

    const result = await store.dispatch(
      carsApi.endpoints.searchCars.initiate({
        carMake: 'skoda',
        carModel: '',
        modelYearFrom: 2012,
        fuelType: ['diesel', 'hybrid'],
        gearbox: [],
        priceTo: 10000,
        isForTaxi: true,
        sort: 'newest',
        page: 2,
      }),
    );

    expect(fetch.requests).toHaveLength(1);
    const sent = fetch.requests[0].searchParams;
    expect(sent.getAll('fuelType')).toEqual(['diesel', 'hybrid']);
    expect(fetch.requests[0].path).toBe(
      '/api/car-advertisements?carMake=skoda&modelYearFrom=2012&fuelType=diesel&fuelType=hybrid&priceTo=10000&isForTaxi=true&page=2',
    );
    expect(sent.has('carModel')).toBe(false);
    expect(sent.has('gearbox')).toBe(false);
    expect(result.data?.data.map((item) => item.id)).toEqual([1, 2]);
    expect(result.data?.meta.pagination).toEqual({ page: 2, pageSize: 10, pageCount: 3, total: 25 });
  });

  it('asks for /car-advertisements without a query for an empty filter, and shares the cache for equal searches', async () => {
    const { store, fetch } = createTestStore();
    fetch.on('GET', '/api/car-advertisements', { data: [], meta: { pagination: { page: 1, pageSize: 10, pageCount: 0, total: 0 } } });
    await store.dispatch(carsApi.endpoints.searchCars.initiate({}));
    await store.dispatch(carsApi.endpoints.searchCars.initiate({ fuelType: [], carMake: undefined }));
    expect(fetch.requests.map((request) => request.path)).toEqual(['/api/car-advertisements']);
  });
});

describe('car reads', () => {
  it('getCarBySlug reads the { data } envelope of the public car page', async () => {
    const { store, fetch } = createTestStore();
    fetch.on('GET', '/api/car-advertisements/skoda-octavia-2016-7', { data: car(7) });
    const result = await store.dispatch(carsApi.endpoints.getCarBySlug.initiate('skoda-octavia-2016-7'));
    expect(result.data?.id).toBe(7);
    expect(result.data?.carMake.name).toBe('Škoda');
  });

  it('getCarBySlug answers the API 404 text', async () => {
    const { store, fetch } = createTestStore();
    fetch.on('GET', '/api/car-advertisements/nera', jsonResponse({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Skelbimas nerastas', details: {} } }, 404));
    const result = await store.dispatch(carsApi.endpoints.getCarBySlug.initiate('nera'));
    expect(result.error).toEqual({ status: 404, message: 'Skelbimas nerastas', fieldErrors: [] });
  });
});

describe('owner mutations and tags', () => {
  it('changeVisibility sends { id, visibility } and refetches the owner\'s car and the user', async () => {
    const { store, fetch } = createTestStore({ token: 'owner' });
    let visibility: 'visible' | 'hidden' = 'visible';
    fetch.on('GET', '/api/car-advertisement/mine/5', () => car(5, visibility));
    fetch.on('GET', '/api/users/me', { id: 1, carAdvertisements: [] });
    fetch.on('PUT', '/api/car-advertisement/change-visibility', (request) => {
      visibility = (request.body as { visibility: 'visible' | 'hidden' }).visibility;
      return car(5, visibility);
    });

    const mine = store.dispatch(carsApi.endpoints.myCar.initiate(5));
    const me = store.dispatch(authApi.endpoints.me.initiate());
    await Promise.all([mine, me]);
    expect(carsApi.endpoints.myCar.select(5)(store.getState()).data?.visibility).toBe('visible');

    await store.dispatch(carsApi.endpoints.changeVisibility.initiate({ id: 5, visibility: 'hidden' })).unwrap();
    await settle();

    expect(fetch.calls('PUT', '/api/car-advertisement/change-visibility')[0].body).toEqual({ id: 5, visibility: 'hidden' });
    expect(fetch.calls('GET', '/api/car-advertisement/mine/5')).toHaveLength(2);
    expect(fetch.calls('GET', '/api/users/me')).toHaveLength(2);
    expect(carsApi.endpoints.myCar.select(5)(store.getState()).data?.visibility).toBe('hidden');
    mine.unsubscribe();
    me.unsubscribe();
  });

  it('changeSaleStatus sends { id, saleStatus } and refetches the owner\'s car', async () => {
    const { store, fetch } = createTestStore({ token: 'owner' });
    let saleStatus = 'available';
    fetch.on('GET', '/api/car-advertisement/mine/5', () => ({ ...car(5), saleStatus }));
    fetch.on('PUT', '/api/car-advertisement/change-sale-status', (request) => {
      saleStatus = (request.body as { saleStatus: string }).saleStatus;
      return { ...car(5), saleStatus };
    });
    const mine = store.dispatch(carsApi.endpoints.myCar.initiate(5));
    await mine;
    await store.dispatch(carsApi.endpoints.changeSaleStatus.initiate({ id: 5, saleStatus: 'sold' })).unwrap();
    await settle();
    expect(fetch.calls('PUT', '/api/car-advertisement/change-sale-status')[0].body).toEqual({ id: 5, saleStatus: 'sold' });
    expect(carsApi.endpoints.myCar.select(5)(store.getState()).data?.saleStatus).toBe('sold');
    mine.unsubscribe();
  });

  it('similarCars reads the { data } list of a car\'s similar cars', async () => {
    const { store, fetch } = createTestStore();
    fetch.on('GET', '/api/car-advertisements/skoda-octavia-2016-7/similar', { data: [car(8)] });
    const result = await store.dispatch(carsApi.endpoints.similarCars.initiate('skoda-octavia-2016-7'));
    expect(result.data?.map((c) => c.id)).toEqual([8]);
  });

  it('a change to one car leaves the other cars\' cache alone', async () => {
    const { store, fetch } = createTestStore({ token: 'owner' });
    fetch.on('GET', /\/api\/car-advertisement\/mine\/\d+$/, (request) => car(Number(request.pathname.split('/').pop())));
    fetch.on('DELETE', '/api/car-advertisement/delete/5', { id: 5, deleted: true });
    const five = store.dispatch(carsApi.endpoints.myCar.initiate(5));
    const six = store.dispatch(carsApi.endpoints.myCar.initiate(6));
    await Promise.all([five, six]);

    const deleted = await store.dispatch(carsApi.endpoints.deleteCar.initiate(5)).unwrap();
    await settle();

    expect(deleted).toEqual({ id: 5, deleted: true });
    expect(fetch.calls('GET', '/api/car-advertisement/mine/5')).toHaveLength(2);
    expect(fetch.calls('GET', '/api/car-advertisement/mine/6')).toHaveLength(1);
    five.unsubscribe();
    six.unsubscribe();
  });

  it('createCar sends the multipart form untouched, refreshes the search, and logs no serializability warning', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { store, fetch } = createTestStore({ token: 'owner' });
      fetch.on('GET', '/api/car-advertisements', { data: [], meta: { pagination: { page: 1, pageSize: 10, pageCount: 0, total: 0 } } });
      fetch.on('POST', '/api/car-advertisement/create', jsonResponse(car(9), 201));
      const search = store.dispatch(carsApi.endpoints.searchCars.initiate({ page: 1 }));
      await search;

      const form = toFormData({
        vinCode: 'TMBJJ7NE0G0000001',
        carFeatures: [3, 7],
        isForTaxi: true,
        headerImage: new File([new Uint8Array([1])], 'cover.jpg', { type: 'image/jpeg' }),
      });
      const created = await store.dispatch(carsApi.endpoints.createCar.initiate(form)).unwrap();
      await settle();

      expect(created.id).toBe(9);
      const body = fetch.calls('POST', '/api/car-advertisement/create')[0].body as FormData;
      expect(body.getAll('carFeatures')).toEqual(['3', '7']);
      expect((body.get('headerImage') as File).name).toBe('cover.jpg');
      expect(fetch.calls('GET', '/api/car-advertisements')).toHaveLength(2);
      // FormData in a mutation's arguments must not trip RTK's serializability check.
      const logged = [...errors.mock.calls, ...warnings.mock.calls].map((call) => String(call[0]));
      expect(logged.filter((text) => /non-serializable/i.test(text))).toEqual([]);
      search.unsubscribe();
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });

  it('editCar puts the form to /car-advertisement/edit/{id}', async () => {
    const { store, fetch } = createTestStore({ token: 'owner' });
    fetch.on('PUT', '/api/car-advertisement/edit/12', car(12));
    const form = toFormData({ keepImageIds: [4, 2], price: 9000 });
    const result = await store.dispatch(carsApi.endpoints.editCar.initiate({ id: 12, form }));
    expect(result.data?.id).toBe(12);
    expect((fetch.requests[0].body as FormData).getAll('keepImageIds')).toEqual(['4', '2']);
  });
});
