import { isValidPersonalCode, parsePersonalCode, personalCodeCheckDigit } from './personal-code';

describe('personal code', () => {
  it('accepts a code whose check digit comes from the first weights', () => {
    // 3 8 7 0 3 1 8 1 7 4 × 1 2 3 4 5 6 7 8 9 1 = 3+16+21+0+15+6+56+8+63+4 = 192; 192 mod 11 = 5 → K = 5.
    expect(personalCodeCheckDigit('3870318174')).toBe(5);
    expect(parsePersonalCode('38703181745')).toEqual({ birthDate: '1987-03-18', sex: 'male' });
  });

  it('falls back to the second weights when the first remainder is 10', () => {
    // First: 3+6+9+0+45+12+28+0+0+6 = 109; 109 mod 11 = 10 → second weights 3 4 5 6 7 8 9 1 2 3:
    // 9+12+15+0+63+16+36+0+0+18 = 169; 169 mod 11 = 4 → K = 4.
    expect(personalCodeCheckDigit('3330924006')).toBe(4);
    expect(parsePersonalCode('33309240064')).toEqual({ birthDate: '1933-09-24', sex: 'male' });
  });

  it('uses 0 when both remainders are 10', () => {
    // First: 3+18+0+0+5+0+7+0+45+9 = 87; 87 mod 11 = 10.
    // Second: 9+36+0+0+7+0+9+0+10+27 = 98; 98 mod 11 = 10 → K = 0.
    expect(personalCodeCheckDigit('3900101059')).toBe(0);
    expect(isValidPersonalCode('39001010590')).toBe(true);
  });

  it('reads the century and sex from the first digit', () => {
    // 4+18+15+0+30+6+35+0+0+0 = 108; 108 mod 11 = 9.
    expect(parsePersonalCode('49506150009')).toEqual({ birthDate: '1995-06-15', sex: 'female' });
    // 5+0+12+0+10+12+63+0+0+0 = 102; 102 mod 11 = 3. 2004 is a leap year.
    expect(parsePersonalCode('50402290003')).toEqual({ birthDate: '2004-02-29', sex: 'male' });
  });

  it('ignores surrounding whitespace', () => {
    expect(isValidPersonalCode(' 38703181745 ')).toBe(true);
  });

  it.each([
    ['a wrong check digit', '38703181746'],
    ['10 digits', '3870318174'],
    ['12 digits', '387031817450'],
    ['letters', '3870318174A'],
    ['a first digit of 7', '78703181745'],
    ['a first digit of 0', '08703181745'],
    ['month 13', '38713181745'],
    ['day 32', '38703321745'],
    // 5+0+15+0+10+12+63 = 105; 105 mod 11 = 6: the check digit fits, but 2005 is not a leap year.
    ['29 February of a common year', '50502290006'],
    ['an empty string', ''],
  ])('rejects %s', (_label, code) => {
    expect(isValidPersonalCode(code)).toBe(false);
    expect(parsePersonalCode(code)).toBeNull();
  });
});
