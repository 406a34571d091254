import { CONSENT_DENIED, CONSENT_GRANTED, startAnalytics, stopAnalytics, trackConversion } from './analytics';
import { hasConsent, readConsent, readCookie, serializeCookie, storeConsent, writeCookie } from './consent-cookies';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('consent cookies', () => {
  afterEach(clearCookies);

  it('serialises with Max-Age, Path, SameSite and an optional Domain and Secure', () => {
    expect(serializeCookie('term', '24', { maxAge: 86400 })).toBe('term=24; Max-Age=86400; Path=/; SameSite=Lax');
    expect(serializeCookie('price', '2000', { maxAge: 86400, domain: 'ratai.lt', secure: true })).toBe(
      'price=2000; Max-Age=86400; Path=/; SameSite=Lax; Domain=ratai.lt; Secure',
    );
  });

  it('reads one cookie out of a header, decoded', () => {
    expect(readCookie('a=1; cookieConsent=accepted; b=x%20y', 'b')).toBe('x y');
    expect(readCookie('a=1; b=%E0%A4%A', 'b')).toBe('%E0%A4%A');
    expect(readCookie('a=1', 'b')).toBeNull();
    expect(readCookie(null, 'a')).toBeNull();
  });

  it('sees consent only after Gerai', () => {
    expect(hasConsent('cookieConsent=accepted')).toBe(true);
    expect(hasConsent('cookieConsent=declined')).toBe(false);
    expect(hasConsent(undefined)).toBe(false);
  });

  it('writes cookies in the browser, the consent for a year', () => {
    writeCookie('term', '36', { maxAge: 86400 });
    expect(readCookie(document.cookie, 'term')).toBe('36');
    expect(hasConsent(document.cookie)).toBe(false);
    storeConsent(null);
    expect(hasConsent(document.cookie)).toBe(true);
  });

  it("keeps 'Atsisakyti' as an answer too: no consent, no banner again (issue 17)", () => {
    expect(readConsent(document.cookie)).toBeNull();
    storeConsent(null, 'refused');
    expect(readConsent(document.cookie)).toBe('refused');
    expect(hasConsent(document.cookie)).toBe(false);
    storeConsent(null, 'accepted');
    expect(readConsent(document.cookie)).toBe('accepted');
  });
});

describe('analytics', () => {
  afterEach(() => {
    delete window.__rataiAnalytics;
    delete window.gtag;
    delete window.dataLayer;
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('records no conversion before consent started analytics', () => {
    expect(trackConversion('car_application', 'AW-1')).toBe(false);
    expect(window.dataLayer).toBeUndefined();
  });

  it('loads the tag once with ids and records the conversion after consent', () => {
    startAnalytics({ analyticsId: 'G-1', conversionId: 'AW-1' });
    startAnalytics({ analyticsId: 'G-1', conversionId: 'AW-1' });
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(trackConversion('car_application', 'AW-1')).toBe(true);
    expect(window.dataLayer).toContainEqual(['event', 'conversion', { send_to: 'AW-1', event_category: 'car_application' }]);
  });

  it('starts with Consent Mode v2 defaults denied, then the update to granted, before anything else (issue 17)', () => {
    startAnalytics({ analyticsId: 'G-1', conversionId: null });
    expect(window.dataLayer?.slice(0, 2)).toEqual([
      ['consent', 'default', CONSENT_DENIED],
      ['consent', 'update', CONSENT_GRANTED],
    ]);
    expect(CONSENT_DENIED).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
  });

  it('sends the conversion with a transaction id, so it is counted once', () => {
    startAnalytics({ analyticsId: null, conversionId: 'AW-1' });
    trackConversion('car_application', 'AW-1', '7f1c');
    expect(window.dataLayer).toContainEqual(['event', 'conversion', { send_to: 'AW-1', event_category: 'car_application', transaction_id: '7f1c' }]);
  });

  it('withdrawn consent denies everything again and removes Google cookies', () => {
    startAnalytics({ analyticsId: 'G-1', conversionId: null });
    document.cookie = '_ga=GA1.1.1; Path=/';
    document.cookie = 'term=24; Path=/';
    stopAnalytics();
    expect(window.dataLayer?.at(-1)).toEqual(['consent', 'update', CONSENT_DENIED]);
    expect(readCookie(document.cookie, '_ga')).toBeNull();
    expect(readCookie(document.cookie, 'term')).toBe('24');
    document.cookie = 'term=; Max-Age=0; Path=/';
  });

  it('loads no script without ids but still queues events', () => {
    startAnalytics({ analyticsId: null, conversionId: null });
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(trackConversion('car_request', null)).toBe(true);
  });
});
