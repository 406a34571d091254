import { GENERAL_CALCULATOR_PRICE, TERM_SLIDER } from '@ratai/domain';
import { estimateMonthlyPayment } from '@ratai/pricing';
import type { RentalPeriod } from './application-flow';
import type { HandOffValues } from '@ratai/app-shell';

/** Snaps a price from the hand-off onto the general calculator's slider (2000–50000 by 500). */
function onPriceSlider(price: number | null): number {
  if (price === null) return GENERAL_CALCULATOR_PRICE.default;
  const { min, max, step } = GENERAL_CALCULATOR_PRICE;
  const clamped = Math.min(max, Math.max(min, price));
  return min + Math.round((clamped - min) / step) * step;
}

/** Snaps a term onto the term slider (12–60 by 2). */
function onTermSlider(term: number | null): number {
  if (term === null) return TERM_SLIDER.default;
  const { min, step } = TERM_SLIDER;
  return min + Math.round((term - min) / step) * step;
}

/**
 * The general and partner flows' starting period: the general calculator's price and term from
 * the hand-off (or its defaults), and the payment recomputed from them — the wizard shows what
 * libs/pricing says for these sliders, not a number from the query string.
 */
export function calculatorPeriod(handOff: HandOffValues): RentalPeriod {
  const price = onPriceSlider(handOff.price);
  const term = onTermSlider(handOff.term);
  return { price, term, approxMonthlyPayment: estimateMonthlyPayment(price, term) };
}

/**
 * The car flow's period: the term and payment the car page's calculator showed, when the
 * hand-off is for this car; otherwise (opened directly, or cookies of another car) the default
 * term and the estimate for the car's price.
 */
export function carPeriod(handOff: HandOffValues, car: { id: number; price: number }): RentalPeriod {
  const forThisCar = handOff.carId === null || handOff.carId === car.id;
  const term = forThisCar && handOff.term !== null ? handOff.term : TERM_SLIDER.default;
  const estimate = estimateMonthlyPayment(car.price, term);
  const shown = forThisCar ? handOff.approxMonthlyPayment : null;
  return { price: car.price, term, approxMonthlyPayment: shown ?? estimate };
}
