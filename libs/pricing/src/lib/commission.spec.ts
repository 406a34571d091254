import { COMMISSION_TABLE, commissionAmount, commissionPercent } from './commission';

/** Row edges of the spec's commission table: [car value, percent, amount in EUR]. */
const EDGES: ReadonlyArray<readonly [number, number, number]> = [
  [1, 9, 0.09],
  [10000, 9, 900],
  [10001, 8, 800.08],
  [15000, 8, 1200],
  [15001, 7, 1050.07],
  [20000, 7, 1400],
  [20001, 6, 1200.06],
  [30000, 6, 1800],
  [30001, 5, 1500.05],
  [40000, 5, 2000],
  [40001, 4, 1600.04],
  [100000, 4, 4000],
  [999999, 4, 39999.96],
];

describe('COMMISSION_TABLE', () => {
  it('holds the six rows of spec §9', () => {
    expect(COMMISSION_TABLE.map((row) => [row.fromValue, row.toValue, row.percent])).toEqual([
      [null, 10000, 9],
      [10001, 15000, 8],
      [15001, 20000, 7],
      [20001, 30000, 6],
      [30001, 40000, 5],
      [40001, null, 4],
    ]);
  });
});

describe('commissionPercent / commissionAmount', () => {
  it.each(EDGES)('gives %p € a %p % commission of %p €', (value, percent, amount) => {
    expect(commissionPercent(value)).toBe(percent);
    expect(commissionAmount(value)).toBe(amount);
  });

  it('puts a non-integer value between two rows in the higher row', () => {
    expect(commissionPercent(10000.5)).toBe(8);
    expect(commissionAmount(10000.5)).toBe(800.04);
    expect(commissionPercent(15000.01)).toBe(7);
    expect(commissionPercent(40000.5)).toBe(4);
    expect(commissionPercent(9999.99)).toBe(9);
  });

  it('rounds the amount to cents, half up', () => {
    expect(commissionAmount(1234.5)).toBe(111.11); // 9 % = 111.105 → 111.11
    expect(commissionAmount(0.5)).toBe(0.05); // 9 % = 0.045 → 0.05
    expect(commissionAmount(1234.565)).toBe(111.11); // 9 % = 111.11085 → 111.11
    expect(commissionAmount(12345.67)).toBe(987.65); // 8 % = 987.6536 → 987.65
  });

  it('gives no percent and a 0 amount for non-positive or non-finite values', () => {
    for (const value of [0, -1, -50000, NaN, Infinity, -Infinity]) {
      expect(commissionPercent(value)).toBeNull();
      expect(commissionAmount(value)).toBe(0);
    }
  });
});
