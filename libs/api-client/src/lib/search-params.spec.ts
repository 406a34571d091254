import type { SearchFilter } from '@ratai/domain';
import { filterToSearchParams, searchParamsToFilter } from './search-params';

describe('filterToSearchParams', () => {
  it('writes lists as repeated parameters and drops empty values', () => {
    const params = filterToSearchParams({
      carMake: 'volkswagen',
      carModel: '',
      modelYearFrom: undefined,
      modelYearTo: 2018,
      fuelType: ['diesel', 'petrol'],
      gearbox: [],
      priceFrom: Number.NaN,
      priceTo: 12000,
      isForTaxi: false,
      page: 1,
    });
    expect(params.toString()).toBe('carMake=volkswagen&modelYearTo=2018&fuelType=diesel&fuelType=petrol&priceTo=12000&isForTaxi=false&page=1');
  });

  it('writes and reads the filters of issue 17', () => {
    const params = filterToSearchParams({ bodyType: ['suv', 'van'], odometerTo: 150000, drivetrain: ['awd'], numberOfSeatsFrom: 7, keyword: 'Octavia RS', page: 1 });
    expect(params.toString()).toBe('bodyType=suv&bodyType=van&odometerTo=150000&drivetrain=awd&numberOfSeatsFrom=7&keyword=Octavia+RS&page=1');
    expect(searchParamsToFilter(params)).toMatchObject({ bodyType: ['suv', 'van'], odometerTo: 150000, drivetrain: ['awd'], numberOfSeatsFrom: 7, keyword: 'Octavia RS' });
  });

  it('leaves out the API defaults of sort and pageSize, keeps other values', () => {
    expect(filterToSearchParams({ sort: 'newest', pageSize: 10 }).toString()).toBe('');
    expect(filterToSearchParams({ sort: 'priceAsc', pageSize: 20, page: 3 }).toString()).toBe('sort=priceAsc&pageSize=20&page=3');
  });
});

describe('searchParamsToFilter', () => {
  it('reads a query string with the schema defaults applied', () => {
    expect(searchParamsToFilter('?carMake=skoda&fuelType=diesel&fuelType=hybrid&isForTaxi=true&page=2&utm_source=fb')).toEqual({
      carMake: 'skoda',
      carModel: undefined,
      modelYearFrom: undefined,
      modelYearTo: undefined,
      fuelType: ['diesel', 'hybrid'],
      gearbox: [],
      priceFrom: undefined,
      priceTo: undefined,
      isForTaxi: true,
      bodyType: [],
      odometerFrom: undefined,
      odometerTo: undefined,
      drivetrain: [],
      numberOfSeatsFrom: undefined,
      keyword: undefined,
      page: 2,
      pageSize: 10,
      sort: 'newest',
    });
  });

  it('accepts URLSearchParams and a record of a router (values or lists)', () => {
    const fromParams = searchParamsToFilter(new URLSearchParams([['gearbox', 'automatic'], ['priceFrom', '2000']]));
    const fromRecord = searchParamsToFilter({ gearbox: ['automatic'], priceFrom: '2000', carModel: undefined });
    expect(fromParams).toEqual(fromRecord);
    expect(fromRecord).toMatchObject({ gearbox: ['automatic'], priceFrom: 2000 });
  });

  it('drops only the malformed parameters of a hand-typed URL', () => {
    const filter = searchParamsToFilter('carMake=audi&modelYearFrom=senas&fuelType=coal&priceFrom=9000&priceTo=3000&page=0');
    expect(filter).toMatchObject({ carMake: 'audi', modelYearFrom: undefined, fuelType: [], priceFrom: 9000, priceTo: undefined, page: 1 });
  });

  it('round-trips: URL → filter → URL → the same filter', () => {
    const url = 'carMake=bmw&carModel=x5&modelYearFrom=2010&modelYearTo=2020&fuelType=diesel&fuelType=plugIn&gearbox=automatic&priceFrom=5000&priceTo=25000&isForTaxi=false&sort=priceDesc&page=4';
    const filter = searchParamsToFilter(url);
    expect(filterToSearchParams(filter).toString()).toBe(url);
    expect(searchParamsToFilter(filterToSearchParams(filter))).toEqual(filter);
  });

  it('round-trips: filter → URL → the same filter', () => {
    const filter: SearchFilter = { carMake: 'toyota', fuelType: ['hybrid'], gearbox: ['manual', 'automatic'], isForTaxi: true, page: 1 };
    expect(searchParamsToFilter(filterToSearchParams(filter))).toMatchObject(filter);
  });
});
