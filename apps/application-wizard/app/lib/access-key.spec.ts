import { keyFromCookie, keyFromHash, lookupHref } from './access-key';

const ID = '6f1c2b1e-8a3d-4c55-9e0f-0a1b2c3d4e5f';
const KEY = 'AbC-_0123456789abcdefghijklmnopqrstuvwxyzAB';

describe('the application access key in the browser (issue 18, item 3)', () => {
  it('reads the bank-return cookie for its own application only', () => {
    const header = `cookieConsent=accepted; ratai_paraiska=${encodeURIComponent(`${ID}.${KEY}`)}`;
    expect(keyFromCookie(header, ID)).toBe(KEY);
    expect(keyFromCookie(header, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(keyFromCookie(`ratai_paraiska=${ID}.per-trumpas`, ID)).toBeNull();
    expect(keyFromCookie(null, ID)).toBeNull();
  });

  it('reads the e-mail link\'s fragment and writes it into the lookup link, never into the query', () => {
    expect(keyFromHash(`#raktas=${KEY}`)).toBe(KEY);
    expect(keyFromHash('#raktas=blogas')).toBeNull();
    expect(keyFromHash('')).toBeNull();
    expect(lookupHref(ID, KEY)).toBe(`/paraiskos-paieska?id=${ID}#raktas=${KEY}`);
    expect(lookupHref(ID, null)).toBe(`/paraiskos-paieska?id=${ID}`);
  });
});
