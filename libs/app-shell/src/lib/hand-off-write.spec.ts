import { carHandOff, generalHandOff, performHandOff } from './hand-off';
import { readCookie } from '@ratai/ui';

describe('calculator hand-off to the wizard (spec §7)', () => {
  afterEach(() => {
    for (const name of ['term', 'approxMonthlyPayment', 'carId', 'price', 'termsAgreed']) {
      document.cookie = `${name}=; Max-Age=0; Path=/`;
    }
  });

  it('the car calculator goes to /automobilio-paraiska/{slug} with term, payment and car id', () => {
    const handOff = carHandOff({
      wizardUrl: 'http://wizard.test',
      carSlug: 'toyota-prius-2012-abc',
      carId: 7,
      term: 36,
      approxMonthlyPayment: 289,
      termsAgreed: true,
    });
    expect(handOff.values).toEqual({ term: '36', approxMonthlyPayment: '289', carId: '7', termsAgreed: 'true' });
    expect(handOff.url).toBe(
      'http://wizard.test/automobilio-paraiska/toyota-prius-2012-abc?term=36&approxMonthlyPayment=289&carId=7&termsAgreed=true',
    );
  });

  it('the general calculator goes to /paraiska with price and consent', () => {
    const handOff = generalHandOff({
      wizardUrl: 'http://wizard.test',
      price: 12500,
      term: 24,
      approxMonthlyPayment: 540,
      termsAgreed: true,
    });
    expect(handOff.url.startsWith('http://wizard.test/paraiska?price=12500&termsAgreed=true')).toBe(true);
    expect(handOff.values).toMatchObject({ price: '12500', termsAgreed: 'true' });
  });

  it('writes the cookies (for a day) and then navigates', () => {
    const visited: string[] = [];
    const handOff = carHandOff({
      wizardUrl: 'http://wizard.test',
      carSlug: 'a',
      carId: 3,
      term: 24,
      approxMonthlyPayment: 100,
      termsAgreed: true,
    });
    performHandOff(handOff, null, (url) => visited.push(url));
    expect(readCookie(document.cookie, 'term')).toBe('24');
    expect(readCookie(document.cookie, 'approxMonthlyPayment')).toBe('100');
    expect(readCookie(document.cookie, 'carId')).toBe('3');
    expect(visited).toEqual([handOff.url]);
  });
});
