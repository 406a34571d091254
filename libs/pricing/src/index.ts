/**
 * @ratai/pricing: the pure money math of spec §9 (payment estimate, buyout, commission and
 * margin tables). No I/O; depends only on @ratai/domain constants. See README.md.
 */
export {
  INTEREST_RATE_GROUPS,
  interestRatePercent,
  isEstimatePrice,
  rateGroupOf,
  type ListedRate,
  type RateGroup,
  type RateGroupLetter,
} from './lib/rate-groups';
export { buyoutAmount, buyoutPercent } from './lib/buyout';
export { FROM_PRICE_TERM_MONTHS } from './lib/from-price-term';
export {
  estimateMonthlyPayment,
  fromPricePerMonth,
  lowestPaymentTerm,
  totalPrice,
} from './lib/payment-estimate';
export { paymentPlan, type PaymentPlan, type PaymentPlanMonth } from './lib/payment-plan';
export {
  COMMISSION_TABLE,
  commissionAmount,
  commissionPercent,
  type CommissionRow,
} from './lib/commission';
export { MARGIN_TABLE, MARGIN_TERMS, marginAmountPerYear, marginPercent, type MarginRow } from './lib/margin';
