import { errorText, fieldErrorsOf, UNKNOWN_ERROR_TEXT } from './error-text';

describe('errorText (spec §7)', () => {
  it('joins the details list with a comma', () => {
    const body = {
      data: null,
      error: {
        status: 400,
        name: 'ValidationError',
        message: 'Neteisingi duomenys',
        details: { errors: [{ path: ['name'], message: 'Šis laukas yra privalomas' }, { path: ['email'], message: 'Neteisingas el. pašto formatas' }] },
      },
    };
    expect(errorText(body)).toBe('Šis laukas yra privalomas, Neteisingas el. pašto formatas');
  });

  it('accepts details as a plain list of strings', () => {
    expect(errorText({ error: { message: 'x', details: ['Pirma', 'Antra'] } })).toBe('Pirma, Antra');
  });

  it('falls back to the message when there are no details', () => {
    expect(errorText({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'Neturite teisių', details: {} } })).toBe(
      'Neturite teisių',
    );
    expect(errorText({ message: 'Tiesioginė žinutė' })).toBe('Tiesioginė žinutė');
  });

  it('falls back to a generic Lithuanian text for anything else', () => {
    expect(errorText(undefined)).toBe(UNKNOWN_ERROR_TEXT);
    expect(errorText('Internal Server Error')).toBe(UNKNOWN_ERROR_TEXT);
    expect(errorText({ error: { message: '   ', details: [] } })).toBe(UNKNOWN_ERROR_TEXT);
  });
});

describe('fieldErrorsOf', () => {
  it('returns the field errors of a validation error body', () => {
    const body = {
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'x', details: { errors: [{ path: ['email'], message: 'Blogai įvestas el. paštas' }, { message: 'Bendra klaida' }, 'ne objektas'] } },
    };
    expect(fieldErrorsOf(body)).toEqual([
      { path: ['email'], message: 'Blogai įvestas el. paštas' },
      { path: [], message: 'Bendra klaida' },
    ]);
    expect(fieldErrorsOf({ error: { message: 'x', details: {} } })).toEqual([]);
    expect(fieldErrorsOf(undefined)).toEqual([]);
  });
});
