import { carHandOff, generalHandOff, readHandOff } from './hand-off';

/** The contract between the two apps: what the marketplace writes, the wizard reads back. */
describe('hand-off contract (marketplace → wizard, spec §7)', () => {
  it('the car calculator\'s address gives the wizard the term, payment, car and consent', () => {
    const handOff = carHandOff({ wizardUrl: 'http://wizard.test', carSlug: 'bmw-320-2015', carId: 9, term: 48, approxMonthlyPayment: 310, termsAgreed: true });
    expect(readHandOff(new URL(handOff.url), null)).toEqual({ term: 48, approxMonthlyPayment: 310, carId: 9, price: null, termsAgreed: true });
  });

  it('the general calculator\'s cookies alone give the wizard the price, term and payment', () => {
    const handOff = generalHandOff({ wizardUrl: 'http://wizard.test', price: 12500, term: 24, approxMonthlyPayment: 560, termsAgreed: false });
    const cookieHeader = Object.entries(handOff.values)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    expect(readHandOff(new URL('http://wizard.test/paraiska'), cookieHeader)).toEqual({
      term: 24,
      approxMonthlyPayment: 560,
      carId: null,
      price: 12500,
      termsAgreed: false,
    });
  });

  it('a ticked box sent by the calculator as a plain form ("on") counts as consent', () => {
    expect(readHandOff(new URL('http://wizard.test/automobilio-paraiska/bmw?term=36&carId=9&termsAgreed=on'), null)).toEqual({
      term: 36,
      approxMonthlyPayment: null,
      carId: 9,
      price: null,
      termsAgreed: true,
    });
    expect(readHandOff(new URL('http://wizard.test/automobilio-paraiska/bmw?term=36&termsAgreed=yes'), null).termsAgreed).toBe(false);
  });
});
