import { buyoutAmount, buyoutPercent, buyoutTenthsOfPercent } from './buyout';

/** Terms 12, 13, … 60. */
const TERMS: readonly number[] = Array.from({ length: 49 }, (_, i) => 12 + i);

/**
 * Buyout percent for every term 12..60 (index 0 = 12 months), by hand from spec §9:
 * 12..21 → 30 + 0.8/month; 22 → 38.8 (the spec's figure); 23 → 0; 24..34 → 40 + 0.8/month;
 * 35 → 0; 36..46 → 50 + 0.8/month; 47 → 0; 48..58 → 60 + 0.8/month; 59 → 0; 60 → 70.
 */
// prettier-ignore
const EXPECTED_PERCENT: readonly number[] = [
  30, 30.8, 31.6, 32.4, 33.2, 34, 34.8, 35.6, 36.4, 37.2, // 12..21
  38.8, 0, // 22, 23
  40, 40.8, 41.6, 42.4, 43.2, 44, 44.8, 45.6, 46.4, 47.2, 48, 0, // 24..35
  50, 50.8, 51.6, 52.4, 53.2, 54, 54.8, 55.6, 56.4, 57.2, 58, 0, // 36..47
  60, 60.8, 61.6, 62.4, 63.2, 64, 64.8, 65.6, 66.4, 67.2, 68, 0, // 48..59
  70, // 60
];

describe('buyoutPercent', () => {
  it('gives the spec share for every term 12..60, without float drift', () => {
    // toEqual compares with Object.is, so 30.800000000000004 would fail.
    expect(TERMS.map((term) => buyoutPercent(term))).toEqual(EXPECTED_PERCENT);
  });

  it('keeps 38.8 % at 22 months (not the 38.0 % the 0.8 step would give)', () => {
    expect(buyoutPercent(22)).toBe(38.8);
    expect(buyoutTenthsOfPercent(22)).toBe(388);
  });

  it('gives 0 at the odd months between bands', () => {
    expect([23, 35, 47, 59].map((term) => buyoutPercent(term))).toEqual([0, 0, 0, 0]);
  });

  it('gives 70 % from 60 months on and 0 below 12', () => {
    expect(buyoutPercent(61)).toBe(70);
    expect(buyoutPercent(120)).toBe(70);
    expect(buyoutPercent(11)).toBe(0);
    expect(buyoutPercent(0)).toBe(0);
    expect(buyoutPercent(-12)).toBe(0);
  });

  it('looks the band up with whole months (Math.floor)', () => {
    expect(buyoutPercent(22.9)).toBe(38.8);
    expect(buyoutPercent(23.5)).toBe(0);
    expect(buyoutPercent(24.99)).toBe(40);
    expect(buyoutPercent(59.9)).toBe(0);
    expect(buyoutPercent(11.99)).toBe(0);
  });

  it('gives 0 for a non-finite term', () => {
    expect(buyoutPercent(NaN)).toBe(0);
    expect(buyoutPercent(Infinity)).toBe(0);
    expect(buyoutPercent(-Infinity)).toBe(0);
  });
});

describe('buyoutTenthsOfPercent', () => {
  it('is an integer for every term 12..60', () => {
    // prettier-ignore
    expect(TERMS.map((term) => buyoutTenthsOfPercent(term))).toEqual([
      300, 308, 316, 324, 332, 340, 348, 356, 364, 372,
      388, 0,
      400, 408, 416, 424, 432, 440, 448, 456, 464, 472, 480, 0,
      500, 508, 516, 524, 532, 540, 548, 556, 564, 572, 580, 0,
      600, 608, 616, 624, 632, 640, 648, 656, 664, 672, 680, 0,
      700,
    ]);
  });
});

describe('buyoutAmount', () => {
  it('is price × percent / 100', () => {
    expect(buyoutAmount(10000, 24)).toBe(4000); // 40 %
    expect(buyoutAmount(2000, 22)).toBe(776); // 38.8 % of 2000
    expect(buyoutAmount(12345, 13)).toBe(3802.26); // 30.8 % of 12345
    expect(buyoutAmount(7777, 46)).toBe(4510.66); // 58 % of 7777
    expect(buyoutAmount(50000, 60)).toBe(35000); // 70 %
    expect(buyoutAmount(3333, 59)).toBe(0);
  });

  it('does not check the estimate price range', () => {
    expect(buyoutAmount(1000, 12)).toBe(300);
    expect(buyoutAmount(0, 12)).toBe(0);
  });

  it('is 0 for a negative or non-finite price or term', () => {
    expect(buyoutAmount(-10000, 24)).toBe(0);
    expect(buyoutAmount(NaN, 24)).toBe(0);
    expect(buyoutAmount(Infinity, 24)).toBe(0);
    expect(buyoutAmount(10000, NaN)).toBe(0);
    expect(buyoutAmount(10000, 11)).toBe(0);
  });
});
