import { filterFromForm, hasActiveFilter, priceOptions, searchHref } from './search-filter';
import { filterChips } from './search-chips';

describe('priceOptions (spec §9)', () => {
  it('runs from 2000 by 500 up to 10000, then by 1000 up to 25000', () => {
    const options = priceOptions();
    expect(options.slice(0, 3)).toEqual([2000, 2500, 3000]);
    expect(options).toContain(9500);
    expect(options).toContain(10000);
    expect(options).not.toContain(10500);
    expect(options.slice(-3)).toEqual([23000, 24000, 25000]);
    expect(options).toHaveLength(17 + 15);
  });
});

describe('filterChips (spec §2.2)', () => {
  const makes = [{ id: 5, name: 'BMW', slug: 'bmw' }];
  const models = [{ id: 9, name: 'X5', slug: 'x5' }];
  const filter = {
    carMake: 'bmw',
    carModel: 'x5',
    fuelType: ['diesel' as const, 'petrol' as const],
    gearbox: ['automatic' as const],
    modelYearFrom: 2015,
    modelYearTo: 2020,
    priceFrom: 5000,
    priceTo: 12000,
    isForTaxi: false,
    page: 3,
  };

  it('labels every chip with the spec’s names, prices with €, taxi as Taip/Ne', () => {
    const labels = filterChips(filter, { makes, models }).map((chip) => chip.label.replace(/\u00a0/g, ' '));
    expect(labels).toEqual([
      'Markė: BMW',
      'Modėlis: X5',
      'Kuro tipas: Dyzelinas',
      'Kuro tipas: Benzinas',
      'Pavarų dėžė: Automatinė',
      'Pagaminimo metai nuo: 2015',
      'Pagaminimo metai iki: 2020',
      'Kaina nuo: 5 000 €',
      'Kaina iki: 12 000 €',
      'Tinka pavėžėjams: Ne',
    ]);
  });

  it('makes the two price chips unremovable and the rest removable', () => {
    const chips = filterChips(filter, { makes, models });
    expect(chips.filter((chip) => !chip.removable).map((chip) => chip.key)).toEqual(['priceFrom', 'priceTo']);
  });

  it('removing a chip drops only that value and resets the page to 1', () => {
    const chips = filterChips(filter, { makes, models });
    const diesel = chips.find((chip) => chip.key === 'fuelType:diesel');
    expect(diesel?.without).toMatchObject({ fuelType: ['petrol'], page: 1, carMake: 'bmw', priceFrom: 5000 });
    expect(searchHref('/', diesel?.without ?? {})).toBe(
      '/?carMake=bmw&carModel=x5&modelYearFrom=2015&modelYearTo=2020&fuelType=petrol&gearbox=automatic&priceFrom=5000&priceTo=12000&isForTaxi=false&page=1#automobiliai',
    );
  });

  it('removing the make removes its model too', () => {
    const make = filterChips(filter, { makes, models }).find((chip) => chip.key === 'carMake');
    expect(make?.without.carMake).toBeUndefined();
    expect(make?.without.carModel).toBeUndefined();
  });

  it('falls back to the slug when the names are not loaded', () => {
    expect(filterChips({ carMake: 'bmw' })[0].label).toBe('Markė: bmw');
  });

  it('sees no active filter in sort and paging alone', () => {
    expect(hasActiveFilter({ sort: 'priceAsc', page: 4 })).toBe(false);
    expect(hasActiveFilter({ isForTaxi: true })).toBe(true);
    // The same answer as "are there chips", for every kind of filter (the chips load lazily).
    for (const filter of [
      {},
      { keyword: '' },
      { keyword: 'golf' },
      { fuelType: [] },
      { bodyType: ['suv' as const] },
      { drivetrain: ['awd' as const] },
      { odometerTo: 0 },
      { numberOfSeatsFrom: 7 },
      { priceFrom: 2000 },
      { carModel: 'x5' },
      { isForTaxi: false },
    ]) {
      expect(hasActiveFilter(filter)).toBe(filterChips(filter).length > 0);
    }
  });
});

describe("filterChips of issue 17's filters", () => {
  it('shows a removable chip for each, removing it resets page to 1', () => {
    const chips = filterChips({ bodyType: ['suv'], odometerFrom: 50000, odometerTo: 150000, drivetrain: ['awd'], numberOfSeatsFrom: 7, keyword: 'golf', page: 3 });
    expect(chips.map((chip) => chip.label.replace(/\u00a0/g, ' '))).toEqual([
      'Kėbulo tipas: Visureigis',
      'Rida nuo: 50 000 km',
      'Rida iki: 150 000 km',
      'Varantieji ratai: Visi varantys ratai',
      'Sėdimų vietų nuo: 7',
      'Paieška: „golf“',
    ]);
    expect(chips.every((chip) => chip.removable && chip.without.page === 1)).toBe(true);
    expect(chips[5].without.keyword).toBeUndefined();
    expect(chips[0].without.bodyType).toEqual([]);
  });
});

describe('filterFromForm (spec §2.1 submit)', () => {
  it('keeps the non-empty values, the sort, and sets page=1', () => {
    const form = new FormData();
    form.append('carMake', 'toyota');
    form.append('carModel', '');
    form.append('modelYearFrom', '2016');
    form.append('modelYearTo', '');
    form.append('priceFrom', '');
    form.append('priceTo', '15000');
    form.append('fuelType', 'hybrid');
    form.append('fuelType', 'diesel');
    form.append('isForTaxi', 'true');
    expect(searchHref('/', filterFromForm(form, 'priceAsc'), null)).toBe(
      '/?carMake=toyota&modelYearFrom=2016&fuelType=hybrid&fuelType=diesel&priceTo=15000&isForTaxi=true&sort=priceAsc&page=1',
    );
  });

  it("writes issue 17's filters by the same rule: non-empty values and page=1", () => {
    const form = new FormData();
    form.append('keyword', '  Octavia RS ');
    form.append('bodyType', 'stationWagon');
    form.append('bodyType', 'suv');
    form.append('odometerFrom', '');
    form.append('odometerTo', '150000');
    form.append('drivetrain', 'awd');
    form.append('numberOfSeatsFrom', '7');
    expect(searchHref('/', filterFromForm(form), null)).toBe(
      '/?bodyType=stationWagon&bodyType=suv&odometerTo=150000&drivetrain=awd&numberOfSeatsFrom=7&keyword=Octavia+RS&page=1',
    );
  });

  it('drops a model left without its make', () => {
    const form = new FormData();
    form.append('carMake', '');
    form.append('carModel', 'x5');
    expect(filterFromForm(form).carModel).toBeUndefined();
  });
});
