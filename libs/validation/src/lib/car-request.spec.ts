import { validate } from './errors';
import { type CarRequestInput, CarRequestSchema, createCarRequestSchema } from './car-request';

const schema = createCarRequestSchema({ currentYear: 2026 });

const request = {
  carMake: 3,
  carModel: 41,
  modelYear: 2018,
  price: [4000, 9000],
  phone: '+370 612 34567',
  email: 'ieva@example.lt',
  termsAgreed: true,
  recaptchaToken: 'token-123',
} satisfies CarRequestInput;

function errorsOf(input: unknown) {
  const result = validate(schema, input);
  return result.success ? [] : result.errors;
}

describe('CarRequestSchema', () => {
  it('parses typed values and strings to the same output', () => {
    const expected = {
      success: true,
      output: { ...request, phone: '+37061234567' },
    };
    expect(validate(schema, request)).toEqual(expected);
    expect(
      validate(schema, {
        ...request,
        carMake: '3',
        carModel: '41',
        modelYear: '2018',
        price: ['4000', '9000'],
        termsAgreed: 'true',
      }),
    ).toEqual(expected);
  });

  it.each([
    ['carMake', 'Pasirinkite automobilio markę'],
    ['carModel', 'Pasirinkite automobilio modelį'],
    ['modelYear', 'Įveskite automobilio gamybos metus'],
    ['price', 'Įveskite automobilio kainą'],
    ['phone', 'Įveskite telefono numerį'],
    ['email', 'Įveskite el. pašto adresą'],
    ['termsAgreed', 'Būtina sutikti su taisyklėmis'],
  ] as const)('requires %s: %s', (key, message) => {
    expect(errorsOf({ ...request, [key]: undefined })).toEqual([{ path: [key], message }]);
  });

  it('checks the e-mail format', () => {
    expect(errorsOf({ ...request, email: 'ieva@' })).toEqual([
      { path: ['email'], message: 'Neteisingas el. pašto adresas' },
    ]);
  });

  it('counts the bare +370 prefix as no phone', () => {
    expect(errorsOf({ ...request, phone: '+370' })).toEqual([{ path: ['phone'], message: 'Įveskite telefono numerį' }]);
  });

  it('holds the price range within 2000–25000, from ≤ to', () => {
    expect(validate(schema, { ...request, price: [2000, 25000] }).success).toBe(true);
    expect(validate(schema, { ...request, price: [5000, 5000] }).success).toBe(true);
    expect(errorsOf({ ...request, price: [1500, 9000] })).toEqual([
      { path: ['price'], message: 'Reikšmė turi būti ne mažesnė nei 2000' },
    ]);
    expect(errorsOf({ ...request, price: [4000, 25500] })).toEqual([
      { path: ['price'], message: 'Reikšmė turi būti ne didesnė nei 25\u00a0000' },
    ]);
    expect(errorsOf({ ...request, price: [9000, 4000] })).toEqual([
      { path: ['price'], message: 'Reikšmė „nuo“ negali būti didesnė už reikšmę „iki“' },
    ]);
    expect(errorsOf({ ...request, price: [4000] })).toEqual([
      { path: ['price'], message: 'Įveskite automobilio kainą' },
    ]);
  });

  it('holds the model year to the year dropdown', () => {
    expect(errorsOf({ ...request, modelYear: 2027 })).toEqual([
      { path: ['modelYear'], message: 'Reikšmė turi būti ne didesnė nei 2026' },
    ]);
    expect(errorsOf({ ...request, modelYear: 1980 })).toEqual([
      { path: ['modelYear'], message: 'Reikšmė turi būti ne mažesnė nei 1981' },
    ]);
  });

  it('makes the reCAPTCHA token optional and caps it', () => {
    const { recaptchaToken: _token, ...withoutToken } = request;
    expect(validate(schema, withoutToken)).toMatchObject({ success: true, output: { recaptchaToken: undefined } });
    expect(errorsOf({ ...request, recaptchaToken: 'x'.repeat(4001) })).toEqual([
      { path: ['recaptchaToken'], message: 'Per ilgas tekstas (daugiausia 4000 simb.)' },
    ]);
  });

  it('exports a ready schema that reads the year from the clock', () => {
    expect(validate(CarRequestSchema, { ...request, modelYear: new Date().getFullYear() }).success).toBe(true);
  });
});
