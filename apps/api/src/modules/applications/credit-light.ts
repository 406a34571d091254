import type { CreditLight } from '@ratai/domain';
import type { CreditBasis, CreditReason, CreditReasonCode } from './application-status';

/**
 * The preliminary credit light (spec §1: green, yellow or red), following the Bank of Lithuania's
 * responsible-lending rule for consumer credit (docs/credit-light.md cites it): the monthly
 * payments of all the applicant's obligations, ours included, may take at most 40 % of their
 * **sustainable income** (DSTI ≤ 40 %), and that income must be verified. Pure: no I/O, no clock;
 * every rule has hand-computed cases in credit-light.spec.ts.
 *
 *   green  — only with bank-verified regular income over ≥ 4 months and DSTI ≤ 40 %;
 *   yellow — DSTI ≤ 50 % on verified income (above 40 % is never green), or DSTI ≤ 50 % on income
 *            the bank could not verify (declared only, fewer than 4 months): "reikia patikrinti";
 *   red    — DSTI above 50 %, or no income established.
 * Then adjustments that only make it worse: frequent overdraft, payday loans, a refused consent.
 */

export const CREDIT_RULES = {
  /** Highest DSTI, in percent, that is still green (Bank of Lithuania: 40 %). */
  greenMaxPercent: 40,
  /** Highest DSTI, in percent, that is still yellow. */
  yellowMaxPercent: 50,
  /** Complete months of bank history needed before income counts as verified. */
  minBankMonths: 4,
  /** Months read in which an income category must come in to count as regular income. */
  minRecurringMonths: 4,
  /** Share of days closed below zero from which overdraft use is "frequent" (≈ 3 days a month). */
  frequentOverdraftShare: 0.1,
} as const;

export type IncomeCategory = 'salary' | 'pension' | 'benefit' | 'ride_hail';

/** One complete calendar month of bank data, summarised (bank-summary.ts). Euros. */
export interface BankMonth {
  /** YYYY-MM. */
  month: string;
  /** Regular income that counts: categories that came in during ≥ 4 of the months read. */
  income: number;
  /** The part of `income` paid out by ride-hail and delivery platforms. */
  rideHailIncome: number;
  /**
   * Money in that could be income (every income category, counted or not, and other transfers);
   * not own transfers, loan payouts, refunds, cash paid in or other currencies. Caps a declaration
   * the bank contradicts. Absent in summaries made before the regular-income rule.
   */
  possibleIncome?: number;
  /** Loan and leasing instalments, payday-loan repayments, overdraft interest: positive euros. */
  obligations: number;
  /** The part of `obligations` paid to payday lenders. */
  paydayRepayments: number;
  /** Days of the month on which an account closed below zero. */
  overdraftDays: number;
}

/** What the bank data tells the scoring. */
export interface BankEvidence {
  /** 2 for summaries with regular income by category; absent in older ones (not bank-verified). */
  version?: number;
  /** Days of history the bank gave, when known. */
  historyDays?: number;
  /** Complete calendar months only, oldest first. */
  months: BankMonth[];
  /** Which regular income categories counted (bank-summary.ts). */
  incomeStreams?: { category: IncomeCategory; months: number; counted: boolean; total: number }[];
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
  /** Bank months the income was averaged over (0 when the income is not bank-verified). */
  monthsUsed: number;
  reasons: CreditReason[];
}

const LIGHT_ORDER: readonly CreditLight[] = ['green', 'yellow', 'red'];
const atLeast = (light: CreditLight, floor: CreditLight): CreditLight =>
  LIGHT_ORDER.indexOf(light) >= LIGHT_ORDER.indexOf(floor) ? light : floor;

/** Money is compared in whole cents so that 400 / 1000 is exactly 40 %, not 40.000000000000006 %. */
const cents = (euros: number | undefined): number => (euros !== undefined && Number.isFinite(euros) && euros > 0 ? Math.round(euros * 100) : 0);
const euros = (centValue: number): number => centValue / 100;
const mean = (values: number[]): number => (values.length === 0 ? 0 : Math.round(values.reduce((a, b) => a + b, 0) / values.length));

const percentFormat = new Intl.NumberFormat('lt-LT', { maximumFractionDigits: 1 });
const moneyFormat = new Intl.NumberFormat('lt-LT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const CATEGORY_WORDS: Record<IncomeCategory, string> = {
  salary: 'darbo užmokestis',
  pension: 'pensija',
  benefit: 'socialinės išmokos',
  ride_hail: 'pavėžėjimo platformų išmokos',
};

interface Basis {
  basis: CreditBasis;
  income: number;
  obligations: number;
  monthsUsed: number;
  /** Whether the income is bank-verified: only then may the light be green. */
  verified: boolean;
}

/** Which income and obligations the ratio uses, and the reasons that say so. */
function chooseBasis(input: CreditInput, reason: (code: CreditReasonCode, message: string) => void): Basis {
  const declaredIncome = cents(input.declared.monthlyIncome) + cents(input.declared.additionalIncome);
  const declaredObligations = cents(input.declared.monthlyExpenses);
  const bank = input.bank;
  if (!bank) {
    reason('DECLARED_DATA', 'Vertinta pagal deklaruotus duomenis');
    return { basis: 'declared', income: declaredIncome, obligations: declaredObligations, monthsUsed: 0, verified: false };
  }
  const months = bank.months;
  const bankObligations = mean(months.map((m) => cents(m.obligations)));
  if (bank.version === 2 && months.length >= CREDIT_RULES.minBankMonths) {
    reason('BANK_DATA', `Vertinta pagal banko duomenis (${months.length} mėn.)`);
    return { basis: 'bank', income: mean(months.map((m) => cents(m.income))), obligations: bankObligations, monthsUsed: months.length, verified: true };
  }
  if (bank.version !== 2) {
    reason('BANK_DATA_UNVERIFIED', 'Banko duomenys nuskaityti pagal ankstesnes taisykles, pajamų reguliarumas nepatikrintas; vertinta pagal deklaruotas pajamas');
  } else {
    const days = bank.historyDays ? ` (bankas pateikia ${bank.historyDays} d. istoriją)` : '';
    reason(
      'BANK_HISTORY_SHORT',
      `Banko duomenų tik už ${months.length} mėn.${days}, o pajamų reguliarumui patikrinti reikia bent ${CREDIT_RULES.minBankMonths} mėn.; vertinta pagal deklaruotas pajamas`,
    );
  }
  // A declaration the bank contradicts is capped by what actually came in.
  let income = declaredIncome;
  const seen = months.filter((m) => m.possibleIncome !== undefined);
  if (seen.length > 0) {
    const cameIn = mean(seen.map((m) => cents(m.possibleIncome)));
    if (cameIn < declaredIncome) {
      income = cameIn;
      reason(
        'DECLARED_ABOVE_BANK',
        `Deklaruotos pajamos (${moneyFormat.format(euros(declaredIncome))}) didesnės nei per mėnesį gaunama į sąskaitą (${moneyFormat.format(euros(cameIn))}); vertinta pagal mažesnę sumą`,
      );
    }
  }
  // Debts the bank did show are not ignored: whichever obligation figure is higher counts.
  return { basis: 'declared', income, obligations: Math.max(declaredObligations, bankObligations), monthsUsed: 0, verified: false };
}

export function assessCredit(input: CreditInput): CreditAssessment {
  const reasons: CreditReason[] = [];
  const reason = (code: CreditReasonCode, message: string) => reasons.push({ code, message });
  const payment = cents(input.monthlyPayment);
  const { basis, income, obligations, monthsUsed, verified } = chooseBasis(input, reason);
  const months = input.bank?.months ?? [];

  let light: CreditLight;
  let ratio: number | null = null;
  if (income <= 0) {
    light = 'red';
    if (verified) {
      reason(
        'INCOME_NOT_REGULAR',
        `Per ${months.length} mėn. banke nerasta reguliarių pajamų (atlyginimo, pensijos, išmokų ar pavėžėjimo platformų išmokų bent ${CREDIT_RULES.minRecurringMonths} mėn.)`,
      );
    } else {
      reason('INCOME_NOT_ESTABLISHED', 'Nepavyko nustatyti pajamų');
    }
  } else {
    const burden = obligations + payment;
    ratio = Math.round((burden / income) * 10000) / 10000;
    const shown = `${percentFormat.format((burden / income) * 100)} %`;
    // Cross-multiplied integers: exactly 40 % is within 40, exactly 50 % within 50.
    if (burden * 100 <= CREDIT_RULES.greenMaxPercent * income) {
      light = verified ? 'green' : 'yellow';
      reason('RATIO_WITHIN_40', `Įsipareigojimai su įmoka sudaro ${shown} pajamų (iki 40 %)`);
    } else if (burden * 100 <= CREDIT_RULES.yellowMaxPercent * income) {
      light = 'yellow';
      reason('RATIO_WITHIN_50', `Įsipareigojimai su įmoka sudaro ${shown} pajamų (40–50 %: daugiau nei leidžia atsakingo skolinimo riba)`);
    } else {
      light = 'red';
      reason('RATIO_ABOVE_50', `Įsipareigojimai su įmoka sudaro ${shown} pajamų (daugiau nei 50 %)`);
    }
    if (!verified && light === 'yellow') {
      reason('NEEDS_CHECK', 'Pajamos nepatvirtintos banko duomenimis – reikia patikrinti');
    }
  }

  if (verified) {
    const counted = (input.bank?.incomeStreams ?? []).filter((s) => s.counted).map((s) => CATEGORY_WORDS[s.category]);
    if (counted.length > 0 && income > 0) {
      reason('INCOME_SOURCES', `Įskaitytos reguliarios pajamos: ${counted.join(', ')} (vidutiniškai ${moneyFormat.format(euros(income))} per mėn.)`);
    }
    if (months.some((m) => m.rideHailIncome > 0)) {
      reason('RIDE_HAIL_INCOME', 'Įskaitytos pajamos iš pavėžėjimo platformų (Bolt, Uber, Wolt ir kt.)');
    }
  }
  light = adjust(light, input, months, reason);

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

/** Facts that make a light worse, never better; they count even on a short history. */
function adjust(light: CreditLight, input: CreditInput, months: BankMonth[], reason: (code: CreditReasonCode, message: string) => void): CreditLight {
  let adjusted = light;
  const daysCovered = months.reduce((sum, m) => sum + daysInMonth(m.month), 0);
  const overdraftDays = months.reduce((sum, m) => sum + m.overdraftDays, 0);
  if (daysCovered > 0 && overdraftDays >= CREDIT_RULES.frequentOverdraftShare * daysCovered) {
    adjusted = atLeast(adjusted, 'yellow');
    reason('FREQUENT_OVERDRAFT', `Dažnai naudojamas overdraftas (${overdraftDays} d. iš ${daysCovered})`);
  }
  if (months.some((m) => m.paydayRepayments > 0)) {
    adjusted = atLeast(adjusted, 'yellow');
    reason('PAYDAY_LOANS', 'Rasta greitųjų kreditų įmokų');
  }
  if (input.consentRefused) {
    adjusted = atLeast(adjusted, 'yellow');
    reason('BANK_CONSENT_REFUSED', 'Klientas nepateikė banko duomenų');
  }
  return adjusted;
}

/** Days in a YYYY-MM month (0 for anything else). */
export function daysInMonth(month: string): number {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return 0;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]), 0)).getUTCDate();
}
