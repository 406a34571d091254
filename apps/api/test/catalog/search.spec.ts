import type { CarAdvertisementSummary, Pagination } from '@ratai/domain';
import { maxValueMessage } from '@ratai/validation';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/fixtures';
import { insertCar } from './cars';

interface ListBody {
  data: CarAdvertisementSummary[];
  meta: { pagination: Pagination; totalIsCapped: boolean };
}

describe('GET /api/car-advertisements', () => {
  let t: TestApp;
  /** Public cars by a short name, for readable expectations. */
  const ids: Record<string, number> = {};
  const hiddenIds: number[] = [];

  const list = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/car-advertisements${query ? `?${query}` : ''}` });
    return { res, body: res.json() as ListBody };
  };
  const names = (body: ListBody) => body.data.map((car) => Object.keys(ids).find((k) => ids[k] === car.id) ?? `#${car.id}`);

  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await createUser(t.app, t.db);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const cars: [string, Parameters<typeof insertCar>[2]][] = [
      ['corolla', { make: 'toyota', model: 'corolla', production_year: 2019, fuel_type: 'hybrid', gearbox: 'automatic', price: 15000, odometer: 90000, is_for_taxi: true, created_at: day(1), images: [{ hash: 'aaaa0001' }, { hash: 'aaaa0002', isCover: true }] }],
      ['prius', { make: 'toyota', model: 'prius', production_year: 2012, fuel_type: 'hybridGas', gearbox: 'automatic', price: 6000, odometer: 310000, is_for_taxi: true, created_at: day(2), images: [{ hash: 'bbbb0001' }] }],
      ['golf', { make: 'volkswagen', model: 'golf', production_year: 2014, fuel_type: 'petrol', gearbox: 'manual', price: 8000, odometer: 160000, created_at: day(3) }],
      ['passat', { make: 'volkswagen', model: 'passat', production_year: 2016, fuel_type: 'diesel', gearbox: 'automatic', price: 12000, odometer: 210000, created_at: day(4), body_type: 'stationWagon' }],
      ['octavia', { make: 'skoda', model: 'octavia', production_year: 2017, fuel_type: 'petrolGas', gearbox: 'manual', price: 9000, odometer: 230000, is_for_taxi: true, created_at: day(5) }],
      ['x5', { make: 'bmw', model: 'x5', production_year: 2020, fuel_type: 'diesel', gearbox: 'automatic', price: 45000, odometer: 80000, created_at: day(6), body_type: 'suv' }],
      ['model3', { make: 'tesla', model: 'model-3', production_year: 2021, fuel_type: 'electric', gearbox: 'automatic', price: 30000, odometer: 60000, created_at: day(7), engine_displacement: 0 }],
      ['seatLeon', { make: 'seat', model: 'leon', production_year: 2018, fuel_type: 'petrol', gearbox: 'manual', price: 11000, odometer: 120000, created_at: day(8), body_type: 'hatchback' }],
      ['cupraLeon', { make: 'cupra', model: 'leon', production_year: 2022, fuel_type: 'petrol', gearbox: 'automatic', price: 27000, odometer: 30000, created_at: day(9), body_type: 'hatchback' }],
    ];
    for (const [name, input] of cars) ids[name] = (await insertCar(t.db, owner.id, input)).id;
    // Never public: waiting for review, rejected, hidden by the owner — all matching every filter below.
    for (const extra of [
      { review_status: 'pending' as const },
      { review_status: 'rejected' as const, rejection_reason: 'Netinkamos nuotraukos' },
      { visibility: 'hidden' as const },
    ]) {
      const car = await insertCar(t.db, owner.id, { make: 'toyota', model: 'corolla', production_year: 2019, fuel_type: 'hybrid', gearbox: 'automatic', price: 15000, is_for_taxi: true, created_at: day(20), ...extra });
      hiddenIds.push(car.id);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists only approved and visible cars, newest first, with the pagination block', async () => {
    const { res, body } = await list();
    expect(res.statusCode).toBe(200);
    expect(names(body)).toEqual(['cupraLeon', 'seatLeon', 'model3', 'x5', 'octavia', 'passat', 'golf', 'prius', 'corolla']);
    expect(body.meta).toEqual({ pagination: { page: 1, pageSize: 10, pageCount: 1, total: 9 }, totalIsCapped: false });
  });

  it('never shows pending, rejected or hidden cars, whatever the filter', async () => {
    for (const query of ['', 'carMake=toyota', 'carMake=toyota&carModel=corolla', 'isForTaxi=true', 'fuelType=hybrid', 'sort=priceDesc&pageSize=50']) {
      const { body } = await list(query);
      for (const id of hiddenIds) expect(body.data.map((c) => c.id)).not.toContain(id);
    }
  });

  it('returns the card fields only, with the cover picture and make/model objects', async () => {
    const { body } = await list('carMake=toyota&carModel=corolla');
    expect(body.data).toHaveLength(1);
    const card = body.data[0] as CarAdvertisementSummary;
    expect(Object.keys(card).sort()).toEqual(
      ['bodyType', 'carMake', 'carModel', 'engineDisplacement', 'fromPricePerMonth', 'fuelType', 'gearbox', 'headerImage', 'id', 'isForTaxi', 'odometer', 'price', 'productionYear', 'saleStatus', 'slug'].sort(),
    );
    expect(card).toMatchObject({
      isForTaxi: true,
      productionYear: 2019,
      price: 15000,
      carMake: { name: 'Toyota', slug: 'toyota' },
      carModel: { name: 'Corolla', slug: 'corolla' },
    });
    expect(card.fromPricePerMonth).toBeGreaterThan(0);
    // The picture marked as cover wins over the first one.
    expect(card.headerImage?.url).toContain('aaaa0002');
    expect(card.headerImage?.formats?.card).toContain('aaaa0002-480.webp');
    const { body: noImage } = await list('carMake=volkswagen&carModel=golf');
    expect(noImage.data[0]?.headerImage).toBeNull();
    const { body: firstImage } = await list('carModel=prius');
    expect(firstImage.data[0]?.headerImage?.url).toContain('bbbb0001');
  });

  it('filters by make and model slugs; model slugs are per make', async () => {
    expect(names((await list('carMake=toyota')).body).sort()).toEqual(['corolla', 'prius']);
    expect(names((await list('carMake=toyota&carModel=prius')).body)).toEqual(['prius']);
    expect(names((await list('carModel=leon')).body).sort()).toEqual(['cupraLeon', 'seatLeon']);
    expect(names((await list('carMake=cupra&carModel=leon')).body)).toEqual(['cupraLeon']);
    // A model of another make matches nothing.
    expect((await list('carMake=toyota&carModel=leon')).body.data).toEqual([]);
  });

  it('answers an unknown make or model with an empty list, not an error', async () => {
    const { res, body } = await list('carMake=lada');
    expect(res.statusCode).toBe(200);
    expect(body.data).toEqual([]);
    expect(body.meta.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 0, total: 0 });
    expect((await list('carModel=niekas')).body.data).toEqual([]);
  });

  it('filters by production year range (inclusive)', async () => {
    expect(names((await list('modelYearFrom=2016&modelYearTo=2019')).body).sort()).toEqual(['corolla', 'octavia', 'passat', 'seatLeon']);
    expect(names((await list('modelYearFrom=2021')).body).sort()).toEqual(['cupraLeon', 'model3']);
    expect(names((await list('modelYearTo=2012')).body)).toEqual(['prius']);
  });

  it('filters by price range (inclusive)', async () => {
    expect(names((await list('priceFrom=8000&priceTo=12000')).body).sort()).toEqual(['golf', 'octavia', 'passat', 'seatLeon']);
    expect(names((await list('priceFrom=30000')).body).sort()).toEqual(['model3', 'x5']);
    expect(names((await list('priceTo=6000')).body)).toEqual(['prius']);
  });

  it('filters by several fuel types, repeated or comma separated', async () => {
    expect(names((await list('fuelType=diesel&fuelType=electric')).body).sort()).toEqual(['model3', 'passat', 'x5']);
    expect(names((await list('fuelType=diesel,electric')).body).sort()).toEqual(['model3', 'passat', 'x5']);
    expect(names((await list('fuelType=hybridGas')).body)).toEqual(['prius']);
  });

  it('filters by gearbox', async () => {
    expect(names((await list('gearbox=manual')).body).sort()).toEqual(['golf', 'octavia', 'seatLeon']);
    expect((await list('gearbox=manual&gearbox=automatic')).body.data).toHaveLength(9);
  });

  it('filters by suitability for taxi drivers: true only those, false only the others', async () => {
    expect(names((await list('isForTaxi=true')).body).sort()).toEqual(['corolla', 'octavia', 'prius']);
    expect((await list('isForTaxi=false')).body.data.every((c) => !c.isForTaxi)).toBe(true);
    expect((await list('isForTaxi=false')).body.data).toHaveLength(6);
  });

  it('filters by body type, odometer from/to, drivetrain, seats and keyword (issue 17)', async () => {
    await t.db
      .updateTable('car_advertisements')
      .set({ drivetrain: 'awd', number_of_seats: 7, description: 'Panoraminis stogas, 100% serviso istorija' })
      .where('id', '=', ids.x5)
      .execute();
    t.app.catalogCache.clear();
    expect(names((await list('bodyType=suv')).body)).toEqual(['x5']);
    expect(names((await list('bodyType=hatchback&bodyType=stationWagon')).body).sort()).toEqual(['cupraLeon', 'passat', 'seatLeon']);
    expect(names((await list('odometerFrom=200000')).body).sort()).toEqual(['octavia', 'passat', 'prius']);
    expect(names((await list('odometerFrom=60000&odometerTo=90000')).body).sort()).toEqual(['corolla', 'model3', 'x5']);
    expect(names((await list('drivetrain=awd')).body)).toEqual(['x5']);
    expect(names((await list('numberOfSeatsFrom=6')).body)).toEqual(['x5']);
    expect(names((await list('keyword=octavia')).body)).toEqual(['octavia']);
    expect(names((await list('keyword=PANORAM')).body)).toEqual(['x5']);
    expect(names((await list(`keyword=${encodeURIComponent('toyota prius')}`)).body)).toEqual(['prius']);
    expect(names((await list(`keyword=${encodeURIComponent('Toyota')}`)).body).sort()).toEqual(['corolla', 'prius']);
    // LIKE's wildcards are plain characters: '100%' is found, '%' alone is not "everything".
    expect(names((await list(`keyword=${encodeURIComponent('100%')}`)).body)).toEqual(['x5']);
    expect((await list(`keyword=${encodeURIComponent('_%')}`)).body.data).toEqual([]);
    const reversed = await list('odometerFrom=90000&odometerTo=10000');
    expect(reversed.res.statusCode).toBe(400);
  });

  it('combines filters', async () => {
    const { body } = await list('isForTaxi=true&gearbox=automatic&priceTo=10000&fuelType=hybrid&fuelType=hybridGas');
    expect(names(body)).toEqual(['prius']);
  });

  it('sorts by price, year, odometer and newest', async () => {
    const prices = (await list('sort=priceAsc')).body.data.map((c) => c.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const pricesDesc = (await list('sort=priceDesc')).body.data.map((c) => c.price);
    expect(pricesDesc).toEqual([...prices].reverse());
    const years = (await list('sort=yearDesc')).body.data.map((c) => c.productionYear);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const km = (await list('sort=odometerAsc')).body.data.map((c) => c.odometer);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(names((await list('sort=newest&pageSize=2')).body)).toEqual(['cupraLeon', 'seatLeon']);
  });

  it('paginates with page and pageSize and reports the total', async () => {
    const first = (await list('pageSize=4&sort=priceAsc')).body;
    const second = (await list('pageSize=4&page=2&sort=priceAsc')).body;
    const third = (await list('pageSize=4&page=3&sort=priceAsc')).body;
    expect(second.meta.pagination).toEqual({ page: 2, pageSize: 4, pageCount: 3, total: 9 });
    expect([...first.data, ...second.data, ...third.data].map((c) => c.id)).toHaveLength(9);
    expect(new Set([...first.data, ...second.data, ...third.data].map((c) => c.id)).size).toBe(9);
    expect(third.data).toHaveLength(1);
    // Past the end: no cars, but the total is still right.
    const beyond = (await list('pageSize=4&page=7')).body;
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.pagination).toEqual({ page: 7, pageSize: 4, pageCount: 3, total: 9 });
  });

  it('caps pageSize at 50: 51 is a 400 with a Lithuanian message', async () => {
    const { res } = await list('pageSize=51');
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.name).toBe('ValidationError');
    expect(error.details.errors[0].path).toEqual(['pageSize']);
    expect(error.message).toBe(maxValueMessage(50));
    expect((await list('pageSize=50')).res.statusCode).toBe(200);
  });

  it('answers malformed values with 400 and Lithuanian messages', async () => {
    for (const [query, path] of [
      ['fuelType=vanduo', 'fuelType'],
      ['gearbox=robot', 'gearbox'],
      ['modelYearFrom=senas', 'modelYearFrom'],
      ['priceFrom=daug', 'priceFrom'],
      ['page=0', 'page'],
      ['sort=random', 'sort'],
      ['isForTaxi=galbut', 'isForTaxi'],
      ['carMake=Ne%20slug!', 'carMake'],
    ] as const) {
      const { res } = await list(query);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json().error.details.errors.map((e: { path: string[] }) => e.path[0])).toContain(path);
    }
    const reversed = await list('priceFrom=20000&priceTo=10000');
    expect(reversed.res.statusCode).toBe(400);
    expect(reversed.res.json().error.message).toBe('Reikšmė „nuo“ negali būti didesnė už reikšmę „iki“');
  });

  it('ignores unknown query parameters such as utm_*', async () => {
    const { res, body } = await list('utm_source=facebook&utm_campaign=pavasaris&gclid=abc&carMake=toyota');
    expect(res.statusCode).toBe(200);
    expect(names(body).sort()).toEqual(['corolla', 'prius']);
  });

  it('runs at most 3 SQL queries per list request', async () => {
    for (const query of ['', 'carMake=toyota&carModel=corolla&fuelType=hybrid&fuelType=diesel', 'pageSize=50&sort=priceDesc', 'pageSize=4&page=9', 'carMake=lada']) {
      // Nothing remembered (catalog-cache.ts): the most a request can cost.
      t.app.catalogCache.clear();
      t.queries.length = 0;
      const { res } = await list(query);
      expect(res.statusCode).toBe(200);
      expect(t.queries.length).toBeLessThanOrEqual(3);
    }
    // The common case is a single statement: cards, cover pictures and the total together.
    t.app.catalogCache.clear();
    t.queries.length = 0;
    await list('carMake=toyota');
    expect(t.queries).toHaveLength(1);
    // The same URL again within seconds is answered from the cached answer, without SQL.
    t.queries.length = 0;
    expect((await list('carMake=toyota')).res.statusCode).toBe(200);
    expect(t.queries).toHaveLength(0);
  });
});
