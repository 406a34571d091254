import * as v from 'valibot';
import { toFieldErrors, validate } from './errors';
import {
  ChangePasswordSchema,
  EmailConfirmationQuerySchema,
  ForgotPasswordSchema,
  ResetPasswordFormSchema,
  ResetPasswordSchema,
  LoginRequestSchema,
  LoginSchema,
  RegisterRequestSchema,
  RegistrationSchema,
  toRegisterRequest,
} from './auth';

function errorsOf(schema: Parameters<typeof validate>[0], input: unknown) {
  const result = validate(schema, input);
  return result.success ? [] : result.errors;
}

describe('LoginSchema', () => {
  it('parses a login, trimming the e-mail but not the password', () => {
    expect(validate(LoginSchema, { email: ' jonas@example.lt ', password: ' slaptas ' })).toEqual({
      success: true,
      output: { email: 'jonas@example.lt', password: ' slaptas ' },
    });
  });

  it('requires both fields', () => {
    expect(errorsOf(LoginSchema, { email: '', password: '' })).toEqual([
      { path: ['email'], message: 'El. pašto adresas yra privalomas' },
      { path: ['password'], message: 'Slaptažodis yra privalomas' },
    ]);
  });

  it('does not check the minimum length at login', () => {
    expect(validate(LoginSchema, { email: 'jonas@example.lt', password: 'short' }).success).toBe(true);
  });
});

describe('LoginRequestSchema', () => {
  it('uses identifier with the login messages and caps lengths', () => {
    expect(validate(LoginRequestSchema, { identifier: 'jonas@example.lt', password: 'x' })).toEqual({
      success: true,
      output: { identifier: 'jonas@example.lt', password: 'x' },
    });
    expect(errorsOf(LoginRequestSchema, {})).toEqual([
      { path: ['identifier'], message: 'El. pašto adresas yra privalomas' },
      { path: ['password'], message: 'Slaptažodis yra privalomas' },
    ]);
    expect(errorsOf(LoginRequestSchema, { identifier: 'x'.repeat(255), password: 'y'.repeat(129) })).toEqual([
      { path: ['identifier'], message: 'Per ilgas tekstas (daugiausia 254 simb.)' },
      { path: ['password'], message: 'Slaptažodis turi būti ne ilgesnis nei 128 simbolių' },
    ]);
  });
});

describe('RegistrationSchema', () => {
  const form = { email: 'jonas@example.lt', password: 'slaptazodis', confirmPassword: 'slaptazodis' };

  it('parses a registration', () => {
    expect(validate(RegistrationSchema, form)).toEqual({ success: true, output: form });
  });

  it.each([[''], ['jonas'], ['jonas@example']])('refuses the e-mail %p', (email) => {
    expect(errorsOf(RegistrationSchema, { ...form, email })).toEqual([
      { path: ['email'], message: 'Blogai įvestas el. paštas' },
    ]);
  });

  it('requires a password of at least 8 characters', () => {
    expect(errorsOf(RegistrationSchema, { ...form, password: '', confirmPassword: '' })).toEqual([
      { path: ['password'], message: 'Slaptažodis yra privalomas' },
      { path: ['confirmPassword'], message: 'Slaptažodžiai nesutampa' },
    ]);
    expect(errorsOf(RegistrationSchema, { ...form, password: '1234567', confirmPassword: '1234567' })).toEqual([
      { path: ['password'], message: 'Slaptažodis turi būti bent 8 simbolių' },
    ]);
    expect(validate(RegistrationSchema, { ...form, password: '12345678', confirmPassword: '12345678' }).success).toBe(
      true,
    );
  });

  it('reports a mismatch at confirmPassword', () => {
    expect(errorsOf(RegistrationSchema, { ...form, confirmPassword: 'kitas-slaptazodis' })).toEqual([
      { path: ['confirmPassword'], message: 'Slaptažodžiai nesutampa' },
    ]);
  });

  it('reports a mismatch even when another field fails', () => {
    expect(errorsOf(RegistrationSchema, { ...form, email: '', confirmPassword: 'kitas' })).toEqual([
      { path: ['email'], message: 'Blogai įvestas el. paštas' },
      { path: ['confirmPassword'], message: 'Slaptažodžiai nesutampa' },
    ]);
  });

  it('reports the mismatch with other errors even when pipes abort early (react-hook-form)', () => {
    const result = v.safeParse(RegistrationSchema, { ...form, email: 'x', confirmPassword: 'kitas' }, { abortPipeEarly: true });
    expect(toFieldErrors(result.issues ?? [])).toEqual([
      { path: ['email'], message: 'Blogai įvestas el. paštas' },
      { path: ['confirmPassword'], message: 'Slaptažodžiai nesutampa' },
    ]);
  });

  it('turns into the API body, which that schema accepts', () => {
    const request = toRegisterRequest(form);
    expect(request).toEqual({
      identifier: 'jonas@example.lt',
      email: 'jonas@example.lt',
      username: 'jonas@example.lt',
      password: 'slaptazodis',
      termsAgreed: true,
      marketingAgreed: true,
    });
    expect(validate(RegisterRequestSchema, request)).toEqual({ success: true, output: request });
  });
});

describe('RegisterRequestSchema', () => {
  const body = {
    identifier: 'jonas@example.lt',
    email: 'jonas@example.lt',
    username: 'jonas@example.lt',
    password: 'slaptazodis',
    termsAgreed: true,
    marketingAgreed: true,
  };

  it('requires identifier and username to equal the e-mail', () => {
    expect(errorsOf(RegisterRequestSchema, { ...body, identifier: 'kitas@example.lt', username: 'jonas' })).toEqual([
      { path: ['identifier'], message: 'Turi sutapti su el. pašto adresu' },
      { path: ['username'], message: 'Turi sutapti su el. pašto adresu' },
    ]);
  });

  it('checks the password and the terms, and defaults marketing to false', () => {
    expect(errorsOf(RegisterRequestSchema, { ...body, password: 'short', termsAgreed: false })).toEqual([
      { path: ['password'], message: 'Slaptažodis turi būti bent 8 simbolių' },
      { path: ['termsAgreed'], message: 'Būtina sutikti su taisyklėmis' },
    ]);
    expect(validate(RegisterRequestSchema, { ...body, marketingAgreed: undefined })).toMatchObject({
      success: true,
      output: { marketingAgreed: false },
    });
  });

  it('ignores confirmPassword', () => {
    expect(validate(RegisterRequestSchema, { ...body, confirmPassword: 'x' })).toEqual({ success: true, output: body });
  });
});

describe('ChangePasswordSchema', () => {
  const change = { currentPassword: 'senas-slaptazodis', newPassword: 'naujas-slaptazodis', confirmPassword: 'naujas-slaptazodis' };

  it('parses a change', () => {
    expect(validate(ChangePasswordSchema, change)).toEqual({ success: true, output: change });
  });

  it('requires the current password and a long enough new one', () => {
    expect(errorsOf(ChangePasswordSchema, { ...change, currentPassword: '' })).toEqual([
      { path: ['currentPassword'], message: 'Slaptažodis yra privalomas' },
    ]);
    expect(errorsOf(ChangePasswordSchema, { ...change, newPassword: 'trumpas', confirmPassword: 'trumpas' })).toEqual([
      { path: ['newPassword'], message: 'Slaptažodis turi būti bent 8 simbolių' },
    ]);
  });

  it('reports a mismatch at confirmPassword', () => {
    expect(errorsOf(ChangePasswordSchema, { ...change, confirmPassword: 'kitas-slaptazodis' })).toEqual([
      { path: ['confirmPassword'], message: 'Slaptažodžiai nesutampa' },
    ]);
  });

  it('refuses a new password equal to the current one', () => {
    expect(
      errorsOf(ChangePasswordSchema, {
        currentPassword: 'tas-pats-slaptazodis',
        newPassword: 'tas-pats-slaptazodis',
        confirmPassword: 'tas-pats-slaptazodis',
      }),
    ).toEqual([{ path: ['newPassword'], message: 'Naujas slaptažodis turi skirtis nuo dabartinio' }]);
  });
});

describe('password reset and e-mail confirmation bodies', () => {
  const code = 'a'.repeat(43);

  it('accepts a reset with the same password twice', () => {
    expect(v.safeParse(ResetPasswordSchema, { code, password: 'Naujas123!', passwordConfirmation: 'Naujas123!' }).success).toBe(true);
  });
  it("says 'Slaptažodžiai nesutampa' at passwordConfirmation when they differ", () => {
    expect(errorsOf(ResetPasswordSchema, { code, password: 'Naujas123!', passwordConfirmation: 'Kitas123!' })).toEqual([{ path: ['passwordConfirmation'], message: 'Slaptažodžiai nesutampa' }]);
  });
  it('refuses a malformed code and a short password, all at once', () => {
    expect(errorsOf(ResetPasswordSchema, { code: 'x; drop table', password: 'trumpas', passwordConfirmation: 'trumpas' })).toEqual([
      { path: ['code'], message: 'Nuoroda neteisinga arba nebegalioja. Paprašykite naujos.' },
      { path: ['password'], message: 'Slaptažodis turi būti bent 8 simbolių' },
    ]);
  });
  it('checks the e-mail of forgot-password and the confirmation code', () => {
    expect(errorsOf(ForgotPasswordSchema, { email: 'ne-adresas' })).toEqual([{ path: ['email'], message: 'Blogai įvestas el. paštas' }]);
    expect(v.safeParse(ForgotPasswordSchema, { email: 'ieva@pavyzdys.lt' }).success).toBe(true);
    expect(v.safeParse(EmailConfirmationQuerySchema, { confirmation: code }).success).toBe(true);
    expect(errorsOf(EmailConfirmationQuerySchema, { confirmation: '' })).toEqual([
      { path: ['confirmation'], message: 'Patvirtinimo nuoroda neteisinga arba nebegalioja. Paprašykite naujos.' },
    ]);
  });
  it("the portal's reset form: the same password rules without the code, every error at once", () => {
    expect(v.safeParse(ResetPasswordFormSchema, { password: 'Naujas123!', passwordConfirmation: 'Naujas123!' }).success).toBe(true);
    expect(errorsOf(ResetPasswordFormSchema, { password: 'Naujas123!', passwordConfirmation: 'Naujas124!' })).toEqual([
      { path: ['passwordConfirmation'], message: 'Slaptažodžiai nesutampa' },
    ]);
    expect(errorsOf(ResetPasswordFormSchema, { password: '', passwordConfirmation: '' })).toEqual([
      { path: ['password'], message: 'Slaptažodis yra privalomas' },
      { path: ['passwordConfirmation'], message: 'Slaptažodžiai nesutampa' },
    ]);
    expect(errorsOf(ResetPasswordFormSchema, { password: 'trumpas', passwordConfirmation: 'trumpas' })).toEqual([
      { path: ['password'], message: 'Slaptažodis turi būti bent 8 simbolių' },
    ]);
  });
});
