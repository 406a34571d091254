import * as v from 'valibot';
import { toFieldErrors, validate } from './errors';
import * as m from './messages';
import { type RentalApplicationInput, RentalApplicationSchema } from './rental-application';

/** A complete personal-usage application as the form holds it (typed values). */
const personal = {
  carId: 12,
  term: 24,
  price: 8000,
  approxMonthlyPayment: 310,
  approxBuyout: 0,
  carUsage: 'personal',
  name: 'Jonas',
  surname: 'Jonaitis',
  personalCode: '38703181745',
  driversLicense: 'LT1234567',
  phoneNumber: '+370 612 34567',
  email: 'jonas@example.lt',
  monthlyIncome: 1800,
  monthlyExpenses: 600,
  sourceOfIncome: 'Darbo užmokestis',
  additionalIncome: '',
  city: 'Vilnius',
  address: 'Gedimino pr. 1',
  hasGuarantor: false,
  termsAgreed: true,
  marketingAgreed: false,
} satisfies RentalApplicationInput;

/** A complete business-usage application. */
const business = {
  ...personal,
  carUsage: 'business',
  monthlyIncome: '',
  sourceOfIncome: '',
  companyName: 'UAB Ratai',
  companyCode: '123456789',
} satisfies RentalApplicationInput;

const guarantorFields = {
  guarantorNameSurname: 'Petras Petraitis',
  guarantorPersonalCode: '33309240064',
  guarantorPhoneNumber: '861234567',
  guarantorEmail: 'petras@example.lt',
  guarantorCity: 'Kaunas',
  guarantorAddress: 'Laisvės al. 2',
};

function errorsOf(input: unknown) {
  const result = validate(RentalApplicationSchema, input);
  return result.success ? [] : result.errors;
}

function outputOf(input: unknown) {
  const result = validate(RentalApplicationSchema, input);
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  return result.output;
}

function without<T extends object>(input: T, key: keyof T): T {
  const copy = { ...input };
  delete copy[key];
  return copy;
}

describe('RentalApplicationSchema', () => {
  it('parses a complete personal application into typed values', () => {
    expect(outputOf(personal)).toEqual({
      carId: 12,
      term: 24,
      price: 8000,
      approxMonthlyPayment: 310,
      approxBuyout: 0,
      carUsage: 'personal',
      name: 'Jonas',
      surname: 'Jonaitis',
      personalCode: '38703181745',
      driversLicense: 'LT1234567',
      phoneNumber: '+37061234567',
      email: 'jonas@example.lt',
      monthlyIncome: 1800,
      monthlyExpenses: 600,
      sourceOfIncome: 'Darbo užmokestis',
      additionalIncome: 0,
      city: 'Vilnius',
      address: 'Gedimino pr. 1',
      hasGuarantor: false,
      termsAgreed: true,
      marketingAgreed: false,
      partnerSlug: undefined,
      metadata: undefined,
    });
  });

  it('parses a multipart body (all strings) to the same output as typed input', () => {
    const multipart: Record<string, string> = {};
    for (const [key, value] of Object.entries({ ...personal, ...guarantorFields, hasGuarantor: true })) {
      multipart[key] = String(value);
    }
    expect(outputOf(multipart)).toEqual(outputOf({ ...personal, ...guarantorFields, hasGuarantor: true }));
    expect(outputOf(multipart).term).toBe(24);
    expect(outputOf(multipart).hasGuarantor).toBe(true);
  });

  it.each([
    'term',
    'approxMonthlyPayment',
    'carUsage',
    'name',
    'surname',
    'personalCode',
    'driversLicense',
    'phoneNumber',
    'email',
    'monthlyExpenses',
    'city',
    'address',
    'hasGuarantor',
  ] as const)('requires %s', (key) => {
    expect(errorsOf(without(personal, key))).toEqual([{ path: [key], message: 'Šis laukas yra privalomas' }]);
    expect(errorsOf({ ...personal, [key]: '' })).toEqual([{ path: [key], message: 'Šis laukas yra privalomas' }]);
  });

  it('reports every missing field at once, each at its own path', () => {
    const paths = errorsOf({}).map((error) => error.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['term', 'name', 'surname', 'email', 'carUsage', 'hasGuarantor', 'termsAgreed']),
    );
  });

  describe('numbers', () => {
    it.each(['approxMonthlyPayment', 'monthlyIncome', 'monthlyExpenses'] as const)(
      'asks for a number in %s when given text',
      (key) => {
        expect(errorsOf({ ...personal, [key]: 'abc' })).toEqual([{ path: [key], message: 'Įveskite skaičių' }]);
      },
    );

    it('reads numeric strings', () => {
      const output = outputOf({ ...personal, approxMonthlyPayment: '310', monthlyIncome: '1800', monthlyExpenses: '0' });
      expect(output.approxMonthlyPayment).toBe(310);
      expect(output.monthlyIncome).toBe(1800);
      expect(output.monthlyExpenses).toBe(0);
    });

    it.each([
      ['approxMonthlyPayment', 1, 999999],
      ['monthlyIncome', 1, 999999],
      ['monthlyExpenses', 0, 999999],
    ] as const)('holds %s to %d–%d', (key, min, max) => {
      expect(outputOf({ ...personal, [key]: min })[key]).toBe(min);
      expect(outputOf({ ...personal, [key]: max })[key]).toBe(max);
      expect(errorsOf({ ...personal, [key]: min - 1 })).toEqual([
        { path: [key], message: `Reikšmė turi būti ne mažesnė nei ${min}` },
      ]);
      expect(errorsOf({ ...personal, [key]: max + 1 })).toEqual([
        { path: [key], message: 'Reikšmė turi būti ne didesnė nei 999\u00a0999' },
      ]);
    });

    it('makes a missing additionalIncome 0 and checks a given one', () => {
      expect(outputOf(without(personal, 'additionalIncome')).additionalIncome).toBe(0);
      expect(outputOf({ ...personal, additionalIncome: '250' }).additionalIncome).toBe(250);
      expect(errorsOf({ ...personal, additionalIncome: 'daug' })).toEqual([
        { path: ['additionalIncome'], message: 'Įveskite skaičių' },
      ]);
    });

    it('holds the term to whole months 12–60', () => {
      expect(outputOf({ ...personal, term: 12 }).term).toBe(12);
      expect(outputOf({ ...personal, term: '60' }).term).toBe(60);
      expect(outputOf({ ...personal, term: 59 }).term).toBe(59);
      expect(errorsOf({ ...personal, term: 11 })).toEqual([
        { path: ['term'], message: 'Reikšmė turi būti ne mažesnė nei 12' },
      ]);
      expect(errorsOf({ ...personal, term: 61 })).toEqual([
        { path: ['term'], message: 'Reikšmė turi būti ne didesnė nei 60' },
      ]);
      expect(errorsOf({ ...personal, term: 24.5 })).toEqual([{ path: ['term'], message: 'Įveskite sveikąjį skaičių' }]);
    });

    it('defaults price and approxBuyout to 0 and keeps them non-negative', () => {
      const output = outputOf(without(without(personal, 'price'), 'approxBuyout'));
      expect(output.price).toBe(0);
      expect(output.approxBuyout).toBe(0);
      expect(errorsOf({ ...personal, price: -1 })).toEqual([
        { path: ['price'], message: 'Reikšmė turi būti ne mažesnė nei 0' },
      ]);
    });
  });

  describe('car usage', () => {
    it.each(['monthlyIncome', 'sourceOfIncome'] as const)('requires %s for personal usage', (key) => {
      expect(errorsOf(without(personal, key))).toEqual([{ path: [key], message: 'Šis laukas yra privalomas' }]);
      expect(errorsOf({ ...personal, [key]: '' })).toEqual([{ path: [key], message: 'Šis laukas yra privalomas' }]);
    });

    it.each(['companyName', 'companyCode'] as const)('requires %s for business usage', (key) => {
      expect(errorsOf(without(business, key))).toEqual([{ path: [key], message: 'Šis laukas yra privalomas' }]);
    });

    it('checks the company code for business usage', () => {
      expect(errorsOf({ ...business, companyCode: '1234' })).toEqual([
        { path: ['companyCode'], message: 'Įmonės kodą sudaro 9 skaitmenys' },
      ]);
    });

    it('does not require the company fields for personal usage, and drops stale ones', () => {
      const output = outputOf({ ...personal, companyName: 'Sena UAB', companyCode: 'not-a-code' });
      expect(output).not.toHaveProperty('companyName');
      expect(output).not.toHaveProperty('companyCode');
    });

    it('does not require the personal fields for business usage, and drops stale ones', () => {
      const output = outputOf({ ...business, monthlyIncome: 'abc', sourceOfIncome: 'Alga' });
      expect(output.monthlyIncome).toBe(0);
      expect(output).not.toHaveProperty('sourceOfIncome');
      expect(output.companyName).toBe('UAB Ratai');
      expect(output.companyCode).toBe('123456789');
    });

    it('refuses an unknown usage without checking either section', () => {
      expect(errorsOf({ ...personal, carUsage: 'taxi', monthlyIncome: '' })).toEqual([
        { path: ['carUsage'], message: m.INVALID_VALUE },
      ]);
    });

    it('reports the section errors together with the other fields', () => {
      expect(errorsOf({ ...personal, name: '', monthlyIncome: '' })).toEqual([
        { path: ['name'], message: 'Šis laukas yra privalomas' },
        { path: ['monthlyIncome'], message: 'Šis laukas yra privalomas' },
      ]);
    });

    it('does so even when the caller aborts pipes early, as the react-hook-form resolver does', () => {
      const result = v.safeParse(
        RentalApplicationSchema,
        { ...personal, name: '', monthlyIncome: '', hasGuarantor: true, ...guarantorFields, guarantorCity: '' },
        { abortPipeEarly: true },
      );
      expect(toFieldErrors(result.issues ?? [])).toEqual([
        { path: ['name'], message: 'Šis laukas yra privalomas' },
        { path: ['monthlyIncome'], message: 'Šis laukas yra privalomas' },
        { path: ['guarantorCity'], message: 'Šis laukas yra privalomas' },
      ]);
    });
  });

  describe('guarantor', () => {
    it.each(Object.keys(guarantorFields) as (keyof typeof guarantorFields)[])(
      'requires %s when there is a guarantor',
      (key) => {
        expect(errorsOf({ ...personal, hasGuarantor: true, ...guarantorFields, [key]: '' })).toEqual([
          { path: [key], message: 'Šis laukas yra privalomas' },
        ]);
      },
    );

    it('reports all six when none is given', () => {
      expect(errorsOf({ ...personal, hasGuarantor: 'true' })).toEqual(
        Object.keys(guarantorFields).map((key) => ({ path: [key], message: 'Šis laukas yra privalomas' })),
      );
    });

    it('checks the guarantor e-mail, personal code and phone', () => {
      expect(
        errorsOf({
          ...personal,
          hasGuarantor: true,
          ...guarantorFields,
          guarantorEmail: 'petras',
          guarantorPersonalCode: '33309240065',
          guarantorPhoneNumber: '123',
        }),
      ).toEqual([
        { path: ['guarantorPersonalCode'], message: 'Neteisingas asmens kodas' },
        { path: ['guarantorPhoneNumber'], message: 'Įveskite telefono numerį formatu +370XXXXXXXX' },
        { path: ['guarantorEmail'], message: 'Neteisingas el. pašto formatas' },
      ]);
    });

    it('outputs the guarantor, normalised', () => {
      const output = outputOf({ ...personal, hasGuarantor: true, ...guarantorFields });
      expect(output).toMatchObject({ ...guarantorFields, guarantorPhoneNumber: '+37061234567', hasGuarantor: true });
    });

    it('ignores and drops guarantor fields without a guarantor', () => {
      const output = outputOf({ ...personal, hasGuarantor: 'false', guarantorEmail: 'not-an-email' });
      expect(output.hasGuarantor).toBe(false);
      expect(output).not.toHaveProperty('guarantorEmail');
    });
  });

  describe('applicant fields', () => {
    it.each([['jonas'], ['jonas@'], ['jonas@example']])('refuses the e-mail %p', (emailValue) => {
      expect(errorsOf({ ...personal, email: emailValue })).toEqual([
        { path: ['email'], message: 'Neteisingas el. pašto formatas' },
      ]);
    });

    it('checks the personal code', () => {
      expect(errorsOf({ ...personal, personalCode: '38703181746' })).toEqual([
        { path: ['personalCode'], message: 'Neteisingas asmens kodas' },
      ]);
    });

    it('normalises the phone number', () => {
      expect(outputOf({ ...personal, phoneNumber: '8 612 34567' }).phoneNumber).toBe('+37061234567');
      expect(errorsOf({ ...personal, phoneNumber: '+370' })).toEqual([
        { path: ['phoneNumber'], message: 'Šis laukas yra privalomas' },
      ]);
    });

    it('does not over-validate the driving licence', () => {
      expect(outputOf({ ...personal, driversLicense: ' AB 123-456 ' }).driversLicense).toBe('AB 123-456');
    });

    it('caps the length of free text', () => {
      expect(errorsOf({ ...personal, address: 'x'.repeat(201) })).toEqual([
        { path: ['address'], message: 'Per ilgas tekstas (daugiausia 200 simb.)' },
      ]);
    });
  });

  describe('consents', () => {
    it.each([[false], ['false'], [undefined]])('requires termsAgreed to be true, not %p', (value) => {
      expect(errorsOf({ ...personal, termsAgreed: value })).toEqual([
        { path: ['termsAgreed'], message: 'Būtina sutikti su taisyklėmis' },
      ]);
    });

    it('makes marketingAgreed optional, false by default', () => {
      expect(outputOf(without(personal, 'marketingAgreed')).marketingAgreed).toBe(false);
      expect(outputOf({ ...personal, marketingAgreed: 'true' }).marketingAgreed).toBe(true);
    });
  });

  describe('car, partner and metadata', () => {
    it('takes the car id as a number or a numeric string, and leaves it out in the general flow', () => {
      expect(outputOf({ ...personal, carId: '12' }).carId).toBe(12);
      expect(outputOf(without(personal, 'carId')).carId).toBeUndefined();
      expect(errorsOf({ ...personal, carId: 'abc' })).toEqual([{ path: ['carId'], message: m.INVALID_VALUE }]);
    });

    it('takes a partner slug', () => {
      const link = { metadata: { carAdvertisementUrl: 'https://autoplius.lt/1' } };
      expect(outputOf({ ...personal, ...link, partnerSlug: 'Auto-Partneris' }).partnerSlug).toBe('auto-partneris');
      expect(errorsOf({ ...personal, ...link, partnerSlug: 'bad slug!' })).toEqual([
        { path: ['partnerSlug'], message: m.INVALID_VALUE },
      ]);
    });

    it('requires the car advertisement link with a partnerSlug (the partner flow, bug 11)', () => {
      const partner = { ...personal, partnerSlug: 'autoplius' };
      const missing = [{ path: ['metadata', 'carAdvertisementUrl'], message: m.REQUIRED }];
      expect(errorsOf(partner)).toEqual(missing);
      expect(errorsOf({ ...partner, metadata: { carAdvertisementUrl: '  ' } })).toEqual(missing);
      expect(errorsOf({ ...partner, metadata: '' })).toEqual(missing);
      expect(errorsOf({ ...partner, metadata: { carAdvertisementUrl: 'autoplius' } })).toEqual([
        { path: ['metadata', 'carAdvertisementUrl'], message: 'Neteisingas nuorodos adresas' },
      ]);
      expect(outputOf({ ...partner, metadata: { carAdvertisementUrl: 'https://autoplius.lt/1' } }).partnerSlug).toBe('autoplius');
      // Without a partner the link stays optional.
      expect(errorsOf(personal)).toEqual([]);
    });

    it('takes metadata as JSON text or an object and outputs JSON text', () => {
      const url = 'https://www.autoplius.lt/skelbimai/123';
      const expected = JSON.stringify({ carAdvertisementUrl: url });
      expect(outputOf({ ...personal, metadata: JSON.stringify({ carAdvertisementUrl: url }) }).metadata).toBe(expected);
      expect(outputOf({ ...personal, metadata: { carAdvertisementUrl: url } }).metadata).toBe(expected);
      expect(outputOf({ ...personal, metadata: '' }).metadata).toBeUndefined();
      expect(outputOf({ ...personal, metadata: '{}' }).metadata).toBeUndefined();
    });

    it('requires the car advertisement link to be http(s)', () => {
      expect(errorsOf({ ...personal, metadata: { carAdvertisementUrl: 'javascript:alert(1)' } })).toEqual([
        { path: ['metadata', 'carAdvertisementUrl'], message: 'Neteisingas nuorodos adresas' },
      ]);
      expect(errorsOf({ ...personal, metadata: '{"carAdvertisementUrl":"autoplius"}' })).toEqual([
        { path: ['metadata', 'carAdvertisementUrl'], message: 'Neteisingas nuorodos adresas' },
      ]);
    });

    it('refuses metadata that is not JSON', () => {
      expect(errorsOf({ ...personal, metadata: '{oops' })).toEqual([{ path: ['metadata'], message: m.INVALID_VALUE }]);
      expect(errorsOf({ ...personal, metadata: '"text"' })).toEqual([{ path: ['metadata'], message: m.INVALID_VALUE }]);
    });
  });

  it('refuses a body that is not an object', () => {
    expect(errorsOf('nonsense')).toEqual([{ path: [], message: m.INVALID_DATA }]);
    expect(errorsOf(null)).toEqual([{ path: [], message: m.INVALID_DATA }]);
  });
});
