import * as v from 'valibot';
import { toFieldErrors, validate } from './errors';
import { requiredString } from './fields';

const schema = v.object({
  name: requiredString('Šis laukas yra privalomas', 10),
  items: v.array(v.object({ title: requiredString('Šis laukas yra privalomas', 10) })),
});

describe('toFieldErrors', () => {
  it('maps issue paths to string keys, indexes included', () => {
    const result = v.safeParse(schema, { name: '', items: [{ title: 'a' }, { title: '' }] });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.issues ?? [])).toEqual([
      { path: ['name'], message: 'Šis laukas yra privalomas' },
      { path: ['items', '1', 'title'], message: 'Šis laukas yra privalomas' },
    ]);
  });

  it('gives a root issue an empty path and keeps repeated errors once', () => {
    const issue = { kind: 'schema', type: 'object', input: 1, expected: null, received: '1', message: 'Neteisingi duomenys' } as const;
    expect(toFieldErrors([issue, issue])).toEqual([{ path: [], message: 'Neteisingi duomenys' }]);
  });
});

describe('validate', () => {
  it('returns the output on success', () => {
    expect(validate(schema, { name: ' Jonas ', items: [] })).toEqual({
      success: true,
      output: { name: 'Jonas', items: [] },
    });
  });

  it('returns every error, not just the first', () => {
    expect(validate(schema, { items: [{}] })).toEqual({
      success: false,
      errors: [
        { path: ['name'], message: 'Šis laukas yra privalomas' },
        { path: ['items', '0', 'title'], message: 'Šis laukas yra privalomas' },
      ],
    });
  });
});
