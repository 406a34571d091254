import { validate } from './errors';
import {
  ApplicationIdParamsSchema,
  ApplicationLookupParamsSchema,
  ApplicationLookupSchema,
} from './application-lookup';

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function errorsOf(schema: Parameters<typeof validate>[0], input: unknown) {
  const result = validate(schema, input);
  return result.success ? [] : result.errors;
}

describe('ApplicationLookupSchema (form)', () => {
  it('accepts the last four digits', () => {
    expect(validate(ApplicationLookupSchema, { personalCode: ' 1745 ' })).toEqual({
      success: true,
      output: { personalCode: '1745' },
    });
  });

  it.each([[''], [undefined], ['   ']])('requires the code, not %p', (personalCode) => {
    expect(errorsOf(ApplicationLookupSchema, { personalCode })).toEqual([
      { path: ['personalCode'], message: 'Šis laukas yra privalomas' },
    ]);
  });

  it('allows at most 4 characters', () => {
    expect(errorsOf(ApplicationLookupSchema, { personalCode: '12345' })).toEqual([
      { path: ['personalCode'], message: 'Nurodykite paskutinius 4 skaičius' },
    ]);
    expect(validate(ApplicationLookupSchema, { personalCode: '123' }).success).toBe(true);
  });
});

describe('ApplicationLookupParamsSchema (server)', () => {
  it('accepts an id and exactly 4 digits', () => {
    expect(validate(ApplicationLookupParamsSchema, { id: ID.toUpperCase(), personalCode: '1745' })).toEqual({
      success: true,
      output: { id: ID, personalCode: '1745' },
    });
  });

  it.each([['123'], ['12345'], ['12a4']])('refuses %p with the lookup message', (personalCode) => {
    expect(errorsOf(ApplicationLookupParamsSchema, { id: ID, personalCode })).toEqual([
      { path: ['personalCode'], message: 'Nurodykite paskutinius 4 skaičius' },
    ]);
  });

  it('refuses an id that is not a UUID', () => {
    expect(errorsOf(ApplicationLookupParamsSchema, { id: '42', personalCode: '1745' })).toEqual([
      { path: ['id'], message: 'Neteisingas paraiškos numeris' },
    ]);
  });
});

describe('ApplicationIdParamsSchema', () => {
  it('accepts a UUID and refuses anything else', () => {
    expect(validate(ApplicationIdParamsSchema, { id: ID })).toEqual({ success: true, output: { id: ID } });
    expect(errorsOf(ApplicationIdParamsSchema, { id: 'abc' })).toEqual([
      { path: ['id'], message: 'Neteisingas paraiškos numeris' },
    ]);
    expect(errorsOf(ApplicationIdParamsSchema, {})).toEqual([{ path: ['id'], message: 'Šis laukas yra privalomas' }]);
  });
});
