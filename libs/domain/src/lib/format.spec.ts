import {
  NBSP,
  formatDate,
  formatEngineSize,
  formatEnginePower,
  formatEuro,
  formatFuelConsumption,
  formatFromTermNote,
  formatMonthlyPrice,
  formatNumber,
  formatOdometer,
  formatPhone,
  formatPriceLabel,
} from './format';

// Expected strings are written out with \u00a0 where Node 20's ICU (lt-LT) puts a no-break
// space: between digit groups and before the euro sign.
describe('NBSP', () => {
  it('is U+00A0', () => {
    expect(NBSP).toBe('\u00a0');
  });
});

describe('formatNumber', () => {
  it('groups thousands with a no-break space', () => {
    expect(formatNumber(123456)).toBe('123\u00a0456');
    expect(formatNumber(1234)).toBe('1\u00a0234');
    expect(formatNumber(1234567)).toBe('1\u00a0234\u00a0567');
  });

  it('leaves small numbers alone', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
  });

  it('uses a decimal comma', () => {
    expect(formatNumber(6.5)).toBe('6,5');
  });

  it('returns an empty string for missing or non-finite values', () => {
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatEuro', () => {
  it('shows whole amounts without cents', () => {
    expect(formatEuro(12500)).toBe('12\u00a0500\u00a0€');
    expect(formatEuro(289)).toBe('289\u00a0€');
    expect(formatEuro(0)).toBe('0\u00a0€');
    expect(formatEuro(999999)).toBe('999\u00a0999\u00a0€');
  });

  it('shows two decimals when there are cents', () => {
    expect(formatEuro(12500.5)).toBe('12\u00a0500,50\u00a0€');
    expect(formatEuro(0.99)).toBe('0,99\u00a0€');
  });

  it('returns an empty string for missing values', () => {
    expect(formatEuro(undefined)).toBe('');
    expect(formatEuro(Number.NaN)).toBe('');
  });
});

describe('formatEngineSize of an electric car (issue 17 bug 4)', () => {
  it('shows nothing for 0 cm³ instead of "0 cm³"', () => {
    expect(formatEngineSize(0)).toBe('');
    expect(formatEngineSize(-1)).toBe('');
  });
});

describe('spec price templates (§2.4)', () => {
  it("formats the monthly price as 'nuo {x} € / mėn.'", () => {
    expect(formatMonthlyPrice(289)).toBe('nuo 289 € / mėn.');
    expect(formatMonthlyPrice(1250)).toBe('nuo 1\u00a0250 € / mėn.');
  });

  it('names the term and buyout of a from-price', () => {
    expect(formatFromTermNote(60, 70)).toBe('60\u00a0mėn., išpirkimas 70\u00a0%');
    expect(formatFromTermNote(14, 31.6)).toBe('14\u00a0mėn., išpirkimas 31,6\u00a0%');
    expect(formatFromTermNote(23, 0)).toBe('23\u00a0mėn.');
    expect(formatFromTermNote(null, 70)).toBe('');
  });

  it("formats the price label as 'Kaina {price} €'", () => {
    expect(formatPriceLabel(12500)).toBe('Kaina 12\u00a0500 €');
    expect(formatPriceLabel(2000)).toBe('Kaina 2\u00a0000 €');
  });

  it('returns an empty string for missing values', () => {
    expect(formatMonthlyPrice(undefined)).toBe('');
    expect(formatPriceLabel(null)).toBe('');
  });
});

describe('formatEngineSize', () => {
  it('shows cm³ below 1000', () => {
    expect(formatEngineSize(998)).toBe('998\u00a0cm³');
    expect(formatEngineSize(999)).toBe('999\u00a0cm³');
    expect(formatEngineSize(660)).toBe('660\u00a0cm³');
  });

  it('shows litres with one decimal from 1000', () => {
    expect(formatEngineSize(1000)).toBe('1,0\u00a0l');
    expect(formatEngineSize(1598)).toBe('1,6\u00a0l');
    expect(formatEngineSize(2000)).toBe('2,0\u00a0l');
    expect(formatEngineSize(2987)).toBe('3,0\u00a0l');
    expect(formatEngineSize(1395)).toBe('1,4\u00a0l');
  });

  it('rounds half up despite binary floating point (1950 / 1000 is 1.9499…)', () => {
    expect(formatEngineSize(1950)).toBe('2,0\u00a0l');
    expect(formatEngineSize(1949)).toBe('1,9\u00a0l');
  });

  it('returns an empty string for missing values', () => {
    expect(formatEngineSize(undefined)).toBe('');
  });
});

describe('formatOdometer', () => {
  it('groups and appends km', () => {
    expect(formatOdometer(123456)).toBe('123\u00a0456\u00a0km');
    expect(formatOdometer(0)).toBe('0\u00a0km');
  });

  it('returns an empty string for missing values', () => {
    expect(formatOdometer(null)).toBe('');
  });
});

describe('formatEnginePower and formatFuelConsumption', () => {
  it('append their units', () => {
    expect(formatEnginePower(85)).toBe('85\u00a0kW');
    expect(formatFuelConsumption(6.5)).toBe('6,5\u00a0l/100\u00a0km');
    expect(formatFuelConsumption(7)).toBe('7,0\u00a0l/100\u00a0km');
  });

  it('return an empty string for missing values', () => {
    expect(formatEnginePower(undefined)).toBe('');
    expect(formatFuelConsumption(undefined)).toBe('');
  });
});

describe('formatDate', () => {
  it('writes a date the Lithuanian way', () => {
    expect(formatDate('2024-05-01T10:00:00Z')).toBe('2024 m. gegužės 1 d.');
  });

  it('uses Vilnius time, so a late UTC evening is already the next day', () => {
    expect(formatDate('2024-12-31T23:30:00Z')).toBe('2025 m. sausio 1 d.');
  });

  it('returns an empty string for missing or invalid dates', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatPhone', () => {
  it('groups a Lithuanian number as people read it, with no-break spaces', () => {
    expect(formatPhone('+37069876543')).toBe('+370\u00a0698\u00a076543');
  });

  it('shows any other number as stored, and nothing for none', () => {
    expect(formatPhone('+4915112345678')).toBe('+4915112345678');
    expect(formatPhone('+3706987654')).toBe('+3706987654');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('')).toBe('');
  });
});
