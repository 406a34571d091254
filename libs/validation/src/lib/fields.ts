/**
 * The building blocks every schema of this lib is made of. Each rule is written once here.
 *
 * The same schema parses what a form holds (typed values: strings from inputs, booleans from
 * checkboxes, numbers, arrays) and what a multipart body or a query string carries (only
 * strings, repeated fields as arrays), and outputs typed values. So every field:
 * - treats `undefined`, `null`, `''`, whitespace and `NaN` as "not given";
 * - trims text;
 * - reads numbers from numbers or numeric strings ("1 500", "6,5"), booleans from booleans or
 *   "true"/"false"/"1"/"0"/"on"/"off";
 * - reports Lithuanian messages at the field's own path.
 *
 * No DOM and no Node APIs: this runs in the browser and on the server.
 */
import * as v from 'valibot';
import { MONEY_MAX, PASSWORD_MIN_LENGTH, PHONE_PREFIX, TERM_SLIDER } from '@ratai/domain';
import * as m from './messages';
import { isValidPersonalCode } from './personal-code';

// ---------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------

/**
 * Maximum lengths of free text, so the API can rely on them against huge strings.
 * The spec gives none; these are ours (README).
 */
export const TEXT_MAX = {
  /** First name, surname, city, certificate and licence numbers. */
  short: 100,
  /** Company name, a guarantor's "name surname", address, source of income, e-mail subject. */
  medium: 200,
  /** Listing description. */
  description: 5000,
  /** RFC 5321 path limit. */
  email: 254,
  /** Room for any passphrase, yet cheap to hash. */
  password: 128,
  /** Links. */
  url: 2000,
  /** Slugs of makes, models, partners. */
  slug: 100,
  /** reCAPTCHA tokens (about 2 kB in practice). */
  token: 4000,
  /** JSON text fields (application metadata). */
  json: 4000,
} as const;

/** Largest id a PostgreSQL `integer` column holds: a larger one is refused here, not by SQL. */
export const MAX_ID = 2147483647;

// ---------------------------------------------------------------------------
// Cross-field rules
// ---------------------------------------------------------------------------

/**
 * Lets a schema's object-level rules (conditional sections, "confirmation equals password",
 * image counts) run even when a field already failed and the caller asked valibot to stop
 * pipes early. react-hook-form's valibot resolver does ask that (abortPipeEarly unless
 * criteriaMode is 'all'); without this, such errors would show only on a second submit.
 * Wrap every schema whose pipe has rules after its object.
 */
export function allErrorsAtOnce<TSchema extends v.GenericSchema>(schema: TSchema): TSchema {
  return v.config(schema, { abortPipeEarly: false });
}

// ---------------------------------------------------------------------------
// Reading raw input
// ---------------------------------------------------------------------------

/** What reading a raw input gives: nothing, something unreadable, or a typed value. */
export type ReadResult<T> = { status: 'blank' } | { status: 'invalid' } | { status: 'ok'; value: T };

const BLANK = { status: 'blank' } as const;
const INVALID = { status: 'invalid' } as const;

const NUMBER_PATTERN = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * Reads a number from a form value or a string: spaces (also the no-break ones lt-LT
 * formatting puts in "999 999") are dropped and a decimal comma is read as a point.
 * `NaN` (an empty `<input type="number">` read with valueAsNumber) is blank, like `''`.
 *
 * @example readNumber('6,5')   // { status: 'ok', value: 6.5 }
 * @example readNumber('')      // { status: 'blank' }
 * @example readNumber('abc')   // { status: 'invalid' }
 */
export function readNumber(input: unknown): ReadResult<number> {
  if (input === undefined || input === null) return BLANK;
  if (typeof input === 'number') {
    if (Number.isNaN(input)) return BLANK;
    return Number.isFinite(input) ? { status: 'ok', value: input } : INVALID;
  }
  if (typeof input !== 'string') return INVALID;
  const compact = input.replace(/\s/g, '');
  if (compact === '') return BLANK;
  const normalised = compact.replace(',', '.');
  return NUMBER_PATTERN.test(normalised) ? { status: 'ok', value: Number(normalised) } : INVALID;
}

const TRUE_WORDS = new Set(['true', '1', 'on', 'yes']);
const FALSE_WORDS = new Set(['false', '0', 'off', 'no']);

/**
 * Reads a boolean from a checkbox (`true`/`false`), a multipart or query value
 * ("true"/"false"/"1"/"0", "on" as an HTML checkbox sends it) or a 1/0 number.
 *
 * @example readBoolean('true') // { status: 'ok', value: true }
 * @example readBoolean('')     // { status: 'blank' }
 */
export function readBoolean(input: unknown): ReadResult<boolean> {
  if (input === undefined || input === null) return BLANK;
  if (typeof input === 'boolean') return { status: 'ok', value: input };
  if (input === 1 || input === 0) return { status: 'ok', value: input === 1 };
  if (typeof input !== 'string') return INVALID;
  const word = input.trim().toLowerCase();
  if (word === '') return BLANK;
  if (TRUE_WORDS.has(word)) return { status: 'ok', value: true };
  if (FALSE_WORDS.has(word)) return { status: 'ok', value: false };
  return INVALID;
}

/** What to do with a blank value: report `required`, or use `default`. */
type BlankRule<TDefault> = { required: string } | { default: TDefault };

/**
 * A field whose raw input `read` turns into a value, then `check` judges. The input is
 * declared as `TInput` for typing, but anything is read safely, so a wrong-typed JSON value
 * gets `invalidMessage` rather than a crash. Missing keys are read as blank (the `null`
 * default makes valibot run the field even when the key is absent).
 */
function readField<TInput, TValue, TDefault>(
  read: (input: unknown) => ReadResult<TValue>,
  blank: BlankRule<TDefault>,
  invalidMessage: string,
  check: (value: TValue) => string | undefined = () => undefined,
) {
  return v.pipe(
    v.optional(
      v.custom<TInput | null>(() => true),
      null,
    ),
    v.rawTransform<TInput | null, TValue | TDefault>(({ dataset, addIssue, NEVER }) => {
      const result = read(dataset.value);
      if (result.status === 'blank') {
        if ('default' in blank) return blank.default;
        addIssue({ message: blank.required });
        return NEVER;
      }
      if (result.status === 'invalid') {
        addIssue({ message: invalidMessage });
        return NEVER;
      }
      const message = check(result.value);
      if (message !== undefined) {
        addIssue({ message });
        return NEVER;
      }
      return result.value;
    }),
  );
}

// ---------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------

/** A bound fixed now, or read at validation time (e.g. the current year). */
export type Bound = number | (() => number);

/** The rules of a numeric field. */
export interface NumberRules {
  min?: Bound;
  max?: Bound;
  integer?: boolean;
  /** Allowed values are `min + k × step` (the sliders: term by 2, price by 500). */
  step?: number;
  /** Message for text that is not a number; 'Įveskite skaičių' unless given. */
  invalidMessage?: string;
  /**
   * One message for every failure (text, range, step) instead of the generic ones: for
   * selects, where "Įveskite skaičių" would make no sense to the user.
   */
  message?: string;
}

function invalidNumberMessage(rules: NumberRules): string {
  return rules.message ?? rules.invalidMessage ?? m.ENTER_NUMBER;
}

function resolveBound(bound: Bound | undefined): number | undefined {
  return typeof bound === 'function' ? bound() : bound;
}

/**
 * The message a number breaks `rules` with, or `undefined` when it keeps them. Checked in
 * order: whole number, minimum, maximum, step.
 */
export function numberRuleViolation(value: number, rules: NumberRules): string | undefined {
  if (rules.integer && !Number.isInteger(value)) return rules.message ?? m.ENTER_INTEGER;
  const min = resolveBound(rules.min);
  if (min !== undefined && value < min) return rules.message ?? m.minValueMessage(min);
  const max = resolveBound(rules.max);
  if (max !== undefined && value > max) return rules.message ?? m.maxValueMessage(max);
  if (rules.step !== undefined) {
    const steps = (value - (min ?? 0)) / rules.step;
    if (Math.abs(steps - Math.round(steps)) > 1e-9) return rules.message ?? m.stepMessage(rules.step);
  }
  return undefined;
}

/** What a numeric field accepts: a number, or the string a form or multipart field holds. */
export type NumberInput = number | string | null | undefined;

/**
 * A required number. Blank (missing, `''`, `NaN`) → `requiredMessage`; text such as "abc" →
 * 'Įveskite skaičių'; then the range rules. Outputs a number.
 *
 * @example numberFromInput(REQUIRED, { min: 1, max: MONEY_MAX })
 */
export function numberFromInput(requiredMessage: string, rules: NumberRules = {}) {
  return readField<NumberInput, number, never>(
    readNumber,
    { required: requiredMessage },
    invalidNumberMessage(rules),
    (value) => numberRuleViolation(value, rules),
  );
}

/** An optional number: blank → `undefined`; otherwise as {@link numberFromInput}. */
export function optionalNumberFromInput(rules: NumberRules = {}) {
  return readField<NumberInput, number, undefined>(
    readNumber,
    { default: undefined },
    invalidNumberMessage(rules),
    (value) => numberRuleViolation(value, rules),
  );
}

/** An optional number with a default: blank → `defaultValue`; otherwise as {@link numberFromInput}. */
export function numberWithDefault(defaultValue: number, rules: NumberRules = {}) {
  return readField<NumberInput, number, number>(
    readNumber,
    { default: defaultValue },
    invalidNumberMessage(rules),
    (value) => numberRuleViolation(value, rules),
  );
}

/**
 * A required database id chosen from a list (make, model): a positive integer given as a
 * number or a numeric string. Blank → `requiredMessage`, anything else wrong → `invalidMessage`.
 */
export function idField(requiredMessage: string, invalidMessage: string = requiredMessage) {
  return numberFromInput(requiredMessage, { integer: true, min: 1, max: MAX_ID, message: invalidMessage });
}

/** An optional database id: blank → `undefined`; anything else must be a positive integer. */
export function optionalIdField(message: string = m.INVALID_VALUE) {
  return optionalNumberFromInput({ integer: true, min: 1, max: MAX_ID, message });
}

/**
 * A required pair `[from, to]` (the car request's price slider), each read as a number and
 * held to `rules`, with from ≤ to. Every problem is reported at the field itself, since the
 * slider is one control: blank, a missing end or text → `requiredMessage`; then the range
 * rules; then 'Reikšmė „nuo“ negali būti didesnė už reikšmę „iki“'.
 */
export function numberRange(requiredMessage: string, rules: NumberRules = {}) {
  return v.pipe(
    v.optional(
      v.custom<readonly NumberInput[] | null>(() => true),
      null,
    ),
    v.rawTransform<readonly NumberInput[] | null, [number, number]>(({ dataset, addIssue, NEVER }) => {
      const raw: unknown = dataset.value;
      const ends = (Array.isArray(raw) ? raw : []).map(readNumber);
      const [from, to] = ends;
      if (ends.length !== 2 || from.status !== 'ok' || to.status !== 'ok') {
        addIssue({ message: requiredMessage });
        return NEVER;
      }
      const message =
        numberRuleViolation(from.value, rules) ??
        numberRuleViolation(to.value, rules) ??
        (from.value > to.value ? m.RANGE_REVERSED : undefined);
      if (message !== undefined) {
        addIssue({ message });
        return NEVER;
      }
      return [from.value, to.value];
    }),
  );
}

// ---------------------------------------------------------------------------
// Pricing fields shared by the calculators and the application
// ---------------------------------------------------------------------------

/**
 * The rental term in months: a required whole number within the term slider (12–60). With
 * `onSlider`, also on the slider's step of 2 (the calculators); the application accepts any
 * month in range, since the payment table (§9) has odd terms too.
 */
export function termField(options: { onSlider?: boolean } = {}) {
  return numberFromInput(m.REQUIRED, {
    integer: true,
    min: TERM_SLIDER.min,
    max: TERM_SLIDER.max,
    step: options.onSlider ? TERM_SLIDER.step : undefined,
  });
}

/** The estimated monthly payment in euros: required, 1–999999 (§5). */
export function monthlyPaymentField() {
  return numberFromInput(m.REQUIRED, { min: 1, max: MONEY_MAX });
}

// ---------------------------------------------------------------------------
// Booleans
// ---------------------------------------------------------------------------

/** What a boolean field accepts: a checkbox's boolean, or its multipart/query string. */
export type BooleanInput = boolean | string | null | undefined;

/** An optional boolean: blank → `defaultValue` (false unless given). */
export function booleanFromInput(defaultValue = false) {
  return readField<BooleanInput, boolean, boolean>(readBoolean, { default: defaultValue }, m.INVALID_VALUE);
}

/** An optional boolean that stays `undefined` when blank (a filter that is not set). */
export function optionalBooleanFromInput() {
  return readField<BooleanInput, boolean, undefined>(readBoolean, { default: undefined }, m.INVALID_VALUE);
}

/** A required yes/no answer (e.g. "has a guarantor"): blank → `requiredMessage`. */
export function requiredBoolean(requiredMessage: string) {
  return readField<BooleanInput, boolean, never>(readBoolean, { required: requiredMessage }, m.INVALID_VALUE);
}

/**
 * A consent box that must be ticked: anything but true (missing, false, "false") → `message`.
 * Outputs the literal `true`.
 */
export function mustBeTrue(message: string) {
  return v.pipe(
    readField<BooleanInput, boolean, boolean>(readBoolean, { default: false }, message),
    v.literal(true, message),
  );
}

// ---------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------

/** A rule that judges a trimmed, non-empty string (and may normalise it). */
export type StringRule = v.GenericSchema<string, unknown>;

/** What a text field accepts. */
export type TextInput = string | null | undefined;

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSAFE_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string holds a character no form can send and no database text column can keep: NUL
 * (U+0000) or a lone UTF-16 surrogate. Such text is refused with 'Tekste yra neleistinų simbolių'.
 *
 * @example hasUnsafeCharacters('Jonas\u0000') // true
 * @example hasUnsafeCharacters('Žirgas 🚗')    // false
 */
export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE_CHARACTER.test(value);
}

/** Rule: no NUL and no lone surrogate (see {@link hasUnsafeCharacters}). */
const safeCharacters = v.check((value: string) => !hasUnsafeCharacters(value), m.UNSAFE_TEXT);

/**
 * The paths of every string (values and keys) inside `input` that has unsafe characters, at most
 * `limit` of them: the API refuses a whole request with these before any schema reads it, so text
 * in fields a schema passes through untouched (JSON metadata) is covered too.
 *
 * @example findUnsafeText({ a: ['x', 'y\u0000'] }) // [['a', '1']]
 */
export function findUnsafeText(input: unknown, limit = 20): string[][] {
  const found: string[][] = [];
  const visit = (value: unknown, path: string[], depth: number): void => {
    if (found.length >= limit) return;
    if (typeof value === 'string') {
      if (hasUnsafeCharacters(value)) found.push(path);
      return;
    }
    if (depth > 20 || typeof value !== 'object' || value === null) return;
    for (const [key, item] of Object.entries(value)) {
      if (hasUnsafeCharacters(key)) found.push(path);
      else visit(item, [...path, key], depth + 1);
    }
  };
  visit(input, [], 0);
  return found;
}

/**
 * Raw text → trimmed string, `''` when missing or null. `isBlank` lets a field count more as
 * empty, e.g. a phone field holding just its "+370" prefix.
 */
function text(isBlank?: (trimmed: string) => boolean) {
  return v.pipe(
    v.optional(v.nullable(v.pipe(v.string(m.INVALID_VALUE), safeCharacters)), ''),
    v.transform((value: string | null): string => {
      const trimmed = (value ?? '').trim();
      return isBlank?.(trimmed) ? '' : trimmed;
    }),
  );
}

/** A required text field: blank → `requiredMessage`, otherwise `rule` judges it. */
export function requiredText<TRule extends StringRule>(
  requiredMessage: string,
  rule: TRule,
  isBlank?: (trimmed: string) => boolean,
) {
  return v.pipe(text(isBlank), v.nonEmpty(requiredMessage), rule);
}

/** An optional text field: blank → `undefined`, otherwise `rule` judges it. */
export function optionalText<TRule extends StringRule>(rule: TRule, isBlank?: (trimmed: string) => boolean) {
  return v.pipe(
    text(isBlank),
    v.transform((value: string) => (value === '' ? undefined : value)),
    v.optional(rule),
  );
}

/** Rule: at most `max` characters. */
export function maxLengthRule(max: number) {
  return v.pipe(v.string(), v.maxLength(max, m.tooLongMessage(max)));
}

/** A required, trimmed text of at most `max` characters. */
export function requiredString(requiredMessage: string, max: number) {
  return requiredText(requiredMessage, maxLengthRule(max));
}

/** An optional, trimmed text of at most `max` characters; blank → `undefined`. */
export function optionalString(max: number) {
  return optionalText(maxLengthRule(max));
}

/**
 * A required password. Never trimmed (spaces are part of a password); blank → `requiredMessage`;
 * longer than 128 → 'Slaptažodis turi būti ne ilgesnis nei 128 simbolių'; with `checkMinLength`
 * (registration, new passwords) shorter than 8 → 'Slaptažodis turi būti bent 8 simbolių'.
 * Login does not check the minimum: it must not tell anything about existing passwords.
 */
export function password(requiredMessage: string, options: { checkMinLength?: boolean } = {}) {
  const lengthRules = options.checkMinLength
    ? v.pipe(
        v.string(),
        v.minLength(PASSWORD_MIN_LENGTH, m.PASSWORD_TOO_SHORT),
        v.maxLength(TEXT_MAX.password, m.passwordTooLongMessage(TEXT_MAX.password)),
      )
    : v.pipe(v.string(), v.maxLength(TEXT_MAX.password, m.passwordTooLongMessage(TEXT_MAX.password)));
  return v.pipe(
    v.optional(v.nullable(v.pipe(v.string(m.INVALID_VALUE), safeCharacters)), ''),
    v.transform((value: string | null): string => value ?? ''),
    v.nonEmpty(requiredMessage),
    lengthRules,
  );
}

// ---------------------------------------------------------------------------
// Formats
// ---------------------------------------------------------------------------

/** Rule: an e-mail address of at most 254 characters. */
export function emailRule(invalidMessage: string) {
  return v.pipe(v.string(), v.maxLength(TEXT_MAX.email, m.tooLongMessage(TEXT_MAX.email)), v.email(invalidMessage));
}

/** A required e-mail: blank → `requiredMessage`, malformed → `invalidMessage`. Trimmed, case kept. */
export function email(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage, emailRule(invalidMessage));
}

/** An optional e-mail: blank → `undefined`, malformed → `invalidMessage`. */
export function optionalEmail(invalidMessage: string) {
  return optionalText(emailRule(invalidMessage));
}

const PHONE_PATTERNS = [/^\+370(\d{8})$/, /^00370(\d{8})$/, /^370(\d{8})$/, /^8(\d{8})$/];

/**
 * Normalises a Lithuanian phone number to `+370XXXXXXXX` (8 digits after +370). Accepts
 * spaces, dashes, dots and brackets, and the prefixes +370, 00370, 370 or the national 8.
 * Returns `undefined` for anything else.
 *
 * @example normalisePhoneLt('8 612 34567')  // '+37061234567'
 * @example normalisePhoneLt('+370 612 345') // undefined
 */
export function normalisePhoneLt(input: string): string | undefined {
  const compact = input.replace(/[\s\-.()]/g, '');
  for (const pattern of PHONE_PATTERNS) {
    const match = pattern.exec(compact);
    if (match) return `${PHONE_PREFIX}${match[1]}`;
  }
  return undefined;
}

/** The form's default phone value is the bare prefix; on its own it means "not given". */
function isBarePhonePrefix(trimmed: string): boolean {
  return trimmed.replace(/\s/g, '') === PHONE_PREFIX;
}

/** Rule: a Lithuanian phone number, output as `+370XXXXXXXX`. */
export const phoneRule = v.pipe(
  v.string(),
  v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
    const normalised = normalisePhoneLt(dataset.value);
    if (normalised !== undefined) return normalised;
    addIssue({ message: m.INVALID_PHONE });
    return NEVER;
  }),
);

/**
 * A required Lithuanian phone number: blank or just "+370" → `requiredMessage`; otherwise
 * normalised to `+370XXXXXXXX` or 'Įveskite telefono numerį formatu +370XXXXXXXX'.
 */
export function phoneLt(requiredMessage: string) {
  return requiredText(requiredMessage, phoneRule, isBarePhonePrefix);
}

/** Rule: 11 digits with a valid date and check digit (see parsePersonalCode). */
export const personalCodeRule = v.pipe(v.string(), v.check(isValidPersonalCode, m.INVALID_PERSONAL_CODE));

/** A required Lithuanian personal code: blank → `requiredMessage`, invalid → 'Neteisingas asmens kodas'. */
export function personalCode(requiredMessage: string) {
  return requiredText(requiredMessage, personalCodeRule);
}

/** Drops every whitespace character: codes are often typed in groups. */
const removeSpaces = v.transform((value: string) => value.replace(/\s/g, ''));

/** Rule: a Lithuanian company code, 9 digits (spaces dropped). */
export const companyCodeRule = v.pipe(v.string(), removeSpaces, v.regex(/^\d{9}$/, m.INVALID_COMPANY_CODE));

/** A required company code: blank → `requiredMessage`, otherwise 9 digits. */
export function companyCode(requiredMessage: string) {
  return requiredText(requiredMessage, companyCodeRule);
}

/** Rule: a Lithuanian VAT number, "LT" + 9 or 12 digits (spaces dropped, upper-cased). */
export const vatNumberRule = v.pipe(
  v.string(),
  removeSpaces,
  v.toUpperCase(),
  v.regex(/^LT(?:\d{9}|\d{12})$/, m.INVALID_VAT_NUMBER),
);

/** Rule: a slug, lower-case letters, digits and single hyphens (lower-cased first). */
export function slugRule(message: string = m.INVALID_VALUE) {
  return v.pipe(
    v.string(),
    v.toLowerCase(),
    v.maxLength(TEXT_MAX.slug, m.tooLongMessage(TEXT_MAX.slug)),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message),
  );
}

/** An optional slug; blank → `undefined`. */
export function optionalSlug(message: string = m.INVALID_VALUE) {
  return optionalText(slugRule(message));
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Rule: an absolute http(s) link of at most 2000 characters. */
export const httpUrlRule = v.pipe(
  v.string(),
  v.maxLength(TEXT_MAX.url, m.tooLongMessage(TEXT_MAX.url)),
  v.check(isHttpUrl, m.INVALID_URL),
);

// ---------------------------------------------------------------------------
// Choices and lists
// ---------------------------------------------------------------------------

/**
 * A required choice among `values` (a domain enum): blank → `requiredMessage`, an unknown
 * value → `invalidMessage` (the same unless given).
 *
 * @example picklistField(GEARBOXES, LISTING_REQUIRED, INVALID_VALUE)
 */
export function picklistField<const TValues extends readonly string[]>(
  values: TValues,
  requiredMessage: string,
  invalidMessage: string = requiredMessage,
) {
  return requiredText(requiredMessage, v.picklist(values, invalidMessage));
}

/** An optional choice among `values`: blank → `undefined`, unknown → `message`. */
export function optionalPicklist<const TValues extends readonly string[]>(values: TValues, message: string) {
  return optionalText(v.picklist(values, message));
}

/** What a list field accepts: one value, several (repeated multipart/query fields), or none. */
export type ListInput<TItem> = TItem | readonly TItem[] | null | undefined;

/**
 * A list read from one value, an array, or a comma-separated string ("petrol,diesel"), each
 * item read by `read`. Blank items are skipped, duplicates dropped; blank → `[]`. Any
 * unreadable item, or more than `maxItems`, → `message` on the list itself (a form shows a
 * list's error at the field, not at an index).
 */
function listField<TItem, TValue>(
  read: (item: unknown) => ReadResult<TValue>,
  message: string,
  maxItems: number,
) {
  return v.pipe(
    v.optional(
      v.custom<ListInput<TItem>>(() => true),
      null,
    ),
    v.rawTransform<ListInput<TItem>, TValue[]>(({ dataset, addIssue, NEVER }) => {
      const raw = dataset.value;
      const items = raw === null || raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      const values: TValue[] = [];
      for (const item of items.flatMap((each: unknown) => (typeof each === 'string' ? each.split(',') : [each]))) {
        const result = read(item);
        if (result.status === 'blank') continue;
        if (result.status === 'invalid') {
          addIssue({ message });
          return NEVER;
        }
        if (!values.includes(result.value)) values.push(result.value);
      }
      if (values.length > maxItems) {
        addIssue({ message });
        return NEVER;
      }
      return values;
    }),
  );
}

function readChoice<TValue extends string>(values: readonly TValue[]) {
  return (input: unknown): ReadResult<TValue> => {
    if (input === undefined || input === null) return BLANK;
    if (typeof input !== 'string') return INVALID;
    const trimmed = input.trim();
    if (trimmed === '') return BLANK;
    return (values as readonly string[]).includes(trimmed) ? { status: 'ok', value: trimmed as TValue } : INVALID;
  };
}

/**
 * Any number of choices among `values` (the search filter's fuel types and gearboxes);
 * blank → `[]`, an unknown value → `message`.
 */
export function picklistList<const TValue extends string>(values: readonly TValue[], message: string) {
  return listField<string, TValue>(readChoice(values), message, values.length);
}

function readId(input: unknown): ReadResult<number> {
  const result = readNumber(input);
  if (result.status !== 'ok') return result;
  return Number.isInteger(result.value) && result.value >= 1 && result.value <= MAX_ID ? result : INVALID;
}

/** A list of database ids (the listing's features, kept images); blank → `[]`. */
export function idList(message: string = m.INVALID_VALUE, maxItems = 200) {
  return listField<number | string, number>(readId, message, maxItems);
}
