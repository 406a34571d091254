import type { CreditLight } from '@ratai/domain';
import type { CreditBasis, CreditReason, CreditReasonCode } from './application-status';

/**
 * The preliminary credit light (spec §1: green, yellow or red). Pure: no I/O, no clock; the rules
 * and their reasons are written out in docs/credit-light.md, and every branch has a test in
 * credit-light.spec.ts.
 *
 * ratio = (monthly obligations + estimated payment) / monthly income
 *   green ≤ 40 %, yellow ≤ 50 %, red above 50 % or when income cannot be established.
 * Then adjustments that can only make the light worse: frequent overdraft, payday-loan repayments
 * and a refused bank consent push a green to yellow.
 */

export const CREDIT_RULES = {
  /** Highest ratio, in percent, that is still green. */
  greenMaxPercent: 40,
  /** Highest ratio, in percent, that is still yellow. */
  yellowMaxPercent: 50,
  /** Complete months of bank history needed before bank income replaces the declared one. */
  minBankMonths: 4,
  /** Share of days closed below zero from which overdraft use is "frequent" (≈ 3 days a month). */
  frequentOverdraftShare: 0.1,
} as const;

/** One complete calendar month of bank data, summarised (bank-summary.ts). Euros. */
export interface BankMonth {
  /** YYYY-MM. */
  month: string;
  /** Money in that counts as income (ride-hail payouts included). */
  income: number;
  /** The part of `income` paid out by ride-hail and delivery platforms. */
  rideHailIncome: number;
  /** Loan and leasing instalments, payday-loan repayments, overdraft interest: positive euros. */
  obligations: number;
  /** The part of `obligations` paid to payday lenders. */
  paydayRepayments: number;
  /** Days of the month on which an account closed below zero. */
  overdraftDays: number;
}

/** What the bank data tells the scoring. */
export interface BankEvidence {
  /** Complete calendar months only, oldest first. */
  months: BankMonth[];
}

export interface CreditInput {
  /** The estimated monthly payment of the application, euros. */
  monthlyPayment: number;
  /** What the applicant declared in the form, euros per month. */
  declared: { monthlyIncome: number; additionalIncome: number; monthlyExpenses: number };
  /** Present once the accounts were read. */
  bank?: BankEvidence | null;
  /** The applicant refused (or abandoned) the bank consent. */
  consentRefused?: boolean;
}

export interface CreditAssessment {
  light: CreditLight;
  basis: CreditBasis;
  /** (obligations + payment) / income rounded to 4 decimals; null when there is no income. */
  ratio: number | null;
  /** The income, obligations and payment the ratio used, euros per month. */
  monthlyIncome: number;
  monthlyObligations: number;
  monthlyPayment: number;
  /** Bank months the income was averaged over (0 on declared data). */
  monthsUsed: number;
  reasons: CreditReason[];
}

const LIGHT_ORDER: readonly CreditLight[] = ['green', 'yellow', 'red'];
const atLeast = (light: CreditLight, floor: CreditLight): CreditLight =>
  LIGHT_ORDER.indexOf(light) >= LIGHT_ORDER.indexOf(floor) ? light : floor;

/** Money is compared in whole cents so that 400 / 1000 is exactly 40 %, not 40.000000000000006 %. */
const cents = (euros: number): number => (Number.isFinite(euros) && euros > 0 ? Math.round(euros * 100) : 0);
const euros = (centValue: number): number => centValue / 100;
const mean = (values: number[]): number => (values.length === 0 ? 0 : Math.round(values.reduce((a, b) => a + b, 0) / values.length));

const percentFormat = new Intl.NumberFormat('lt-LT', { maximumFractionDigits: 1 });

export function assessCredit(input: CreditInput): CreditAssessment {
  const reasons: CreditReason[] = [];
  const reason = (code: CreditReasonCode, message: string) => reasons.push({ code, message });

  const payment = cents(input.monthlyPayment);
  const declaredIncome = cents(input.declared.monthlyIncome) + cents(input.declared.additionalIncome);
  const declaredObligations = cents(input.declared.monthlyExpenses);
  const months = input.bank?.months ?? [];

  let basis: CreditBasis;
  let income: number;
  let obligations: number;
  let monthsUsed = 0;
  if (input.bank && months.length >= CREDIT_RULES.minBankMonths) {
    basis = 'bank';
    income = mean(months.map((m) => cents(m.income)));
    obligations = mean(months.map((m) => cents(m.obligations)));
    monthsUsed = months.length;
    reason('BANK_DATA', `Vertinta pagal banko duomenis (${months.length} mėn.)`);
  } else if (input.bank) {
    // Too short a history to average: the declaration stands in for income, but debts the bank
    // did show are not ignored — whichever obligation figure is higher counts.
    basis = 'declared';
    income = declaredIncome;
    obligations = Math.max(declaredObligations, mean(months.map((m) => cents(m.obligations))));
    reason('BANK_HISTORY_SHORT', `Banko duomenų mažiau nei ${CREDIT_RULES.minBankMonths} mėn.; vertinta pagal deklaruotas pajamas`);
  } else {
    basis = 'declared';
    income = declaredIncome;
    obligations = declaredObligations;
    reason('DECLARED_DATA', 'Vertinta pagal deklaruotus duomenis');
  }

  let light: CreditLight;
  let ratio: number | null = null;
  if (income <= 0) {
    light = 'red';
    reason('INCOME_NOT_ESTABLISHED', 'Nepavyko nustatyti pajamų');
  } else {
    const burden = obligations + payment;
    ratio = Math.round((burden / income) * 10000) / 10000;
    const shown = `${percentFormat.format((burden / income) * 100)} %`;
    // Cross-multiplied integers: exactly 40 % is green, exactly 50 % yellow.
    if (burden * 100 <= CREDIT_RULES.greenMaxPercent * income) {
      light = 'green';
      reason('RATIO_WITHIN_40', `Įsipareigojimai su įmoka sudaro ${shown} pajamų (iki 40 %)`);
    } else if (burden * 100 <= CREDIT_RULES.yellowMaxPercent * income) {
      light = 'yellow';
      reason('RATIO_WITHIN_50', `Įsipareigojimai su įmoka sudaro ${shown} pajamų (40–50 %)`);
    } else {
      light = 'red';
      reason('RATIO_ABOVE_50', `Įsipareigojimai su įmoka sudaro ${shown} pajamų (daugiau nei 50 %)`);
    }
  }

  const used = basis === 'bank' ? months : [];
  if (used.some((m) => m.rideHailIncome > 0)) {
    reason('RIDE_HAIL_INCOME', 'Įskaitytos pajamos iš pavėžėjimo platformų (Bolt, Uber, Wolt ir kt.)');
  }
  // The bank facts below count even on a short history: they are facts, not averages.
  const daysCovered = months.reduce((sum, m) => sum + daysInMonth(m.month), 0);
  const overdraftDays = months.reduce((sum, m) => sum + m.overdraftDays, 0);
  if (daysCovered > 0 && overdraftDays >= CREDIT_RULES.frequentOverdraftShare * daysCovered) {
    light = atLeast(light, 'yellow');
    reason('FREQUENT_OVERDRAFT', `Dažnai naudojamas overdraftas (${overdraftDays} d. iš ${daysCovered})`);
  }
  if (months.some((m) => m.paydayRepayments > 0)) {
    light = atLeast(light, 'yellow');
    reason('PAYDAY_LOANS', 'Rasta greitųjų kreditų įmokų');
  }
  if (input.consentRefused) {
    light = atLeast(light, 'yellow');
    reason('BANK_CONSENT_REFUSED', 'Klientas nepateikė banko duomenų');
  }

  return {
    light,
    basis,
    ratio,
    monthlyIncome: euros(income),
    monthlyObligations: euros(obligations),
    monthlyPayment: euros(payment),
    monthsUsed,
    reasons,
  };
}

/** Days in a YYYY-MM month (0 for anything else). */
export function daysInMonth(month: string): number {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return 0;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]), 0)).getUTCDate();
}
