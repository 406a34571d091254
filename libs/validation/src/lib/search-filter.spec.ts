import { validate } from './errors';
import { SEARCH_SORT_ORDERS, SearchFilterSchema } from './search-filter';
import * as m from './messages';

function errorsOf(input: unknown) {
  const result = validate(SearchFilterSchema, input);
  return result.success ? [] : result.errors;
}

function outputOf(input: unknown) {
  const result = validate(SearchFilterSchema, input);
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.output;
}

const defaults = {
  carMake: undefined,
  carModel: undefined,
  modelYearFrom: undefined,
  modelYearTo: undefined,
  fuelType: [],
  gearbox: [],
  priceFrom: undefined,
  priceTo: undefined,
  isForTaxi: undefined,
  bodyType: [],
  odometerFrom: undefined,
  odometerTo: undefined,
  drivetrain: [],
  numberOfSeatsFrom: undefined,
  keyword: undefined,
  page: 1,
  pageSize: 10,
  sort: 'newest',
};

describe('SearchFilterSchema', () => {
  it('reads the filters of issue 17: body type, odometer from/to, drivetrain, seats, keyword', () => {
    expect(
      outputOf({
        bodyType: ['suv', 'stationWagon'],
        odometerFrom: '50000',
        odometerTo: '150 000',
        drivetrain: 'awd',
        numberOfSeatsFrom: '7',
        keyword: '  Octavia  ',
      }),
    ).toMatchObject({
      bodyType: ['suv', 'stationWagon'],
      odometerFrom: 50000,
      odometerTo: 150000,
      drivetrain: ['awd'],
      numberOfSeatsFrom: 7,
      keyword: 'Octavia',
    });
    expect(errorsOf({ bodyType: 'boat' })).toEqual([{ path: ['bodyType'], message: m.INVALID_VALUE }]);
    expect(errorsOf({ odometerFrom: '90000', odometerTo: '10000' })).toEqual([{ path: ['odometerTo'], message: m.RANGE_REVERSED }]);
    expect(errorsOf({ numberOfSeatsFrom: '12' })).toHaveLength(1);
    expect(errorsOf({ keyword: 'x'.repeat(101) })).toHaveLength(1);
    expect(outputOf({ keyword: '   ' }).keyword).toBeUndefined();
  });

  it('fills in the defaults for an empty query', () => {
    expect(outputOf({})).toEqual(defaults);
  });

  it('parses a query string (all strings, repeated keys as arrays) like typed values', () => {
    const query = {
      carMake: 'volkswagen',
      carModel: 'golf',
      modelYearFrom: '2010',
      modelYearTo: '2018',
      fuelType: ['diesel', 'petrol'],
      gearbox: 'automatic',
      priceFrom: '2000',
      priceTo: '12000',
      isForTaxi: 'true',
      page: '3',
      pageSize: '20',
      sort: 'priceAsc',
    };
    const typed = {
      carMake: 'volkswagen',
      carModel: 'golf',
      modelYearFrom: 2010,
      modelYearTo: 2018,
      fuelType: ['diesel', 'petrol'],
      gearbox: ['automatic'],
      priceFrom: 2000,
      priceTo: 12000,
      isForTaxi: true,
      page: 3,
      pageSize: 20,
      sort: 'priceAsc',
    };
    const unset = { bodyType: [], drivetrain: [], odometerFrom: undefined, odometerTo: undefined, numberOfSeatsFrom: undefined, keyword: undefined };
    expect(outputOf(query)).toEqual({ ...typed, ...unset });
    expect(outputOf(typed)).toEqual({ ...typed, ...unset });
  });

  it('ignores unknown keys such as utm parameters', () => {
    expect(outputOf({ utm_source: 'facebook', gclid: 'abc' })).toEqual(defaults);
  });

  it('reads isForTaxi from true/false/1/0', () => {
    expect(outputOf({ isForTaxi: '1' }).isForTaxi).toBe(true);
    expect(outputOf({ isForTaxi: '0' }).isForTaxi).toBe(false);
    expect(outputOf({ isForTaxi: 'false' }).isForTaxi).toBe(false);
    expect(outputOf({ isForTaxi: '' }).isForTaxi).toBeUndefined();
    expect(errorsOf({ isForTaxi: 'taip' })).toEqual([{ path: ['isForTaxi'], message: m.INVALID_VALUE }]);
  });

  it('reads lists from one value, repeated values or comma-separated text', () => {
    expect(outputOf({ fuelType: 'diesel,hybrid' }).fuelType).toEqual(['diesel', 'hybrid']);
    expect(errorsOf({ fuelType: ['diesel', 'coal'] })).toEqual([{ path: ['fuelType'], message: m.INVALID_VALUE }]);
    expect(errorsOf({ gearbox: 'cvt' })).toEqual([{ path: ['gearbox'], message: m.INVALID_VALUE }]);
  });

  it('checks slugs', () => {
    expect(outputOf({ carMake: 'Mercedes-Benz' }).carMake).toBe('mercedes-benz');
    expect(errorsOf({ carMake: 'mercedes benz' })).toEqual([{ path: ['carMake'], message: m.INVALID_VALUE }]);
    expect(errorsOf({ carModel: '--' })).toEqual([{ path: ['carModel'], message: m.INVALID_VALUE }]);
    expect(errorsOf({ carModel: 'a'.repeat(101) })[0]).toEqual({
      path: ['carModel'],
      message: 'Per ilgas tekstas (daugiausia 100 simb.)',
    });
  });

  it('holds years to 1900–2100 and prices to 0–999999', () => {
    expect(outputOf({ modelYearFrom: '1900', modelYearTo: '2100' })).toMatchObject({
      modelYearFrom: 1900,
      modelYearTo: 2100,
    });
    expect(errorsOf({ modelYearFrom: '1899' })).toEqual([
      { path: ['modelYearFrom'], message: 'Reikšmė turi būti ne mažesnė nei 1900' },
    ]);
    expect(errorsOf({ modelYearTo: '2101' })).toEqual([
      { path: ['modelYearTo'], message: 'Reikšmė turi būti ne didesnė nei 2100' },
    ]);
    expect(errorsOf({ modelYearFrom: 'naujas' })).toEqual([{ path: ['modelYearFrom'], message: m.INVALID_VALUE }]);
    expect(outputOf({ priceFrom: '0', priceTo: '999999' })).toMatchObject({ priceFrom: 0, priceTo: 999999 });
    expect(errorsOf({ priceTo: '1000000' })).toEqual([
      { path: ['priceTo'], message: 'Reikšmė turi būti ne didesnė nei 999\u00a0999' },
    ]);
    expect(errorsOf({ priceFrom: '-1' })).toEqual([
      { path: ['priceFrom'], message: 'Reikšmė turi būti ne mažesnė nei 0' },
    ]);
  });

  it('refuses a "from" above its "to", at the "to"', () => {
    expect(errorsOf({ modelYearFrom: '2018', modelYearTo: '2010', priceFrom: '9000', priceTo: '3000' })).toEqual([
      { path: ['modelYearTo'], message: m.RANGE_REVERSED },
      { path: ['priceTo'], message: m.RANGE_REVERSED },
    ]);
  });

  it('holds page ≥ 1 and pageSize 1–50', () => {
    expect(errorsOf({ page: '0' })).toEqual([{ path: ['page'], message: 'Reikšmė turi būti ne mažesnė nei 1' }]);
    expect(errorsOf({ page: '1.5' })).toEqual([{ path: ['page'], message: 'Įveskite sveikąjį skaičių' }]);
    expect(errorsOf({ page: 'x' })).toEqual([{ path: ['page'], message: m.INVALID_VALUE }]);
    expect(errorsOf({ page: ['1', '2'] })).toEqual([{ path: ['page'], message: m.INVALID_VALUE }]);
    expect(outputOf({ pageSize: '50' }).pageSize).toBe(50);
    expect(errorsOf({ pageSize: '51' })).toEqual([
      { path: ['pageSize'], message: 'Reikšmė turi būti ne didesnė nei 50' },
    ]);
  });

  it('sorts by a known order, newest by default', () => {
    expect(SEARCH_SORT_ORDERS).toEqual(['newest', 'priceAsc', 'priceDesc', 'yearDesc', 'odometerAsc']);
    expect(outputOf({ sort: 'odometerAsc' }).sort).toBe('odometerAsc');
    expect(outputOf({ sort: '' }).sort).toBe('newest');
    expect(errorsOf({ sort: 'cheapest' })).toEqual([{ path: ['sort'], message: m.INVALID_VALUE }]);
  });
});
