import { buyoutTenthsOfPercent } from './buyout';
import { estimateMonthlyPayment } from './payment-estimate';
import { interestRatePercent } from './rate-groups';
import { roundHalfUpQuotient } from './rounding';

/** One month of a {@link PaymentPlan}'s schedule, after that month's payment. */
export interface PaymentPlanMonth {
  /** 1 … term. */
  month: number;
  /** Monthly payments made so far, whole euros (`monthlyPayment × month`). */
  paid: number;
  /** The part of the price paid off so far, euros with cents (see {@link paymentPlan}). */
  owned: number;
  /** `owned` as a percent of the price, one decimal. */
  ownedPercent: number;
}

/** The true cost of renting a car to own it (spec §9 "Payment estimate"), for one term. */
export interface PaymentPlan {
  price: number;
  termMonths: number;
  /** The yearly interest rate the estimate uses (largest listed term not above the term). */
  ratePercent: number;
  /** Whole euros per month, exactly {@link estimateMonthlyPayment}. */
  monthlyPayment: number;
  /** The buyout share of the price at the end, percent (30 … 70, 0 at 23/35/47/59 months). */
  buyoutPercent: number;
  /** The buyout paid at the end, euros with cents (half up). */
  buyout: number;
  /** `monthlyPayment × term + buyout`: everything paid to own the car. */
  totalPaid: number;
  /** `totalPaid − price`: what renting to own costs over buying outright. */
  differenceFromPrice: number;
  /** Month by month, 1 … term; after the last month the buyout makes the car fully owned. */
  schedule: PaymentPlanMonth[];
}

/** Euros → whole cents, half up (exact for amounts with at most 2 decimals). */
function toCents(euros: number): number {
  return roundHalfUpQuotient(euros * 100, 1);
}

/**
 * The payment plan behind a monthly payment (spec §9): the term's monthly payment, the buyout
 * at the end, the total paid, the difference from the price and a month-by-month schedule.
 *
 * The spec's formula splits each payment in two: `(total − buyout) / term` is
 * `(price − buyout) / term` (a share of the price) plus `price × rate / 1200` (the interest
 * on the whole price). So after month m the renter has paid off
 * `owned = (price − buyout) × m / term`, and at the end owns `price − buyout`; the buyout
 * pays off the rest. `owned` is in cents, half up; its percent is
 * `(1000 − buyoutTenths) × m / term` tenths of a percent, half up.
 *
 * `totalPaid` uses the rounded monthly payment the renter actually pays, so it can differ
 * from the spec's unrounded `totalPrice` by less than half a euro per month
 * (2000 € over 12 months: 183 × 12 + 600 = 2796, not 2800).
 *
 * @param price - car price in EUR
 * @param termMonths - term in months, a whole number
 * @returns the plan, or `null` when there is no estimate (price outside 2000..50000, term
 *   below 12 or not a whole number, or inputs not finite)
 */
export function paymentPlan(price: number, termMonths: number): PaymentPlan | null {
  const ratePercent = interestRatePercent(price, termMonths);
  if (ratePercent === null || !Number.isInteger(termMonths)) {
    return null;
  }
  const monthlyPayment = estimateMonthlyPayment(price, termMonths);
  const buyoutTenths = buyoutTenthsOfPercent(termMonths);
  const priceCents = toCents(price);
  const buyoutCents = roundHalfUpQuotient(priceCents * buyoutTenths, 1000);
  const paidOffCents = priceCents - buyoutCents;
  const totalPaidCents = monthlyPayment * termMonths * 100 + buyoutCents;

  const schedule: PaymentPlanMonth[] = [];
  for (let month = 1; month <= termMonths; month += 1) {
    schedule.push({
      month,
      paid: monthlyPayment * month,
      owned: roundHalfUpQuotient(paidOffCents * month, termMonths) / 100,
      ownedPercent: roundHalfUpQuotient((1000 - buyoutTenths) * month, termMonths) / 10,
    });
  }

  return {
    price,
    termMonths,
    ratePercent,
    monthlyPayment,
    buyoutPercent: buyoutTenths / 10,
    buyout: buyoutCents / 100,
    totalPaid: totalPaidCents / 100,
    differenceFromPrice: (totalPaidCents - priceCents) / 100,
    schedule,
  };
}
