import * as v from 'valibot';
import { ApplicationIdParamsSchema, ApplicationLookupParamsSchema, ApplicationLookupSchema } from './application-lookup';
import {
  ChangePasswordSchema,
  LoginRequestSchema,
  LoginSchema,
  RegisterRequestSchema,
  RegistrationSchema,
} from './auth';
import { CallbackRequestSchema } from './callback-request';
import { CarCalculatorSchema, ContractTermsSchema, GeneralCalculatorSchema } from './calculators';
import { CarCreateSchema, CarEditSchema } from './car-listing';
import { CarRequestSchema } from './car-request';
import { validate } from './errors';
import * as m from './messages';
import { CompanyProfileSchema, PersonalProfileSchema, ProfileTypeSchema } from './profiles';
import { RentalApplicationSchema } from './rental-application';
import { SearchFilterSchema } from './search-filter';
import { UploadedFileSchema } from './upload';

describe('messages quoted from the spec', () => {
  it.each([
    [m.REQUIRED, 'Šis laukas yra privalomas'],
    [m.LISTING_REQUIRED, 'Laukas yra privalomas'],
    [m.ENTER_NUMBER, 'Įveskite skaičių'],
    [m.INVALID_EMAIL_APPLICATION, 'Neteisingas el. pašto formatas'],
    [m.TERMS_REQUIRED, 'Būtina sutikti su taisyklėmis'],
    [m.LOOKUP_LAST4, 'Nurodykite paskutinius 4 skaičius'],
    [m.CAR_REQUEST_MAKE_REQUIRED, 'Pasirinkite automobilio markę'],
    [m.CAR_REQUEST_MODEL_REQUIRED, 'Pasirinkite automobilio modelį'],
    [m.CAR_REQUEST_YEAR_REQUIRED, 'Įveskite automobilio gamybos metus'],
    [m.CAR_REQUEST_PRICE_REQUIRED, 'Įveskite automobilio kainą'],
    [m.PHONE_REQUIRED, 'Įveskite telefono numerį'],
    [m.EMAIL_ADDRESS_REQUIRED, 'Įveskite el. pašto adresą'],
    [m.INVALID_EMAIL_ADDRESS, 'Neteisingas el. pašto adresas'],
    [m.NAME_REQUIRED, 'Įveskite savo vardą'],
    [m.PROFILE_EMAIL, 'Blogai įvestas el. paštas'],
    [m.TOS_REQUIRED, 'Turite sutikti su paslaugų teikimo sąlygomis'],
    [m.PICK_ONE, 'Pasirinkite vieną iš variantų'],
    [m.LOGIN_EMAIL_REQUIRED, 'El. pašto adresas yra privalomas'],
    [m.PASSWORD_REQUIRED, 'Slaptažodis yra privalomas'],
    [m.PASSWORD_TOO_SHORT, 'Slaptažodis turi būti bent 8 simbolių'],
    [m.PASSWORDS_DIFFER, 'Slaptažodžiai nesutampa'],
    [m.UPLOAD_WRONG_TYPE, 'Neteisingas failo tipas'],
    [m.UPLOAD_TOO_LARGE, 'Failas yra per didelis'],
    [m.UPLOAD_TOO_MANY, 'Per daug failų'],
    [m.UPLOAD_UNKNOWN, 'Nežinoma klaida'],
    [m.INVALID_PERSONAL_CODE, 'Neteisingas asmens kodas'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('message builders', () => {
  it('format numbers the Lithuanian way, years without grouping', () => {
    expect(m.formatNumber(999999)).toBe('999\u00a0999');
    expect(m.formatNumber(2026)).toBe('2026');
    expect(m.formatNumber(5.5)).toBe('5,5');
    expect(m.minValueMessage(2000)).toBe('Reikšmė turi būti ne mažesnė nei 2000');
    expect(m.maxValueMessage(50000)).toBe('Reikšmė turi būti ne didesnė nei 50\u00a0000');
    expect(m.stepMessage(500)).toBe('Pasirinkite reikšmę žingsniu 500');
    expect(m.tooLongMessage(100)).toBe('Per ilgas tekstas (daugiausia 100 simb.)');
    expect(m.passwordTooLongMessage(128)).toBe('Slaptažodis turi būti ne ilgesnis nei 128 simbolių');
  });
});

describe('every message a schema gives is ours, in Lithuanian', () => {
  const fixed = new Set<unknown>(Object.values(m).filter((value) => typeof value === 'string'));
  const built = [
    /^Reikšmė turi būti ne (mažesnė|didesnė) nei [\d\u00a0,]+$/,
    /^Pasirinkite reikšmę žingsniu \d+$/,
    /^Per ilgas tekstas \(daugiausia [\d\u00a0]+ simb\.\)$/,
    /^Slaptažodis turi būti ne ilgesnis nei \d+ simbolių$/,
  ];
  const isOurs = (message: string) => fixed.has(message) || built.some((pattern) => pattern.test(message));

  const schemas: Record<string, v.GenericSchema> = {
    RentalApplicationSchema,
    ApplicationLookupSchema,
    ApplicationLookupParamsSchema,
    ApplicationIdParamsSchema,
    CarCalculatorSchema,
    GeneralCalculatorSchema,
    ContractTermsSchema,
    CarCreateSchema,
    CarEditSchema,
    CarRequestSchema,
    CallbackRequestSchema,
    CompanyProfileSchema,
    PersonalProfileSchema,
    ProfileTypeSchema,
    LoginSchema,
    LoginRequestSchema,
    RegistrationSchema,
    RegisterRequestSchema,
    ChangePasswordSchema,
    SearchFilterSchema,
    UploadedFileSchema,
  };

  const keysOf = (schema: v.GenericSchema): string[] =>
    'entries' in schema ? Object.keys(schema.entries as object) : [];

  const garbage: unknown[] = [{}, [], {}, { nested: true }, [1, 2], 'text', -1, 1e9, true, null, 'x'.repeat(6000)];

  it.each(Object.entries(schemas))('%s', (_name, schema) => {
    const inputs: unknown[] = [undefined, null, 'body', 42, [], {}];
    for (const value of garbage) {
      inputs.push(Object.fromEntries(keysOf(schema).map((key) => [key, value])));
    }
    let seen = 0;
    for (const input of inputs) {
      const result = validate(schema, input);
      if (result.success) continue;
      for (const error of result.errors) {
        seen += 1;
        expect([error.path, error.message, isOurs(error.message)]).toEqual([error.path, error.message, true]);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
