import { validate } from './errors';
import { CallbackRequestSchema } from './callback-request';
import { CALLBACK_DEFAULT_SUBJECT } from './messages';

const callback = { name: 'Ieva', phone: '+370 612 34567', termsAgreed: true };

function errorsOf(input: unknown) {
  const result = validate(CallbackRequestSchema, input);
  return result.success ? [] : result.errors;
}

describe('CallbackRequestSchema', () => {
  it('parses a request and fills in the default subject', () => {
    expect(validate(CallbackRequestSchema, callback)).toEqual({
      success: true,
      output: {
        name: 'Ieva',
        phone: '+37061234567',
        termsAgreed: true,
        recaptchaToken: undefined,
        subject: 'Vartotojo konversijos užklausa: skambučio užsakymas',
      },
    });
    expect(CALLBACK_DEFAULT_SUBJECT).toBe('Vartotojo konversijos užklausa: skambučio užsakymas');
  });

  it('keeps a given subject', () => {
    expect(validate(CallbackRequestSchema, { ...callback, subject: 'Kita tema' })).toMatchObject({
      success: true,
      output: { subject: 'Kita tema' },
    });
  });

  it('requires the name', () => {
    expect(errorsOf({ ...callback, name: ' ' })).toEqual([{ path: ['name'], message: 'Įveskite savo vardą' }]);
  });

  it.each([['+370'], [''], [undefined]])('counts the phone %p as missing', (phone) => {
    expect(errorsOf({ ...callback, phone })).toEqual([{ path: ['phone'], message: 'Įveskite telefono numerį' }]);
  });

  it('checks the phone format', () => {
    expect(errorsOf({ ...callback, phone: '+370 612' })).toEqual([
      { path: ['phone'], message: 'Įveskite telefono numerį formatu +370XXXXXXXX' },
    ]);
  });

  it('requires the terms', () => {
    expect(errorsOf({ ...callback, termsAgreed: 'false' })).toEqual([
      { path: ['termsAgreed'], message: 'Būtina sutikti su taisyklėmis' },
    ]);
  });
});
