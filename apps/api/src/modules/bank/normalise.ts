import * as v from 'valibot';
import { BankDataError } from './provider-errors';
import {
  TransactionSchema,
  type ProviderBalance,
  type ProviderInstitution,
  type ProviderTransaction,
} from './provider-schemas';

/**
 * Provider shapes → the small types the rest of the API uses, so nothing outside this module
 * depends on the provider's field names (amounts as strings, camelCase/snake_case mix, the many
 * optional dates of a transaction row).
 */

export interface BankInstitution {
  id: string;
  name: string;
  bic: string;
  /** Absolute URL of the bank's logo as the provider serves it. */
  logo: string;
  /**
   * Days of history the bank hands over (`transaction_total_days`); an agreement may ask for no
   * more. 90 when the provider does not say (the PSD2 minimum every bank gives).
   */
  transactionTotalDays: number;
  /** Longest access an agreement may ask for (`max_access_valid_for_days`), 90 when not said. */
  maxAccessValidForDays: number;
}

export interface BankBalance {
  /** Euros (or the account currency), negative when overdrawn. */
  amount: number;
  currency: string;
  /** closingBooked, interimAvailable, expected, closingAvailable, forwardAvailable, … as the bank says. */
  type: string;
  /**
   * True when the amount includes an overdraft limit (an "available" balance). Always set by the
   * client; optional so that hand-written balances (fixtures) need not repeat it.
   */
  creditLimitIncluded?: boolean;
  referenceDate: string | null;
}

export interface BankTransaction {
  /** Provider's transaction id when the bank gives one. */
  id: string | null;
  /**
   * YYYY-MM-DD as the bank wrote it: `bookingDate`, else the date part of `bookingDateTime`, else
   * `valueDate`, else the date part of `valueDateTime`. The date part is taken as written (not
   * converted to UTC): "2023-11-08T00:30:00+02:00" is the 8th at the bank, and the 8th here.
   */
  bookingDate: string;
  /** In currency units (euros), negative = money out. */
  amount: number;
  /** ISO 4217 code of the amount; '' when the bank sent none. */
  currency: string;
  /** Remittance information, or an empty string when the bank gives none. */
  description: string;
  /** The other party: the creditor for money out, the debtor for money in; null when unknown. */
  counterparty: string | null;
}

/** The PSD2 minimum a bank gives, and what is assumed when `transaction_total_days` is missing. */
export const FALLBACK_TOTAL_DAYS = 90;

export function normaliseInstitution(i: ProviderInstitution): BankInstitution {
  return {
    id: i.id,
    name: i.name,
    bic: i.bic,
    logo: i.logo,
    transactionTotalDays: positiveDays(i.transaction_total_days) ?? FALLBACK_TOTAL_DAYS,
    maxAccessValidForDays: positiveDays(i.max_access_valid_for_days) ?? FALLBACK_TOTAL_DAYS,
  };
}

export function normaliseBalance(b: ProviderBalance, accountCurrency: string | null): BankBalance {
  return {
    amount: toAmount(b.balanceAmount.amount),
    currency: b.balanceAmount.currency || accountCurrency || '',
    type: b.balanceType,
    creditLimitIncluded: b.creditLimitIncluded === true,
    referenceDate: b.referenceDate ?? null,
  };
}

/** The date the row counts on, or null when the bank gave none (such a row is not read). */
export function transactionDate(t: ProviderTransaction): string | null {
  return t.bookingDate ?? t.bookingDateTime?.slice(0, 10) ?? t.valueDate ?? t.valueDateTime?.slice(0, 10) ?? null;
}

export function normaliseTransaction(t: ProviderTransaction): BankTransaction {
  const amount = toAmount(t.transactionAmount.amount);
  const description =
    t.remittanceInformationUnstructured ??
    t.remittanceInformationUnstructuredArray?.join(' ') ??
    t.remittanceInformationStructured ??
    t.remittanceInformationStructuredArray?.join(' ') ??
    t.additionalInformation ??
    '';
  // Money out names the creditor (who was paid), money in the debtor (who paid us).
  const creditor = t.creditorName || t.ultimateCreditor || null;
  const debtor = t.debtorName || t.ultimateDebtor || null;
  const counterparty = (amount < 0 ? (creditor ?? debtor) : (debtor ?? creditor)) ?? null;
  return {
    id: t.transactionId || t.internalTransactionId || t.entryReference || null,
    bookingDate: transactionDate(t) ?? '',
    amount,
    currency: t.transactionAmount.currency ?? '',
    description: description.replace(/\s+/g, ' ').trim(),
    counterparty: counterparty?.trim() || null,
  };
}

/**
 * Booked rows the client can read, and how many it could not (no date, no amount, a broken
 * field): one bad row from a bank must not throw away the statement, but the count is kept so
 * the summary can say so.
 */
export function readBookedRows(rows: readonly unknown[]): { transactions: BankTransaction[]; unreadable: number } {
  const transactions: BankTransaction[] = [];
  let unreadable = 0;
  for (const row of rows) {
    const parsed = v.safeParse(TransactionSchema, row);
    if (!parsed.success || transactionDate(parsed.output) === null) {
      unreadable += 1;
      continue;
    }
    transactions.push(normaliseTransaction(parsed.output));
  }
  return { transactions, unreadable };
}

/** "-12.30" → -12.3; the provider sends decimal strings so that no precision is lost in JSON. */
export function toAmount(value: string | number): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  if (!Number.isFinite(n)) throw new BankDataError(502, 'Invalid response', 'An amount is not a number', { kind: 'invalid_response' });
  return Math.round(n * 100) / 100;
}

function positiveDays(value: string | number | undefined): number | null {
  if (value === undefined) return null;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}
