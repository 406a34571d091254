import type { BankBalance, BankTransaction } from '../bank/bank-data-client';
import type { BankEvidence, BankMonth } from './credit-light';

/**
 * Turns the accounts read once from the bank into the small monthly summary that is stored and
 * scored (credit-light.ts). Pure: the read date comes in as an argument. The transaction list is
 * dropped after this: only per-month sums and counts are kept (README.md, "Bank data kept").
 *
 * Classification is by the counterparty and description the bank gives, in Lithuanian and English
 * (docs/credit-light.md lists the patterns):
 * - money in is income, except transfers between the applicant's own accounts, loan payouts and
 *   refunds; ride-hail and delivery platforms (Bolt, Uber, Wolt…) are income and counted apart;
 * - money out is an obligation when it repays a loan, leasing, credit card or payday loan, or pays
 *   overdraft interest; card purchases never are, whatever the shop is called;
 * - overdraft days are days an account closed below zero, rebuilt backwards from the balance.
 */

export interface BankAccountData {
  /** The account holder's name as the bank gives it, to recognise own transfers. */
  ownerName: string | null;
  balances: BankBalance[];
  /** Booked transactions, any order. */
  transactions: BankTransaction[];
}

export interface BankSummary extends BankEvidence {
  /** YYYY-MM-DD the accounts were read. */
  readDate: string;
  /** First day the history covers (YYYY-MM-DD). */
  historyFrom: string | null;
  accountCount: number;
  transactionCount: number;
  /** Whether any account's closing balance could be found (overdraft days are 0 without one). */
  balanceKnown: boolean;
}

const DAY_MS = 86_400_000;
/** The most recent complete months kept; the consent asks for about six (bank-data-client.ts). */
export const MAX_SUMMARY_MONTHS = 6;

// Patterns are matched on "counterparty description", lower-cased. Lithuanian stems so that every
// case ending matches (paskola, paskolos, paskolą…).
const RIDE_HAIL = /\b(bolt|taxify|uber|wolt|foodora|freenow|free now|yandex|heetch|ehitus|barbora express)\b/;
const PAYDAY_LENDERS =
  /greit\S* (kredit|paskol)|\b(sms ?pinig\S*|credit24|vivus|moment credit|sving|ferratum|kredito centras|creditstar|mogo|bondora|ipf digital|kreditimo|cashcredit)\b/;
const LOAN = /paskol|kredit|lizing|leasing|išperkam|loan|credit|instal|įmoka pagal sutart/;
const OVERDRAFT_INTEREST = /palūkan|interest|overdraft|kredito limit/;
const PURCHASE = /pirkin|purchase|card payment|mokėjimas kortele|\bpos\b/;
const LOAN_PAYOUT = /išmokėjim|išmoka paskol|payout|disburse|paskolos suteikim|kredito suteikim/;
const REFUND = /refund|pinigų grąžinim|grąžinta už|atšauktas/;
const OWN_TRANSFER = /savo sąskait|tarp savo|own account|taupom|iš einamosios|į einamąją/;

const normalise = (s: string | null | undefined) => (s ?? '').toLocaleLowerCase('lt').replace(/\s+/g, ' ').trim();

type Kind = 'income' | 'ride_hail' | 'loan' | 'payday' | 'ignored';

export function classifyTransaction(t: BankTransaction, ownerNames: ReadonlySet<string>): Kind {
  const counterparty = normalise(t.counterparty);
  const text = `${counterparty} ${normalise(t.description)}`;
  const own = counterparty !== '' && ownerNames.has(counterparty);
  if (t.amount > 0) {
    if (own || OWN_TRANSFER.test(text)) return 'ignored';
    if (RIDE_HAIL.test(text)) return 'ride_hail';
    if (REFUND.test(text)) return 'ignored';
    // Borrowed money is not income, least of all a payday loan.
    if (PAYDAY_LENDERS.test(text) || (LOAN.test(text) && LOAN_PAYOUT.test(text))) return 'ignored';
    return 'income';
  }
  if (t.amount < 0) {
    if (own || OWN_TRANSFER.test(text) || PURCHASE.test(text)) return 'ignored';
    if (PAYDAY_LENDERS.test(text)) return 'payday';
    if (LOAN.test(text) || OVERDRAFT_INTEREST.test(text)) return 'loan';
  }
  return 'ignored';
}

/** Balance types from the most to the least trusted as "money on the account after booked items". */
const BALANCE_PREFERENCE = ['closingBooked', 'interimBooked', 'expected', 'openingBooked', 'interimAvailable'];

function closingBalance(balances: BankBalance[]): number | null {
  for (const type of BALANCE_PREFERENCE) {
    const found = balances.find((b) => b.type === type);
    if (found) return found.amount;
  }
  return balances[0]?.amount ?? null;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const cents = (euros: number) => Math.round(euros * 100);

/**
 * @param readDate YYYY-MM-DD of the read; its month is incomplete and left out.
 * @param maxHistoricalDays history the consent asked for; a bank may give less, which the
 *   earliest transaction shows, so the history starts at the later of the two. At most the
 *   {@link MAX_SUMMARY_MONTHS} latest complete months are kept.
 */
export function summariseBankData(accounts: BankAccountData[], readDate: string, maxHistoricalDays: number): BankSummary {
  const ownerNames = new Set(accounts.map((a) => normalise(a.ownerName)).filter((n) => n !== ''));
  const all = accounts.flatMap((a) => a.transactions).filter((t) => /^\d{4}-\d{2}-\d{2}$/.test(t.bookingDate));
  const readMs = dayMs(readDate);
  const earliest = all.reduce<string | null>((min, t) => (min === null || t.bookingDate < min ? t.bookingDate : min), null);
  const consentStart = readMs - maxHistoricalDays * DAY_MS;
  const historyFromMs = earliest === null ? null : Math.max(dayMs(earliest), consentStart);

  // Complete months: the first day inside the history, the month before the read month at most.
  const months: string[] = [];
  if (historyFromMs !== null) {
    const from = new Date(historyFromMs);
    let cursor = Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + (from.getUTCDate() === 1 ? 0 : 1), 1);
    const readMonthStart = Date.UTC(new Date(readMs).getUTCFullYear(), new Date(readMs).getUTCMonth(), 1);
    while (cursor < readMonthStart) {
      months.push(isoDay(cursor).slice(0, 7));
      const c = new Date(cursor);
      cursor = Date.UTC(c.getUTCFullYear(), c.getUTCMonth() + 1, 1);
    }
    months.splice(0, Math.max(0, months.length - MAX_SUMMARY_MONTHS));
  }

  const byMonth = new Map<string, { income: number; rideHail: number; obligations: number; payday: number; overdraftDays: number }>(
    months.map((m) => [m, { income: 0, rideHail: 0, obligations: 0, payday: 0, overdraftDays: 0 }]),
  );
  for (const t of all) {
    const sums = byMonth.get(t.bookingDate.slice(0, 7));
    if (!sums) continue;
    const amount = cents(t.amount);
    switch (classifyTransaction(t, ownerNames)) {
      case 'income':
        sums.income += amount;
        break;
      case 'ride_hail':
        sums.income += amount;
        sums.rideHail += amount;
        break;
      case 'loan':
        sums.obligations -= amount;
        break;
      case 'payday':
        sums.obligations -= amount;
        sums.payday -= amount;
        break;
      case 'ignored':
        break;
    }
  }

  // End-of-day balances, walking back from the balance after the last booked transaction: the
  // balance at the end of day D is the closing balance minus everything booked after D.
  let balanceKnown = false;
  const overdraftDates = new Set<string>();
  for (const account of accounts) {
    const closing = closingBalance(account.balances);
    if (closing === null) continue;
    balanceKnown = true;
    const perDay = new Map<string, number>();
    for (const t of account.transactions) perDay.set(t.bookingDate, (perDay.get(t.bookingDate) ?? 0) + cents(t.amount));
    let balance = cents(closing);
    for (let day = readMs; historyFromMs !== null && day >= historyFromMs; day -= DAY_MS) {
      const iso = isoDay(day);
      if (balance < 0) overdraftDates.add(iso);
      balance -= perDay.get(iso) ?? 0;
    }
  }
  for (const date of overdraftDates) {
    const sums = byMonth.get(date.slice(0, 7));
    if (sums) sums.overdraftDays += 1;
  }

  const summaryMonths: BankMonth[] = months.map((month) => {
    const s = byMonth.get(month) ?? { income: 0, rideHail: 0, obligations: 0, payday: 0, overdraftDays: 0 };
    return {
      month,
      income: s.income / 100,
      rideHailIncome: s.rideHail / 100,
      obligations: s.obligations / 100,
      paydayRepayments: s.payday / 100,
      overdraftDays: s.overdraftDays,
    };
  });

  return {
    readDate,
    historyFrom: historyFromMs === null ? null : isoDay(historyFromMs),
    accountCount: accounts.length,
    transactionCount: all.length,
    balanceKnown,
    months: summaryMonths,
  };
}
