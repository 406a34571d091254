/**
 * Login, registration and password change (spec §5 "Login and registration", §3
 * "Authentication payloads", §7 POST /auth/local and /auth/local/register).
 */
import * as v from 'valibot';
import {
  TEXT_MAX,
  allErrorsAtOnce,
  booleanFromInput,
  email,
  mustBeTrue,
  password,
  requiredString,
} from './fields';
import * as m from './messages';

/** Login identifier: the e-mail, required but not format-checked (an old address still logs in). */
const loginIdentifier = requiredString(m.LOGIN_EMAIL_REQUIRED, TEXT_MAX.email);

/**
 * The login form: email 'El. pašto adresas yra privalomas', password 'Slaptažodis yra
 * privalomas'. No minimum length here: login must not hint at password rules.
 */
export const LoginSchema = v.object(
  {
    email: loginIdentifier,
    password: password(m.PASSWORD_REQUIRED),
  },
  m.INVALID_DATA,
);
/** Input of {@link LoginSchema}. */
export type LoginInput = v.InferInput<typeof LoginSchema>;
/** Output of {@link LoginSchema}. */
export type LoginOutput = v.InferOutput<typeof LoginSchema>;

/** The body of POST /auth/local: identifier (the e-mail) and password, with the login messages. */
export const LoginRequestSchema = v.object(
  {
    identifier: loginIdentifier,
    password: password(m.PASSWORD_REQUIRED),
  },
  m.INVALID_DATA,
);
/** Input of {@link LoginRequestSchema}. */
export type LoginRequestInput = v.InferInput<typeof LoginRequestSchema>;
/** Output of {@link LoginRequestSchema}. */
export type LoginRequestOutput = v.InferOutput<typeof LoginRequestSchema>;

/**
 * The registration form: email required and valid ('Blogai įvestas el. paštas' for both),
 * password required ('Slaptažodis yra privalomas') and at least 8 characters ('Slaptažodis turi
 * būti bent 8 simbolių'), confirmPassword required and equal ('Slaptažodžiai nesutampa', at
 * confirmPassword). Turn the output into the API body with {@link toRegisterRequest}.
 */
export const RegistrationSchema = allErrorsAtOnce(
  v.pipe(
    v.object(
      {
        email: email(m.PROFILE_EMAIL, m.PROFILE_EMAIL),
        password: password(m.PASSWORD_REQUIRED, { checkMinLength: true }),
        confirmPassword: password(m.PASSWORDS_DIFFER),
      },
      m.INVALID_DATA,
    ),
    v.forward(
      v.partialCheck(
        [['password'], ['confirmPassword']],
        (input) => input.confirmPassword === input.password,
        m.PASSWORDS_DIFFER,
      ),
      ['confirmPassword'],
    ),
  ),
);
/** Input of {@link RegistrationSchema}. */
export type RegistrationInput = v.InferInput<typeof RegistrationSchema>;
/** Output of {@link RegistrationSchema}. */
export type RegistrationOutput = v.InferOutput<typeof RegistrationSchema>;

/**
 * The body of POST /auth/local/register: identifier, email, username, password, termsAgreed,
 * marketingAgreed. identifier and username must equal email exactly (the product logs in by
 * e-mail; §3 "all set to the email"), else 'Turi sutapti su el. pašto adresu' at that field.
 * The form's confirmPassword is not part of it.
 */
export const RegisterRequestSchema = allErrorsAtOnce(
  v.pipe(
    v.object(
      {
        identifier: requiredString(m.PROFILE_EMAIL, TEXT_MAX.email),
        email: email(m.PROFILE_EMAIL, m.PROFILE_EMAIL),
        username: requiredString(m.PROFILE_EMAIL, TEXT_MAX.email),
        password: password(m.PASSWORD_REQUIRED, { checkMinLength: true }),
        termsAgreed: mustBeTrue(m.TERMS_REQUIRED),
        marketingAgreed: booleanFromInput(false),
      },
      m.INVALID_DATA,
    ),
    v.forward(
      v.partialCheck([['identifier'], ['email']], (input) => input.identifier === input.email, m.IDENTIFIER_MISMATCH),
      ['identifier'],
    ),
    v.forward(
      v.partialCheck([['username'], ['email']], (input) => input.username === input.email, m.IDENTIFIER_MISMATCH),
      ['username'],
    ),
  ),
);
/** Input of {@link RegisterRequestSchema}. */
export type RegisterRequestInput = v.InferInput<typeof RegisterRequestSchema>;
/** Output of {@link RegisterRequestSchema}. */
export type RegisterRequestOutput = v.InferOutput<typeof RegisterRequestSchema>;

/**
 * The API body for a validated registration form: identifier, email and username all carry
 * the e-mail; termsAgreed and marketingAgreed are true, as the current form sends them (§3).
 */
export function toRegisterRequest(form: RegistrationOutput): RegisterRequestOutput {
  return {
    identifier: form.email,
    email: form.email,
    username: form.email,
    password: form.password,
    termsAgreed: true,
    marketingAgreed: true,
  };
}

/**
 * The settings page's password change: currentPassword required; newPassword required, at
 * least 8 characters and different from the current one ('Naujas slaptažodis turi skirtis nuo
 * dabartinio'); confirmPassword equal to newPassword ('Slaptažodžiai nesutampa').
 */
export const ChangePasswordSchema = allErrorsAtOnce(
  v.pipe(
    v.object(
      {
        currentPassword: password(m.PASSWORD_REQUIRED),
        newPassword: password(m.PASSWORD_REQUIRED, { checkMinLength: true }),
        confirmPassword: password(m.PASSWORDS_DIFFER),
      },
      m.INVALID_DATA,
    ),
    v.forward(
      v.partialCheck(
        [['currentPassword'], ['newPassword']],
        (input) => input.newPassword !== input.currentPassword,
        m.NEW_PASSWORD_SAME,
      ),
      ['newPassword'],
    ),
    v.forward(
      v.partialCheck(
        [['newPassword'], ['confirmPassword']],
        (input) => input.confirmPassword === input.newPassword,
        m.PASSWORDS_DIFFER,
      ),
      ['confirmPassword'],
    ),
  ),
);
/** Input of {@link ChangePasswordSchema}. */
export type ChangePasswordInput = v.InferInput<typeof ChangePasswordSchema>;
/** Output of {@link ChangePasswordSchema}. */
export type ChangePasswordOutput = v.InferOutput<typeof ChangePasswordSchema>;

/** A one-time code from an e-mail link: 20–200 URL-safe characters (ours are 43). */
const oneTimeCode = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(20, message), v.maxLength(200, message), v.regex(/^[A-Za-z0-9_-]+$/, message));

/**
 * POST /auth/forgot-password `{ email }` (Strapi's users-permissions name): the e-mail, required
 * and valid ('Blogai įvestas el. paštas').
 */
export const ForgotPasswordSchema = v.object({ email: email(m.PROFILE_EMAIL, m.PROFILE_EMAIL) }, m.INVALID_DATA);
/** Output of {@link ForgotPasswordSchema}. */
export type ForgotPasswordOutput = v.InferOutput<typeof ForgotPasswordSchema>;

/** POST /auth/send-email-confirmation `{ email }`: as {@link ForgotPasswordSchema}. */
export const SendEmailConfirmationSchema = ForgotPasswordSchema;

/** The new password and its repetition, as registration checks them (the form and the API body share it). */
const newPasswordPair = {
  password: password(m.PASSWORD_REQUIRED, { checkMinLength: true }),
  passwordConfirmation: password(m.PASSWORDS_DIFFER),
};
/**
 * POST /auth/reset-password `{ code, password, passwordConfirmation }`: the code from the e-mail
 * ('Nuoroda neteisinga arba nebegalioja. Paprašykite naujos.'), a new password of at least 8
 * characters, and the same password again ('Slaptažodžiai nesutampa', at passwordConfirmation).
 */
export const ResetPasswordSchema = allErrorsAtOnce(
  v.pipe(
    v.object({ code: oneTimeCode(m.RESET_CODE_INVALID), ...newPasswordPair }, m.INVALID_DATA),
    v.forward(
      v.partialCheck([['password'], ['passwordConfirmation']], (input) => input.passwordConfirmation === input.password, m.PASSWORDS_DIFFER),
      ['passwordConfirmation'],
    ),
  ),
);
/** Output of {@link ResetPasswordSchema}. */
export type ResetPasswordOutput = v.InferOutput<typeof ResetPasswordSchema>;

/**
 * The portal's reset form ('Slaptažodis', 'Pakartokite slaptažodį'): the rules of
 * {@link ResetPasswordSchema} without the code, which comes from the link (`?code=`).
 */
export const ResetPasswordFormSchema = allErrorsAtOnce(
  v.pipe(
    v.object(newPasswordPair, m.INVALID_DATA),
    v.forward(
      v.partialCheck([['password'], ['passwordConfirmation']], (input) => input.passwordConfirmation === input.password, m.PASSWORDS_DIFFER),
      ['passwordConfirmation'],
    ),
  ),
);
/** Input of {@link ResetPasswordFormSchema}. */
export type ResetPasswordFormInput = v.InferInput<typeof ResetPasswordFormSchema>;
/** Output of {@link ResetPasswordFormSchema}. */
export type ResetPasswordFormOutput = v.InferOutput<typeof ResetPasswordFormSchema>;
/** Input of {@link ForgotPasswordSchema} (the portal's forgot-password form). */
export type ForgotPasswordInput = v.InferInput<typeof ForgotPasswordSchema>;

/** GET /auth/email-confirmation `?confirmation=…`: the code from the confirmation e-mail. */
export const EmailConfirmationQuerySchema = v.object({ confirmation: oneTimeCode(m.CONFIRMATION_INVALID) }, m.INVALID_DATA);
