import {
  INSPECTION_MONTHS,
  MONTH_LABELS,
  inspectionMonthOptions,
  inspectionYearOptions,
  yearOptions,
} from './years';

describe('yearOptions', () => {
  it('runs from the current year down to, not including, 1980', () => {
    const years = yearOptions({ currentYear: 2026 });
    expect(years[0]).toBe(2026);
    expect(years[years.length - 1]).toBe(1981);
    expect(years).toHaveLength(46);
    expect(years).not.toContain(1980);
  });

  it('is strictly descending by one', () => {
    const years = yearOptions({ currentYear: 2026 });
    years.slice(1).forEach((year, i) => expect(year).toBe(years[i] - 1));
  });

  it('honours a custom exclusive minimum', () => {
    expect(yearOptions({ currentYear: 2026, min: 2020 })).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });

  it("limits the 'to' dropdown to years from the chosen 'from' year, inclusive", () => {
    const years = yearOptions({ currentYear: 2026, from: 2015 });
    expect(years).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]);
  });

  it("lists only the current year when 'from' is the current year", () => {
    expect(yearOptions({ currentYear: 2026, from: 2026 })).toEqual([2026]);
  });

  it("is empty when 'from' lies after the current year", () => {
    expect(yearOptions({ currentYear: 2026, from: 2027 })).toEqual([]);
  });

  it("still excludes the minimum when 'from' is at or below it", () => {
    const years = yearOptions({ currentYear: 2026, from: 1975 });
    expect(years[years.length - 1]).toBe(1981);
    expect(years).toHaveLength(46);
  });

  it('defaults to the clock year', () => {
    expect(yearOptions()[0]).toBe(new Date().getFullYear());
  });
});

describe('inspectionYearOptions', () => {
  it('lists the current year and the two following', () => {
    expect(inspectionYearOptions(2026)).toEqual([2026, 2027, 2028]);
  });

  it('defaults to the clock year', () => {
    const now = new Date().getFullYear();
    expect(inspectionYearOptions()).toEqual([now, now + 1, now + 2]);
  });
});

describe('inspection months', () => {
  it('are 1 to 12', () => {
    expect([...INSPECTION_MONTHS]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('have Lithuanian names', () => {
    expect(MONTH_LABELS[1]).toBe('Sausis');
    expect(MONTH_LABELS[5]).toBe('Gegužė');
    expect(MONTH_LABELS[8]).toBe('Rugpjūtis');
    expect(MONTH_LABELS[12]).toBe('Gruodis');
  });

  it('make dropdown options with numeric values', () => {
    const options = inspectionMonthOptions();
    expect(options).toHaveLength(12);
    expect(options[0]).toEqual({ value: 1, label: 'Sausis' });
    expect(options[11]).toEqual({ value: 12, label: 'Gruodis' });
  });
});
