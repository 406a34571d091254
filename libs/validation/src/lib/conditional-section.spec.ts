import * as v from 'valibot';
import { conditionalSection } from './conditional-section';
import { validate } from './errors';
import { picklistField, requiredString } from './fields';

const delivery = conditionalSection(
  { street: requiredString('Šis laukas yra privalomas', 50) },
  (input) => input['method'] === 'courier',
);

const schema = v.pipe(
  v.object({
    method: picklistField(['pickup', 'courier'], 'Šis laukas yra privalomas'),
    note: requiredString('Šis laukas yra privalomas', 50),
    ...delivery.entries,
  }),
  delivery.check(),
  v.transform((input) => ({ ...delivery.omit(input), ...delivery.parse(input) })),
);

describe('conditionalSection', () => {
  it('validates and keeps the section when it applies', () => {
    expect(validate(schema, { method: 'courier', note: 'x', street: ' Gedimino 1 ' })).toEqual({
      success: true,
      output: { method: 'courier', note: 'x', street: 'Gedimino 1' },
    });
  });

  it('reports the section at its own path, together with other errors', () => {
    expect(validate(schema, { method: 'courier', note: '' })).toEqual({
      success: false,
      errors: [
        { path: ['note'], message: 'Šis laukas yra privalomas' },
        { path: ['street'], message: 'Šis laukas yra privalomas' },
      ],
    });
  });

  it('ignores the section, whatever it holds, when it does not apply', () => {
    expect(validate(schema, { method: 'pickup', note: 'x', street: 'x'.repeat(500) })).toEqual({
      success: true,
      output: { method: 'pickup', note: 'x' },
    });
  });

  it('leaves out the section fields on demand', () => {
    expect(delivery.omit({ method: 'pickup', street: 'x', note: 'y' })).toEqual({ method: 'pickup', note: 'y' });
  });

  it('parses the section output on demand', () => {
    expect(delivery.parse({ method: 'courier', street: ' Gedimino 1 ' })).toEqual({ street: 'Gedimino 1' });
    expect(delivery.parse({ method: 'pickup', street: 'Gedimino 1' })).toBeUndefined();
  });
});
