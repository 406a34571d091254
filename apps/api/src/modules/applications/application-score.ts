import { estimateMonthlyPayment } from '@ratai/pricing';
import type { ApplicationRow } from './applications.repository';
import type { BankSummary } from './bank-summary';
import { assessCredit, type CreditAssessment } from './credit-light';

/**
 * Scoring an application: its figures, the light (credit-light.ts) with the server's payment, and
 * the columns the light is stored in. Shared by the form (create, update) and the bank step.
 */

/** The figures the light is computed from, as numbers. */
export interface Figures {
  price: number;
  term: number;
  approxMonthlyPayment: number;
  monthlyIncome: number;
  additionalIncome: number;
  monthlyExpenses: number;
}

/** numeric columns come back as strings. */
export const figuresOf = (row: ApplicationRow): Figures => ({
  price: Number(row.price),
  term: row.term,
  approxMonthlyPayment: Number(row.approx_monthly_payment),
  monthlyIncome: Number(row.monthly_income),
  additionalIncome: Number(row.additional_income),
  monthlyExpenses: Number(row.monthly_expenses),
});

/**
 * The light of an application's figures. The payment is the server's own estimate (spec §9)
 * from the car's price (the sent price in the general and partner flows), but never less than
 * what the applicant was shown: neither a tampered low payment nor a stale price makes a light
 * greener.
 */
export function score(figures: Figures, carPrice: number | null, bankSummary: BankSummary | null, consentRefused: boolean): CreditAssessment {
  const estimate = estimateMonthlyPayment(carPrice ?? figures.price, figures.term);
  return assessCredit({
    monthlyPayment: Math.max(estimate, figures.approxMonthlyPayment),
    declared: {
      monthlyIncome: figures.monthlyIncome,
      additionalIncome: figures.additionalIncome,
      monthlyExpenses: figures.monthlyExpenses,
    },
    bank: bankSummary,
    consentRefused,
  });
}

export const creditColumns = (credit: CreditAssessment) => ({
  credit_light: credit.light,
  credit_basis: credit.basis,
  credit_ratio: credit.ratio,
  credit_reasons: JSON.stringify(credit.reasons),
  scored_at: new Date(),
});
