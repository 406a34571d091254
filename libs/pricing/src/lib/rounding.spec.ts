import { roundHalfUpQuotient } from './rounding';

describe('roundHalfUpQuotient', () => {
  it('rounds exact quotients to the nearest whole number', () => {
    expect(roundHalfUpQuotient(11400, 24)).toBe(475); // 475 exactly
    expect(roundHalfUpQuotient(2200, 12)).toBe(183); // 183.33…
    expect(roundHalfUpQuotient(2204, 12)).toBe(184); // 183.66…
  });

  it('rounds true halves up', () => {
    expect(roundHalfUpQuotient(6306, 12)).toBe(526); // 525.5
    expect(roundHalfUpQuotient(5, 2)).toBe(3); // 2.5
    expect(roundHalfUpQuotient(1, 2)).toBe(1); // 0.5
  });

  it('treats a float result a hair below a half as the half', () => {
    // Within 5e-10 of a half counts as the half (snapped to 9 decimal places first).
    expect(Math.round(525.5 - 1e-13)).toBe(525); // what plain Math.round would do
    expect(roundHalfUpQuotient(525.5 - 1e-13, 1)).toBe(526);
    expect(roundHalfUpQuotient(1.4999999999, 1)).toBe(2); // 1e-10 below 1.5
  });

  it('does not move values that are clearly below a half', () => {
    expect(roundHalfUpQuotient(1.499999, 1)).toBe(1);
    expect(roundHalfUpQuotient(436.4999, 1)).toBe(436);
  });
});
