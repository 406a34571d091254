import { MARGIN_TABLE, MARGIN_TERMS, marginAmountPerYear, marginPercent } from './margin';

/** Terms 12, 13, … 60. */
const TERMS: readonly number[] = Array.from({ length: 49 }, (_, i) => 12 + i);

/**
 * Column used for each term 12..60 (index 0 = 12 months): the largest column not above the
 * term, so 12..23 → 0 (12), 24..35 → 1 (24), 36..47 → 2 (36), 48..59 → 3 (48), 60 → 4 (60).
 */
// prettier-ignore
const COLUMN_OF_TERM: readonly number[] = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2,
  3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3,
  4,
];

/** Every band edge and its row of the spec's margin table (12, 24, 36, 48, 60 months). */
const EDGES: ReadonlyArray<readonly [number, readonly number[] | null]> = [
  [1999, null],
  [2000, [42, 41, 39, 37, 36]],
  [3999, [42, 41, 39, 37, 36]],
  [4000, [36, 35, 33, 31, 30]],
  [5999, [36, 35, 33, 31, 30]],
  [6000, [34, 33, 31, 30, 29]],
  [8999, [34, 33, 31, 30, 29]],
  [9000, [33, 32, 30, 29, 28]],
  [11999, [33, 32, 30, 29, 28]],
  [12000, [32, 31, 29, 28, 27]],
  [14999, [32, 31, 29, 28, 27]],
  [15000, [30, 29, 28, 27, 26]],
  [20999, [30, 29, 28, 27, 26]],
  [21000, [29, 28, 27, 26, 25]],
  [25999, [29, 28, 27, 26, 25]],
  [26000, [28, 27, 26, 25, 24]],
  [30999, [28, 27, 26, 25, 24]],
  [31000, [27, 26, 25, 24, 23]],
  [35999, [27, 26, 25, 24, 23]],
  [36000, [26, 25, 24, 23, 22]],
  [40999, [26, 25, 24, 23, 22]],
  [41000, [25, 24, 23, 22, 21]],
  [45999, [25, 24, 23, 22, 21]],
  [46000, [24, 23, 22, 21, 20]],
  [50000, [24, 23, 22, 21, 20]],
  [50001, null],
];

describe('MARGIN_TERMS / MARGIN_TABLE', () => {
  it('has the columns 12, 24, 36, 48, 60', () => {
    expect(MARGIN_TERMS).toEqual([12, 24, 36, 48, 60]);
  });

  it('holds the twelve bands of spec §9', () => {
    expect(MARGIN_TABLE.map((row) => [row.minValue, row.maxValue, ...row.percents])).toEqual([
      [2000, 3999, 42, 41, 39, 37, 36],
      [4000, 5999, 36, 35, 33, 31, 30],
      [6000, 8999, 34, 33, 31, 30, 29],
      [9000, 11999, 33, 32, 30, 29, 28],
      [12000, 14999, 32, 31, 29, 28, 27],
      [15000, 20999, 30, 29, 28, 27, 26],
      [21000, 25999, 29, 28, 27, 26, 25],
      [26000, 30999, 28, 27, 26, 25, 24],
      [31000, 35999, 27, 26, 25, 24, 23],
      [36000, 40999, 26, 25, 24, 23, 22],
      [41000, 45999, 25, 24, 23, 22, 21],
      [46000, 50000, 24, 23, 22, 21, 20],
    ]);
  });
});

describe('marginPercent', () => {
  it.each(EDGES)('gives %p € its band row at every term 12..60', (value, row) => {
    const expected = TERMS.map((_, index) => (row === null ? null : row[COLUMN_OF_TERM[index]]));
    expect(TERMS.map((term) => marginPercent(value, term))).toEqual(expected);
  });

  it('uses the largest column not above the term', () => {
    expect(marginPercent(10000, 12)).toBe(33);
    expect(marginPercent(10000, 23)).toBe(33); // 12 column
    expect(marginPercent(10000, 30)).toBe(32); // 24 column
    expect(marginPercent(10000, 36)).toBe(30);
    expect(marginPercent(10000, 47)).toBe(30); // 36 column
    expect(marginPercent(10000, 59)).toBe(29); // 48 column
    expect(marginPercent(10000, 60)).toBe(28);
    expect(marginPercent(10000, 72)).toBe(28); // above 60 → 60 column
    expect(marginPercent(10000, 23.99)).toBe(33); // term used as given
    expect(marginPercent(10000, 24.5)).toBe(32);
  });

  it('uses [min, nextMin) bands for non-integer values; the last band includes 50000', () => {
    expect(marginPercent(3999.5, 12)).toBe(42);
    expect(marginPercent(8999.99, 12)).toBe(34);
    expect(marginPercent(49999.5, 60)).toBe(20);
    expect(marginPercent(1999.99, 12)).toBeNull();
    expect(marginPercent(50000.5, 12)).toBeNull();
  });

  it('is null below 12 months', () => {
    expect(marginPercent(10000, 11)).toBeNull();
    expect(marginPercent(10000, 11.99)).toBeNull();
    expect(marginPercent(10000, 0)).toBeNull();
    expect(marginPercent(10000, -12)).toBeNull();
  });

  it('is null for non-finite or negative input', () => {
    expect(marginPercent(NaN, 24)).toBeNull();
    expect(marginPercent(Infinity, 24)).toBeNull();
    expect(marginPercent(-10000, 24)).toBeNull();
    expect(marginPercent(10000, NaN)).toBeNull();
    expect(marginPercent(10000, Infinity)).toBeNull();
  });
});

describe('marginAmountPerYear', () => {
  it('is the yearly percent of the car value, in euros (worked by hand)', () => {
    // 10 000 € is in the 9 000–11 999 band: 33 % at 12 months, 32 % at 24–35, 28 % at 60.
    expect(marginAmountPerYear(10000, 12)).toBe(3300);
    expect(marginAmountPerYear(10000, 30)).toBe(3200);
    expect(marginAmountPerYear(10000, 60)).toBe(2800);
    // 2 000 € at 12 months: 42 % → 840 €; 50 000 € at 48 months: 21 % → 10 500 €.
    expect(marginAmountPerYear(2000, 12)).toBe(840);
    expect(marginAmountPerYear(50000, 48)).toBe(10500);
  });

  it('keeps cents, rounded half up', () => {
    // 6 999.99 € × 34 % = 2 379.9966 → 2 380.00; 4 000.05 € × 36 % = 1 440.018 → 1 440.02.
    expect(marginAmountPerYear(6999.99, 12)).toBe(2380);
    expect(marginAmountPerYear(4000.05, 12)).toBe(1440.02);
    // 12 345.25 € × 31 % = 3 827.0275 → 3 827.03.
    expect(marginAmountPerYear(12345.25, 24)).toBe(3827.03);
  });

  it('is null wherever the percent is', () => {
    expect(marginAmountPerYear(1999, 24)).toBeNull();
    expect(marginAmountPerYear(50001, 24)).toBeNull();
    expect(marginAmountPerYear(10000, 11)).toBeNull();
    expect(marginAmountPerYear(NaN, 24)).toBeNull();
  });
});
