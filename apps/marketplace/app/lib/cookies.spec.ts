import { hasConsent, readCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  it('serialises with Max-Age, Path, SameSite and an optional Domain and Secure', () => {
    expect(serializeCookie('term', '24', { maxAge: 86400 })).toBe('term=24; Max-Age=86400; Path=/; SameSite=Lax');
    expect(serializeCookie('price', '2000', { maxAge: 86400, domain: 'ratai.lt', secure: true })).toBe(
      'price=2000; Max-Age=86400; Path=/; SameSite=Lax; Domain=ratai.lt; Secure',
    );
  });

  it('reads one cookie out of a header, decoded', () => {
    expect(readCookie('a=1; cookieConsent=accepted; b=x%20y', 'b')).toBe('x y');
    expect(readCookie('a=1', 'b')).toBeNull();
    expect(readCookie(null, 'a')).toBeNull();
  });

  it('sees consent only after Gerai', () => {
    expect(hasConsent('cookieConsent=accepted')).toBe(true);
    expect(hasConsent('cookieConsent=declined')).toBe(false);
    expect(hasConsent(undefined)).toBe(false);
  });
});
