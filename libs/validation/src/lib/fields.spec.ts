import * as v from 'valibot';
import { FUEL_TYPES } from '@ratai/domain';
import { validate } from './errors';
import {
  booleanFromInput,
  companyCode,
  findUnsafeText,
  hasUnsafeCharacters,
  email,
  idField,
  idList,
  mustBeTrue,
  normalisePhoneLt,
  numberFromInput,
  numberRange,
  numberWithDefault,
  optionalBooleanFromInput,
  optionalEmail,
  optionalNumberFromInput,
  optionalString,
  password,
  personalCode,
  phoneLt,
  picklistField,
  picklistList,
  readBoolean,
  readNumber,
  requiredBoolean,
  requiredString,
  optionalText,
  vatNumberRule,
} from './fields';
import { UNSAFE_TEXT } from './messages';
import * as m from './messages';

/** Parses `value` as the field `field` of an object, as every schema uses the blocks. */
function run<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown, present = true) {
  return validate(v.object({ field: schema }), present ? { field: value } : {});
}

function outputOf<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown, present = true) {
  const result = run(schema, value, present);
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return (result.output as { field: v.InferOutput<TSchema> }).field;
}

function errorsOf<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown, present = true) {
  const result = run(schema, value, present);
  return result.success ? [] : result.errors;
}

describe('readNumber', () => {
  it.each([
    [12, 12],
    ['12', 12],
    [' 12 ', 12],
    ['6,5', 6.5],
    ['6.5', 6.5],
    ['-3', -3],
    ['999\u00a0999', 999999],
    ['1 500', 1500],
  ])('reads %p as %p', (input, expected) => {
    expect(readNumber(input)).toEqual({ status: 'ok', value: expected });
  });

  it.each([[undefined], [null], [''], ['   '], [Number.NaN]])('reads %p as blank', (input) => {
    expect(readNumber(input)).toEqual({ status: 'blank' });
  });

  it.each([['abc'], ['12abc'], ['1e3'], ['1,2,3'], [Number.POSITIVE_INFINITY], [true], [{}], [[1]]])(
    'reads %p as invalid',
    (input) => {
      expect(readNumber(input)).toEqual({ status: 'invalid' });
    },
  );
});

describe('readBoolean', () => {
  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
    ['on', true],
    [' TRUE ', true],
    [1, true],
    [0, false],
  ])('reads %p as %p', (input, expected) => {
    expect(readBoolean(input)).toEqual({ status: 'ok', value: expected });
  });

  it('reads blank and invalid values', () => {
    expect(readBoolean('')).toEqual({ status: 'blank' });
    expect(readBoolean(undefined)).toEqual({ status: 'blank' });
    expect(readBoolean('maybe')).toEqual({ status: 'invalid' });
    expect(readBoolean(2)).toEqual({ status: 'invalid' });
  });
});

describe('numberFromInput', () => {
  const field = numberFromInput(m.REQUIRED, { min: 1, max: 999999 });

  it('outputs numbers from numbers and numeric strings alike', () => {
    expect(outputOf(field, 250)).toBe(250);
    expect(outputOf(field, '250')).toBe(250);
  });

  it.each([[''], [null], [undefined], [Number.NaN], ['  ']])('treats %p as missing', (input) => {
    expect(errorsOf(field, input)).toEqual([{ path: ['field'], message: m.REQUIRED }]);
  });

  it('treats an absent key as missing', () => {
    expect(errorsOf(field, undefined, false)).toEqual([{ path: ['field'], message: m.REQUIRED }]);
  });

  it('asks for a number when given text', () => {
    expect(errorsOf(field, 'abc')).toEqual([{ path: ['field'], message: 'Įveskite skaičių' }]);
    expect(errorsOf(field, true)).toEqual([{ path: ['field'], message: 'Įveskite skaičių' }]);
  });

  it('checks both edges of the range', () => {
    expect(outputOf(field, 1)).toBe(1);
    expect(outputOf(field, 999999)).toBe(999999);
    expect(errorsOf(field, 0)).toEqual([{ path: ['field'], message: 'Reikšmė turi būti ne mažesnė nei 1' }]);
    expect(errorsOf(field, 1000000)).toEqual([
      { path: ['field'], message: 'Reikšmė turi būti ne didesnė nei 999\u00a0999' },
    ]);
  });

  it('checks whole numbers and steps', () => {
    const term = numberFromInput(m.REQUIRED, { integer: true, min: 12, max: 60, step: 2 });
    expect(outputOf(term, '24')).toBe(24);
    expect(errorsOf(term, '24.5')).toEqual([{ path: ['field'], message: 'Įveskite sveikąjį skaičių' }]);
    expect(errorsOf(term, 13)).toEqual([{ path: ['field'], message: 'Pasirinkite reikšmę žingsniu 2' }]);
  });

  it('reads bounds given as functions at validation time', () => {
    let year = 2025;
    const field2 = numberFromInput(m.REQUIRED, { max: () => year });
    expect(errorsOf(field2, 2026)).toEqual([{ path: ['field'], message: 'Reikšmė turi būti ne didesnė nei 2025' }]);
    year = 2026;
    expect(outputOf(field2, 2026)).toBe(2026);
  });

  it('uses one message for everything when given', () => {
    const select = idField(m.CAR_REQUEST_MAKE_REQUIRED);
    expect(errorsOf(select, '')).toEqual([{ path: ['field'], message: m.CAR_REQUEST_MAKE_REQUIRED }]);
    expect(errorsOf(select, 'abc')).toEqual([{ path: ['field'], message: m.CAR_REQUEST_MAKE_REQUIRED }]);
    expect(errorsOf(select, 0)).toEqual([{ path: ['field'], message: m.CAR_REQUEST_MAKE_REQUIRED }]);
    expect(errorsOf(select, 1.5)).toEqual([{ path: ['field'], message: m.CAR_REQUEST_MAKE_REQUIRED }]);
    expect(outputOf(select, '7')).toBe(7);
  });
});

describe('optional numbers', () => {
  it('leaves a blank optional number undefined', () => {
    expect(outputOf(optionalNumberFromInput(), '')).toBeUndefined();
    expect(outputOf(optionalNumberFromInput(), undefined, false)).toBeUndefined();
    expect(outputOf(optionalNumberFromInput(), '5')).toBe(5);
  });

  it('gives a blank number its default', () => {
    expect(outputOf(numberWithDefault(0), '')).toBe(0);
    expect(outputOf(numberWithDefault(0), undefined, false)).toBe(0);
    expect(errorsOf(numberWithDefault(0), 'x')).toEqual([{ path: ['field'], message: m.ENTER_NUMBER }]);
  });
});

describe('numberRange', () => {
  const range = numberRange(m.CAR_REQUEST_PRICE_REQUIRED, { min: 2000, max: 25000, step: 500 });

  it('outputs a pair of numbers from numbers or strings', () => {
    expect(outputOf(range, [2000, 25000])).toEqual([2000, 25000]);
    expect(outputOf(range, ['2500', '2500'])).toEqual([2500, 2500]);
  });

  it.each([[undefined], [[]], [[2000]], [['', '']], [['abc', 3000]], ['2000'], [[2000, 3000, 4000]]])(
    'asks for the price when given %p',
    (input) => {
      expect(errorsOf(range, input)).toEqual([{ path: ['field'], message: m.CAR_REQUEST_PRICE_REQUIRED }]);
    },
  );

  it('checks the bounds, the step and the order', () => {
    expect(errorsOf(range, [1500, 3000])).toEqual([
      { path: ['field'], message: 'Reikšmė turi būti ne mažesnė nei 2000' },
    ]);
    expect(errorsOf(range, [2000, 25500])).toEqual([
      { path: ['field'], message: 'Reikšmė turi būti ne didesnė nei 25\u00a0000' },
    ]);
    expect(errorsOf(range, [2100, 3000])).toEqual([{ path: ['field'], message: 'Pasirinkite reikšmę žingsniu 500' }]);
    expect(errorsOf(range, [5000, 3000])).toEqual([{ path: ['field'], message: m.RANGE_REVERSED }]);
  });
});

describe('booleans', () => {
  it('defaults an optional boolean to false', () => {
    expect(outputOf(booleanFromInput(), undefined, false)).toBe(false);
    expect(outputOf(booleanFromInput(), 'true')).toBe(true);
    expect(errorsOf(booleanFromInput(), 'maybe')).toEqual([{ path: ['field'], message: m.INVALID_VALUE }]);
  });

  it('keeps an unset filter undefined', () => {
    expect(outputOf(optionalBooleanFromInput(), '')).toBeUndefined();
    expect(outputOf(optionalBooleanFromInput(), '0')).toBe(false);
  });

  it('requires a yes/no answer', () => {
    expect(errorsOf(requiredBoolean(m.REQUIRED), '')).toEqual([{ path: ['field'], message: m.REQUIRED }]);
    expect(outputOf(requiredBoolean(m.REQUIRED), 'false')).toBe(false);
  });

  it.each([[false], ['false'], [''], [undefined], ['nonsense']])('refuses %p where true is required', (input) => {
    expect(errorsOf(mustBeTrue(m.TERMS_REQUIRED), input)).toEqual([{ path: ['field'], message: m.TERMS_REQUIRED }]);
  });

  it('accepts true and "true" where true is required', () => {
    expect(outputOf(mustBeTrue(m.TERMS_REQUIRED), true)).toBe(true);
    expect(outputOf(mustBeTrue(m.TERMS_REQUIRED), 'true')).toBe(true);
  });
});

describe('text', () => {
  it('trims and requires text', () => {
    expect(outputOf(requiredString(m.REQUIRED, 10), '  Jonas ')).toBe('Jonas');
    expect(errorsOf(requiredString(m.REQUIRED, 10), '   ')).toEqual([{ path: ['field'], message: m.REQUIRED }]);
    expect(errorsOf(requiredString(m.REQUIRED, 10), null)).toEqual([{ path: ['field'], message: m.REQUIRED }]);
    expect(errorsOf(requiredString(m.REQUIRED, 10), undefined, false)).toEqual([
      { path: ['field'], message: m.REQUIRED },
    ]);
  });

  it('caps the length', () => {
    expect(outputOf(requiredString(m.REQUIRED, 5), 'abcde')).toBe('abcde');
    expect(errorsOf(requiredString(m.REQUIRED, 5), 'abcdef')).toEqual([
      { path: ['field'], message: 'Per ilgas tekstas (daugiausia 5 simb.)' },
    ]);
    expect(errorsOf(optionalString(5000), 'x'.repeat(5001))).toEqual([
      { path: ['field'], message: 'Per ilgas tekstas (daugiausia 5000 simb.)' },
    ]);
  });

  it('makes a blank optional text undefined', () => {
    expect(outputOf(optionalString(10), '  ')).toBeUndefined();
    expect(outputOf(optionalString(10), ' a ')).toBe('a');
  });

  it('refuses a value of the wrong type', () => {
    expect(errorsOf(requiredString(m.REQUIRED, 10), 42)).toEqual([{ path: ['field'], message: m.INVALID_VALUE }]);
  });
});

describe('e-mail', () => {
  const field = email(m.REQUIRED, m.INVALID_EMAIL_APPLICATION);

  it.each([['jonas@example.lt'], ['  jonas.jonaitis+ratai@mail.example.com ']])('accepts %p', (input) => {
    expect(outputOf(field, input)).toBe(input.trim());
  });

  it.each([['jonas'], ['jonas@'], ['@example.lt'], ['jonas@example'], ['jo nas@example.lt']])(
    'refuses %p',
    (input) => {
      expect(errorsOf(field, input)).toEqual([{ path: ['field'], message: m.INVALID_EMAIL_APPLICATION }]);
    },
  );

  it('requires it, and lets an optional one be blank', () => {
    expect(errorsOf(field, '')).toEqual([{ path: ['field'], message: m.REQUIRED }]);
    expect(outputOf(optionalEmail(m.INVALID_EMAIL_APPLICATION), '')).toBeUndefined();
    expect(errorsOf(optionalEmail(m.INVALID_EMAIL_APPLICATION), 'x')).toEqual([
      { path: ['field'], message: m.INVALID_EMAIL_APPLICATION },
    ]);
  });

  it('caps it at 254 characters', () => {
    const long = `${'a'.repeat(250)}@example.lt`;
    expect(errorsOf(field, long)[0]).toEqual({ path: ['field'], message: 'Per ilgas tekstas (daugiausia 254 simb.)' });
  });
});

describe('phone', () => {
  it.each([
    ['+37061234567', '+37061234567'],
    ['+370 612 34567', '+37061234567'],
    ['861234567', '+37061234567'],
    ['8 612 34 567', '+37061234567'],
    ['37061234567', '+37061234567'],
    ['0037061234567', '+37061234567'],
    ['+370-5-2123456', '+37052123456'],
  ])('normalises %p to %p', (input, expected) => {
    expect(normalisePhoneLt(input)).toBe(expected);
    expect(outputOf(phoneLt(m.REQUIRED), input)).toBe(expected);
  });

  it.each([['+3706123456'], ['+370612345678'], ['+37161234567'], ['61234567'], ['telefonas']])(
    'refuses %p',
    (input) => {
      expect(errorsOf(phoneLt(m.REQUIRED), input)).toEqual([
        { path: ['field'], message: 'Įveskite telefono numerį formatu +370XXXXXXXX' },
      ]);
    },
  );

  it.each([['+370'], [' +370 '], [''], [undefined]])('counts %p as not given', (input) => {
    expect(errorsOf(phoneLt(m.PHONE_REQUIRED), input)).toEqual([{ path: ['field'], message: m.PHONE_REQUIRED }]);
  });
});

describe('codes', () => {
  it('checks personal codes', () => {
    expect(outputOf(personalCode(m.REQUIRED), ' 38703181745 ')).toBe('38703181745');
    expect(errorsOf(personalCode(m.REQUIRED), '38703181746')).toEqual([
      { path: ['field'], message: 'Neteisingas asmens kodas' },
    ]);
    expect(errorsOf(personalCode(m.REQUIRED), '')).toEqual([{ path: ['field'], message: m.REQUIRED }]);
  });

  it('checks company codes: 9 digits', () => {
    expect(outputOf(companyCode(m.REQUIRED), '123 456 789')).toBe('123456789');
    expect(errorsOf(companyCode(m.REQUIRED), '12345678')).toEqual([
      { path: ['field'], message: 'Įmonės kodą sudaro 9 skaitmenys' },
    ]);
    expect(errorsOf(companyCode(m.REQUIRED), '12345678a')).toEqual([
      { path: ['field'], message: 'Įmonės kodą sudaro 9 skaitmenys' },
    ]);
  });

  it('checks VAT numbers: LT + 9 or 12 digits', () => {
    const field = optionalText(vatNumberRule);
    expect(outputOf(field, 'lt 123456789')).toBe('LT123456789');
    expect(outputOf(field, 'LT123456789012')).toBe('LT123456789012');
    expect(outputOf(field, '')).toBeUndefined();
    expect(errorsOf(field, 'LT1234567890')).toEqual([{ path: ['field'], message: 'Neteisingas PVM mokėtojo kodas' }]);
    expect(errorsOf(field, '123456789')).toEqual([{ path: ['field'], message: 'Neteisingas PVM mokėtojo kodas' }]);
  });
});

describe('passwords', () => {
  it('never trims a password', () => {
    expect(outputOf(password(m.PASSWORD_REQUIRED), ' secret ')).toBe(' secret ');
  });

  it('requires it and, where asked, checks its length', () => {
    const field = password(m.PASSWORD_REQUIRED, { checkMinLength: true });
    expect(errorsOf(field, '')).toEqual([{ path: ['field'], message: m.PASSWORD_REQUIRED }]);
    expect(errorsOf(field, '1234567')).toEqual([{ path: ['field'], message: 'Slaptažodis turi būti bent 8 simbolių' }]);
    expect(outputOf(field, '12345678')).toBe('12345678');
    expect(outputOf(field, 'x'.repeat(128))).toHaveLength(128);
    expect(errorsOf(field, 'x'.repeat(129))).toEqual([
      { path: ['field'], message: 'Slaptažodis turi būti ne ilgesnis nei 128 simbolių' },
    ]);
  });
});

describe('choices and lists', () => {
  it('requires a known choice', () => {
    const field = picklistField(FUEL_TYPES, m.LISTING_REQUIRED, m.INVALID_VALUE);
    expect(outputOf(field, 'diesel')).toBe('diesel');
    expect(errorsOf(field, '')).toEqual([{ path: ['field'], message: m.LISTING_REQUIRED }]);
    expect(errorsOf(field, 'steam')).toEqual([{ path: ['field'], message: m.INVALID_VALUE }]);
  });

  it('reads a list from one value, an array or comma-separated text', () => {
    const field = picklistList(FUEL_TYPES, m.INVALID_VALUE);
    expect(outputOf(field, undefined, false)).toEqual([]);
    expect(outputOf(field, '')).toEqual([]);
    expect(outputOf(field, 'diesel')).toEqual(['diesel']);
    expect(outputOf(field, ['diesel', 'petrol', 'diesel'])).toEqual(['diesel', 'petrol']);
    expect(outputOf(field, 'diesel,electric')).toEqual(['diesel', 'electric']);
    expect(errorsOf(field, ['diesel', 'steam'])).toEqual([{ path: ['field'], message: m.INVALID_VALUE }]);
  });

  it('reads id lists', () => {
    expect(outputOf(idList(), ['3', 5, '3'])).toEqual([3, 5]);
    expect(outputOf(idList(), '4')).toEqual([4]);
    expect(outputOf(idList(), [])).toEqual([]);
    expect(errorsOf(idList(), ['1', 'x'])).toEqual([{ path: ['field'], message: m.INVALID_VALUE }]);
    expect(errorsOf(idList(), [0])).toEqual([{ path: ['field'], message: m.INVALID_VALUE }]);
    expect(errorsOf(idList(m.INVALID_VALUE, 2), [1, 2, 3])).toEqual([{ path: ['field'], message: m.INVALID_VALUE }]);
  });
});

describe('unsafe characters in text', () => {
  const name = requiredString('Privalomas', 100);
  const secret = password('Privalomas');

  it.each([
    ['a NUL', 'Jonas\u0000Jonaitis'],
    ['a lone high surrogate', 'Jonas\uD800'],
    ['a lone low surrogate', '\uDC00Jonas'],
    ['a reversed pair', 'Jonas\uDC00\uD800'],
  ])('refuses %s with a Lithuanian message, in text and in passwords', (_label, value) => {
    expect(hasUnsafeCharacters(value)).toBe(true);
    const text = v.safeParse(name, value);
    expect(text.success).toBe(false);
    expect(text.issues?.[0]?.message).toBe(UNSAFE_TEXT);
    expect(v.safeParse(secret, value).issues?.[0]?.message).toBe(UNSAFE_TEXT);
  });

  it('keeps Lithuanian letters and emoji (whole surrogate pairs)', () => {
    expect(hasUnsafeCharacters('Žygimantas Ąžuolas 🚗')).toBe(false);
    expect(v.parse(name, ' Žygimantas 🚗 ')).toBe('Žygimantas 🚗');
  });

  it('finds unsafe strings at any depth, in values and keys', () => {
    expect(findUnsafeText({ a: 'ok', b: ['x', 'y\u0000'], c: { d: '\uD83D' }, ['k\u0000']: 1 })).toEqual([['b', '1'], ['c', 'd'], []]);
    expect(findUnsafeText({ a: 'Ąžuolas', n: 5, list: ['🚗'] })).toEqual([]);
  });
});
