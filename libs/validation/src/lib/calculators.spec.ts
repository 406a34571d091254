import { validate } from './errors';
import { CarCalculatorSchema, ContractTermsSchema, GeneralCalculatorSchema } from './calculators';

function errorsOf(schema: Parameters<typeof validate>[0], input: unknown) {
  const result = validate(schema, input);
  return result.success ? [] : result.errors;
}

const car = { term: 24, approxMonthlyPayment: 310, termsAgreed: true };
const general = { ...car, price: 2000 };

describe('CarCalculatorSchema', () => {
  it('parses typed values and the cookie strings alike', () => {
    const expected = { success: true, output: { term: 24, approxMonthlyPayment: 310, termsAgreed: true } };
    expect(validate(CarCalculatorSchema, car)).toEqual(expected);
    expect(validate(CarCalculatorSchema, { term: '24', approxMonthlyPayment: '310', termsAgreed: 'true' })).toEqual(
      expected,
    );
  });

  it.each(['term', 'approxMonthlyPayment'] as const)('requires %s', (key) => {
    expect(errorsOf(CarCalculatorSchema, { ...car, [key]: '' })).toEqual([
      { path: [key], message: 'Šis laukas yra privalomas' },
    ]);
  });

  it('requires the terms', () => {
    expect(errorsOf(CarCalculatorSchema, { ...car, termsAgreed: false })).toEqual([
      { path: ['termsAgreed'], message: 'Būtina sutikti su taisyklėmis' },
    ]);
  });

  it('holds the term to the slider: 12–60 by 2', () => {
    expect(validate(CarCalculatorSchema, { ...car, term: 12 }).success).toBe(true);
    expect(validate(CarCalculatorSchema, { ...car, term: 60 }).success).toBe(true);
    expect(errorsOf(CarCalculatorSchema, { ...car, term: 10 })).toEqual([
      { path: ['term'], message: 'Reikšmė turi būti ne mažesnė nei 12' },
    ]);
    expect(errorsOf(CarCalculatorSchema, { ...car, term: 62 })).toEqual([
      { path: ['term'], message: 'Reikšmė turi būti ne didesnė nei 60' },
    ]);
    expect(errorsOf(CarCalculatorSchema, { ...car, term: 25 })).toEqual([
      { path: ['term'], message: 'Pasirinkite reikšmę žingsniu 2' },
    ]);
  });
});

describe('GeneralCalculatorSchema', () => {
  it('requires the price', () => {
    expect(errorsOf(GeneralCalculatorSchema, { ...general, price: undefined })).toEqual([
      { path: ['price'], message: 'Šis laukas yra privalomas' },
    ]);
  });

  it('holds the price to 2000–50000 by 500', () => {
    expect(validate(GeneralCalculatorSchema, { ...general, price: '50000' })).toEqual({
      success: true,
      output: { price: 50000, term: 24, approxMonthlyPayment: 310, termsAgreed: true },
    });
    expect(errorsOf(GeneralCalculatorSchema, { ...general, price: 1500 })).toEqual([
      { path: ['price'], message: 'Reikšmė turi būti ne mažesnė nei 2000' },
    ]);
    expect(errorsOf(GeneralCalculatorSchema, { ...general, price: 50500 })).toEqual([
      { path: ['price'], message: 'Reikšmė turi būti ne didesnė nei 50\u00a0000' },
    ]);
    expect(errorsOf(GeneralCalculatorSchema, { ...general, price: 2250 })).toEqual([
      { path: ['price'], message: 'Pasirinkite reikšmę žingsniu 500' },
    ]);
    expect(errorsOf(GeneralCalculatorSchema, { ...general, price: 'du tūkstančiai' })).toEqual([
      { path: ['price'], message: 'Įveskite skaičių' },
    ]);
  });

  it('requires the terms', () => {
    expect(errorsOf(GeneralCalculatorSchema, { ...general, termsAgreed: undefined })).toEqual([
      { path: ['termsAgreed'], message: 'Būtina sutikti su taisyklėmis' },
    ]);
  });
});

describe('ContractTermsSchema', () => {
  it('makes the checkbox optional', () => {
    expect(validate(ContractTermsSchema, {})).toEqual({ success: true, output: { termsAgreed: false } });
    expect(validate(ContractTermsSchema, { termsAgreed: 'true' })).toEqual({
      success: true,
      output: { termsAgreed: true },
    });
  });
});
