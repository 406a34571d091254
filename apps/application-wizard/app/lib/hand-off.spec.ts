import { readHandOff } from '@ratai/app-shell';
import { calculatorPeriod, carPeriod } from './rental-period';
import { estimateMonthlyPayment } from '@ratai/pricing';

const url = (query: string) => new URL(`http://wizard.test/paraiska${query}`);

describe('readHandOff (spec §7 cookies, query string as fallback)', () => {
  it('reads the car calculator\'s cookies', () => {
    expect(readHandOff(url(''), 'cookieConsent=accepted; term=36; approxMonthlyPayment=289; carId=12')).toEqual({
      term: 36,
      approxMonthlyPayment: 289,
      carId: 12,
      price: null,
      termsAgreed: false,
    });
  });

  it('reads the general calculator\'s price and consent; the query wins over a cookie', () => {
    expect(readHandOff(url('?price=12500&termsAgreed=true'), 'price=3000; termsAgreed=false')).toMatchObject({ price: 12500, termsAgreed: true });
  });

  it('ignores values that are not usable numbers or outside the term slider', () => {
    expect(readHandOff(url('?term=abc&approxMonthlyPayment=-5&carId=1.5&price=0'), 'term=99')).toEqual({
      term: null,
      approxMonthlyPayment: null,
      carId: null,
      price: null,
      termsAgreed: false,
    });
    expect(readHandOff(url('?term=62'), null).term).toBeNull();
  });
});

describe('rental periods', () => {
  it('the general calculator starts at its defaults, or the hand-off snapped onto its sliders', () => {
    const blank = { term: null, approxMonthlyPayment: null, carId: null, price: null, termsAgreed: false };
    expect(calculatorPeriod(blank)).toEqual({ price: 2000, term: 24, approxMonthlyPayment: estimateMonthlyPayment(2000, 24) });
    // 12 740 € → 12 500 € (nearest 500 step); 37 months → 38 (halfway rounds up).
    expect(calculatorPeriod({ ...blank, price: 12740, term: 37 })).toEqual({ price: 12500, term: 38, approxMonthlyPayment: estimateMonthlyPayment(12500, 38) });
    expect(calculatorPeriod({ ...blank, price: 90000 }).price).toBe(50000);
  });

  it('the car flow keeps the car page\'s term and payment for that car only', () => {
    const car = { id: 7, price: 8000 };
    const handOff = { term: 36, approxMonthlyPayment: 260, carId: 7, price: null, termsAgreed: true };
    expect(carPeriod(handOff, car)).toEqual({ price: 8000, term: 36, approxMonthlyPayment: 260 });
    // Cookies left by another car: the defaults for this car instead.
    expect(carPeriod({ ...handOff, carId: 8 }, car)).toEqual({ price: 8000, term: 24, approxMonthlyPayment: estimateMonthlyPayment(8000, 24) });
  });
});
