/**
 * Every Lithuanian text this lib shows, in one place so it can be proofread at once.
 *
 * The first block is quoted exactly from the product spec (§5), diacritics and their absence
 * included: do not "fix" them. The second block is ours, for rules where the spec gives no
 * message (ranges, formats, lengths); the README lists them as decisions.
 */
import { PASSWORD_MIN_LENGTH, UPLOAD_ERRORS } from '@ratai/domain';

// ---------------------------------------------------------------------------
// Quoted from the spec (§5)
// ---------------------------------------------------------------------------

/** Rental application and lookup: a required field is empty. */
export const REQUIRED = 'Šis laukas yra privalomas';
/** Car upload/edit form, company and personal profiles: a required field is empty. */
export const LISTING_REQUIRED = 'Laukas yra privalomas';
/** A numeric field holds text. */
export const ENTER_NUMBER = 'Įveskite skaičių';
/** Rental application: applicant or guarantor e-mail is malformed. */
export const INVALID_EMAIL_APPLICATION = 'Neteisingas el. pašto formatas';
/** Rental application, calculators, car request and callback: the terms box is not ticked. */
export const TERMS_REQUIRED = 'Būtina sutikti su taisyklėmis';
/** Application lookup: more (or, on the server, other) than the last 4 digits. */
export const LOOKUP_LAST4 = 'Nurodykite paskutinius 4 skaičius';

/** Car request: no make chosen. */
export const CAR_REQUEST_MAKE_REQUIRED = 'Pasirinkite automobilio markę';
/** Car request: no model chosen. */
export const CAR_REQUEST_MODEL_REQUIRED = 'Pasirinkite automobilio modelį';
/** Car request: no model year. */
export const CAR_REQUEST_YEAR_REQUIRED = 'Įveskite automobilio gamybos metus';
/** Car request: no price range. */
export const CAR_REQUEST_PRICE_REQUIRED = 'Įveskite automobilio kainą';
/** Car request and callback: no phone number. */
export const PHONE_REQUIRED = 'Įveskite telefono numerį';
/** Car request: no e-mail. */
export const EMAIL_ADDRESS_REQUIRED = 'Įveskite el. pašto adresą';
/** Car request: malformed e-mail. */
export const INVALID_EMAIL_ADDRESS = 'Neteisingas el. pašto adresas';
/** Callback request: no name. */
export const NAME_REQUIRED = 'Įveskite savo vardą';

/** Profiles and registration: malformed (or, in registration, missing) e-mail. */
export const PROFILE_EMAIL = 'Blogai įvestas el. paštas';
/** Profiles: the service terms box is not ticked. */
export const TOS_REQUIRED = 'Turite sutikti su paslaugų teikimo sąlygomis';
/** Onboarding: no profile type chosen. */
export const PICK_ONE = 'Pasirinkite vieną iš variantų';

/** Login: no e-mail. */
export const LOGIN_EMAIL_REQUIRED = 'El. pašto adresas yra privalomas';
/** Login (and, our decision, registration and password change): no password. */
export const PASSWORD_REQUIRED = 'Slaptažodis yra privalomas';
/** Registration: password shorter than {@link PASSWORD_MIN_LENGTH}. */
export const PASSWORD_TOO_SHORT = `Slaptažodis turi būti bent ${PASSWORD_MIN_LENGTH} simbolių`;
/** Registration: the confirmation is empty or differs. */
export const PASSWORDS_DIFFER = 'Slaptažodžiai nesutampa';
/** A password-reset or e-mail confirmation link that is unknown, used or expired. */
export const RESET_CODE_INVALID = 'Nuoroda neteisinga arba nebegalioja. Paprašykite naujos.';
export const CONFIRMATION_INVALID = 'Patvirtinimo nuoroda neteisinga arba nebegalioja. Paprašykite naujos.';

/** File upload: not png/jpeg/jpg. */
export const UPLOAD_WRONG_TYPE = UPLOAD_ERRORS.wrongType;
/** File upload: above the size limit. */
export const UPLOAD_TOO_LARGE = UPLOAD_ERRORS.tooLarge;
/** File upload: above the count limit. */
export const UPLOAD_TOO_MANY = UPLOAD_ERRORS.tooMany;
/** File upload: anything else (e.g. not a file at all). */
export const UPLOAD_UNKNOWN = UPLOAD_ERRORS.unknown;

// ---------------------------------------------------------------------------
// Ours (the spec gives no message); listed in the README
// ---------------------------------------------------------------------------

/** A value of the wrong kind: an unknown option, a malformed slug, an object for a text. */
export const INVALID_VALUE = 'Neteisinga reikšmė';
/** The request body (or query) is not an object at all. */
export const INVALID_DATA = 'Neteisingi duomenys';
/** A whole number was expected. */
export const ENTER_INTEGER = 'Įveskite sveikąjį skaičių';
/** Personal code with a bad length, date or check digit (wording given by the issue). */
export const INVALID_PERSONAL_CODE = 'Neteisingas asmens kodas';
/** A phone number that is not a Lithuanian number. */
export const INVALID_PHONE = 'Įveskite telefono numerį formatu +370XXXXXXXX';
/** A company code that is not 9 digits. */
export const INVALID_COMPANY_CODE = 'Įmonės kodą sudaro 9 skaitmenys';
/** A VAT number that is not LT + 9 or 12 digits. */
export const INVALID_VAT_NUMBER = 'Neteisingas PVM mokėtojo kodas';
/** A VIN that is not 17 characters without I, O, Q. */
export const INVALID_VIN = 'Neteisingas VIN kodas';
/** A link that is not an http(s) address. */
export const INVALID_URL = 'Neteisingas nuorodos adresas';
/** An application id that is not a UUID. */
export const INVALID_APPLICATION_ID = 'Neteisingas paraiškos numeris';
/** A "from" value above its "to" (search filter years and prices, car request price). */
export const RANGE_REVERSED = 'Reikšmė „nuo“ negali būti didesnė už reikšmę „iki“';
/** Registration API body: identifier or username differs from the e-mail. */
export const IDENTIFIER_MISMATCH = 'Turi sutapti su el. pašto adresu';
/**
 * Text holding a NUL character (U+0000) or half of a UTF-16 surrogate pair: no keyboard types
 * these, PostgreSQL cannot store them, and they only arrive from scripts.
 */
export const UNSAFE_TEXT = 'Tekste yra neleistinų simbolių';
/** Password change: the new password equals the current one. */
export const NEW_PASSWORD_SAME = 'Naujas slaptažodis turi skirtis nuo dabartinio';

/**
 * Numbers inside messages: Lithuanian format, grouped only from 5 digits, so money reads
 * "999 999" (DESIGN.md: money via Intl.NumberFormat('lt-LT')) while a year stays "2026"
 * rather than the "2 026" plain lt-LT grouping gives.
 */
const numberFormat = new Intl.NumberFormat('lt-LT', { useGrouping: 'min2' });

/** Formats a number the way the messages show it (see {@link numberFormat}). */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** A number below its minimum. */
export function minValueMessage(min: number): string {
  return `Reikšmė turi būti ne mažesnė nei ${formatNumber(min)}`;
}

/** A number above its maximum. */
export function maxValueMessage(max: number): string {
  return `Reikšmė turi būti ne didesnė nei ${formatNumber(max)}`;
}

/** A number off its slider's step (term by 2, price by 500). */
export function stepMessage(step: number): string {
  return `Pasirinkite reikšmę žingsniu ${formatNumber(step)}`;
}

/** A text above its maximum length ("simb." avoids the numeral's case agreement). */
export function tooLongMessage(max: number): string {
  return `Per ilgas tekstas (daugiausia ${formatNumber(max)} simb.)`;
}

/** A text below its minimum length, phrased like {@link tooLongMessage}. */
export function tooShortMessage(min: number): string {
  return `Per trumpas tekstas (mažiausiai ${formatNumber(min)} simb.)`;
}

/** A password above its maximum length, phrased like {@link PASSWORD_TOO_SHORT}. */
export function passwordTooLongMessage(max: number): string {
  return `Slaptažodis turi būti ne ilgesnis nei ${max} simbolių`;
}

// ---------------------------------------------------------------------------
// Texts that are data, not errors
// ---------------------------------------------------------------------------

/**
 * Default subject of a callback request (§3: "default text marking a consumer conversion
 * request"); the e-mail to the team carries it so the request is counted as a conversion.
 */
export const CALLBACK_DEFAULT_SUBJECT = 'Vartotojo konversijos užklausa: skambučio užsakymas';
