import { maskPersonalCode } from './personal-code';

describe('maskPersonalCode', () => {
  it('keeps the first digit and masks the rest, keeping the length', () => {
    expect(maskPersonalCode('39001010000')).toBe('3**********');
    expect(maskPersonalCode('39001010000')).toHaveLength(11);
  });

  it('never shows any of the last four digits', () => {
    const masked = maskPersonalCode('49512311234');
    expect(masked.slice(-4)).toBe('****');
    expect(masked).not.toMatch(/1234/);
  });

  it('trims surrounding whitespace first', () => {
    expect(maskPersonalCode('  39001010000 ')).toBe('3**********');
  });

  it('masks a code of four characters or fewer entirely', () => {
    expect(maskPersonalCode('1234')).toBe('****');
    expect(maskPersonalCode('12')).toBe('**');
    expect(maskPersonalCode('7')).toBe('*');
  });

  it('shows the first character of a five-character code, which is not one of the last four', () => {
    expect(maskPersonalCode('51234')).toBe('5****');
  });

  it('returns an empty string for empty or missing input without throwing', () => {
    expect(maskPersonalCode('')).toBe('');
    expect(maskPersonalCode('   ')).toBe('');
    expect(maskPersonalCode(null)).toBe('');
    expect(maskPersonalCode(undefined)).toBe('');
  });
});
