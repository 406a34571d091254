import { tokenFromCookies, withBearer } from './auth-header';

describe('tokenFromCookies', () => {
  it('finds the token cookie among others', () => {
    expect(tokenFromCookies('a=1; token=abc.def.ghi; b=2')).toBe('abc.def.ghi');
  });
  it('does not mistake a cookie whose name only ends in token', () => {
    expect(tokenFromCookies('csrftoken=zzz')).toBeNull();
  });
  it('decodes an encoded value and treats an empty one as absent', () => {
    expect(tokenFromCookies('token=a%2Eb')).toBe('a.b');
    expect(tokenFromCookies('token=')).toBeNull();
    expect(tokenFromCookies(undefined)).toBeNull();
  });
});

describe('withBearer', () => {
  it('adds the bearer header only when a token exists', () => {
    expect(withBearer(new Headers(), 'abc').get('Authorization')).toBe('Bearer abc');
    expect(withBearer(new Headers(), null).has('Authorization')).toBe(false);
  });
});
