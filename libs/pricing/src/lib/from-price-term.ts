/**
 * The term of `fromPricePerMonth` for every price the estimate covers: 60 months. With the
 * spec's tables the longest slider term is always the cheapest (payment-estimate.spec.ts checks
 * every whole-euro price from 2000 to 50000 against `lowestPaymentTerm`). The car card and the car
 * page use this constant to say which term their 'nuo' figure is for.
 *
 * A module of its own, importing nothing: in payment-estimate.ts it put that module — and with it
 * the rate tables it imports — into the chunk every marketplace page loads first, although only
 * the lazily loaded calculators use them (tools/bench/web, issue 17).
 */
export const FROM_PRICE_TERM_MONTHS = 60;
