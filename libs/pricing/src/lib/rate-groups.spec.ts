import {
  INTEREST_RATE_GROUPS,
  interestRatePercent,
  isEstimatePrice,
  rateGroupOf,
  type RateGroupLetter,
} from './rate-groups';

/** Terms 12, 13, … 60: every month the tables below cover. */
const TERMS: readonly number[] = Array.from({ length: 49 }, (_, i) => 12 + i);

/**
 * Expected rate for every term 12..60 (index 0 = 12 months), read from spec §9 by hand:
 * up to 23 → the 12-month rate, 24..35 → the 24-month rate, 36..47 → 36, 48..58 → 48,
 * 59..60 → 59 (where listed). Group A lists only 12 and 24, so 24..60 → 38; B's last
 * listed term is 48, so 48..60 → 31.
 */
const EXPECTED_RATES: Record<RateGroupLetter, readonly number[]> = {
  A: [40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 40, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38, 38],
  B: [34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31, 31],
  C: [30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33, 33],
  D: [25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 25, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29, 29],
  E: [23, 23, 23, 23, 23, 23, 23, 23, 23, 23, 23, 23, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27, 27],
  F: [20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24, 24],
  G: [18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22, 22],
  H: [17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 17, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21, 21],
  I: [14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 14, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18, 18],
};

/** Every price-band edge and the group it belongs to, per the spec's bands. */
const EDGES: ReadonlyArray<readonly [number, RateGroupLetter | null]> = [
  [1999, null],
  [2000, 'A'],
  [3999, 'A'],
  [4000, 'B'],
  [5999, 'B'],
  [6000, 'C'],
  [7999, 'C'],
  [8000, 'D'],
  [9999, 'D'],
  [10000, 'E'],
  [14999, 'E'],
  [15000, 'F'],
  [19999, 'F'],
  [20000, 'G'],
  [29999, 'G'],
  [30000, 'H'],
  [39999, 'H'],
  [40000, 'I'],
  [49999, 'I'],
  [50000, 'I'],
  [50001, null],
];

describe('INTEREST_RATE_GROUPS', () => {
  it('lists the nine groups of spec §9 with their price bands', () => {
    expect(INTEREST_RATE_GROUPS.map((g) => [g.group, g.minPrice, g.maxPrice])).toEqual([
      ['A', 2000, 3999],
      ['B', 4000, 5999],
      ['C', 6000, 7999],
      ['D', 8000, 9999],
      ['E', 10000, 14999],
      ['F', 15000, 19999],
      ['G', 20000, 29999],
      ['H', 30000, 39999],
      ['I', 40000, 50000],
    ]);
  });

  it('lists the rates of the spec exactly', () => {
    const listed = Object.fromEntries(
      INTEREST_RATE_GROUPS.map((g) => [g.group, g.rates.map((r) => [r.termMonths, r.percent])]),
    );
    expect(listed).toEqual({
      A: [[12, 40], [24, 38]],
      B: [[12, 34], [24, 34], [36, 32], [48, 31]],
      C: [[12, 30], [24, 32], [36, 33], [48, 33], [59, 33]],
      D: [[12, 25], [24, 29], [36, 29], [48, 29], [59, 29]],
      E: [[12, 23], [24, 27], [36, 27], [48, 27], [59, 27]],
      F: [[12, 20], [24, 24], [36, 24], [48, 24], [59, 24]],
      G: [[12, 18], [24, 21], [36, 22], [48, 22], [59, 22]],
      H: [[12, 17], [24, 20], [36, 21], [48, 21], [59, 21]],
      I: [[12, 14], [24, 18], [36, 18], [48, 18], [59, 18]],
    });
  });
});

describe('rateGroupOf / isEstimatePrice', () => {
  it.each(EDGES)('puts %p in group %p', (price, letter) => {
    expect(rateGroupOf(price)?.group ?? null).toBe(letter);
    expect(isEstimatePrice(price)).toBe(letter !== null);
  });

  it('uses [min, nextMin) bands for non-integer prices', () => {
    expect(rateGroupOf(3999.5)?.group).toBe('A');
    expect(rateGroupOf(9999.99)?.group).toBe('D');
    expect(rateGroupOf(49999.5)?.group).toBe('I');
    expect(rateGroupOf(1999.99)).toBeNull();
    expect(rateGroupOf(50000.01)).toBeNull();
  });

  it('rejects non-finite and negative prices', () => {
    for (const price of [NaN, Infinity, -Infinity, -5000, 0]) {
      expect(rateGroupOf(price)).toBeNull();
      expect(isEstimatePrice(price)).toBe(false);
    }
  });
});

describe('interestRatePercent', () => {
  it.each(EDGES)('gives price %p (group %p) the expected rate for every term 12..60', (price, letter) => {
    const expected = letter === null ? TERMS.map(() => null) : EXPECTED_RATES[letter];
    expect(TERMS.map((term) => interestRatePercent(price, term))).toEqual(expected);
  });

  it('uses the largest listed term not above the chosen term (spot checks)', () => {
    expect(interestRatePercent(10000, 23)).toBe(23); // E: 12 is the largest listed ≤ 23
    expect(interestRatePercent(10000, 24)).toBe(27);
    expect(interestRatePercent(6000, 58)).toBe(33); // C: 48
    expect(interestRatePercent(5000, 60)).toBe(31); // B: 48 is its last listed term
    expect(interestRatePercent(2000, 60)).toBe(38); // A: 24 is its last listed term
    expect(interestRatePercent(2000, 23)).toBe(40);
  });

  it('is null below 12 months', () => {
    expect(interestRatePercent(10000, 11)).toBeNull();
    expect(interestRatePercent(10000, 11.99)).toBeNull();
    expect(interestRatePercent(10000, 0)).toBeNull();
    expect(interestRatePercent(10000, -24)).toBeNull();
  });

  it('uses a non-integer term as given (not floored, not rounded)', () => {
    expect(interestRatePercent(20000, 23.9)).toBe(18); // G: 12-month rate
    expect(interestRatePercent(20000, 35.5)).toBe(21); // G: 24-month rate
    expect(interestRatePercent(20000, 36.5)).toBe(22);
    expect(interestRatePercent(4000, 12.5)).toBe(34);
  });

  it('does not clamp terms above 60', () => {
    expect(interestRatePercent(2000, 72)).toBe(38);
    expect(interestRatePercent(40000, 120)).toBe(18);
  });

  it('is null for non-finite or out-of-range input', () => {
    expect(interestRatePercent(NaN, 24)).toBeNull();
    expect(interestRatePercent(Infinity, 24)).toBeNull();
    expect(interestRatePercent(-10000, 24)).toBeNull();
    expect(interestRatePercent(10000, NaN)).toBeNull();
    expect(interestRatePercent(10000, Infinity)).toBeNull();
    expect(interestRatePercent(10000, -Infinity)).toBeNull();
    expect(interestRatePercent(1999, 24)).toBeNull();
    expect(interestRatePercent(50001, 24)).toBeNull();
  });
});
