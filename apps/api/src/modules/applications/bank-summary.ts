import { maskPersonalCode } from '@ratai/domain';
import type { BankBalance, BankTransaction } from '../bank/bank-data-client';
import type { BankDataSnapshot } from '../bank/read-once';
import { CREDIT_RULES, type BankEvidence, type BankMonth, type IncomeCategory } from './credit-light';

/**
 * Turns the accounts read once from the bank into the summary that is stored and scored
 * (credit-light.ts). Pure: the read date comes in as an argument. docs/credit-light.md explains
 * every rule; in short:
 *
 * - only **complete calendar months** inside the history the bank gave are read (at most 6);
 * - money in is sorted into **regular income categories** (salary, pension, social benefits,
 *   ride-hail payouts) and what is never income (own transfers, loan payouts, refunds, cash paid
 *   in, another currency) or not regular (other transfers); a category counts as income only when
 *   it came in **at least 4 of the months read**;
 * - money out is an obligation when it repays a loan, leasing, credit card or payday loan, or pays
 *   overdraft interest; card purchases never are;
 * - overdraft days are days an account closed below zero, rebuilt backwards from the balance.
 *
 * Kept beside the monthly figures: the money-in rows of those months and the obligations that
 * counted, each with why (not) — so the team sees which transactions made the light. Personal
 * codes in their texts are masked; nothing else about spending is kept.
 */

export interface BankAccountData {
  /** The account holder's name as the bank gives it, to recognise own transfers. */
  ownerName: string | null;
  balances: BankBalance[];
  /** Booked transactions, any order. */
  transactions: BankTransaction[];
  unreadableTransactions?: number;
  pendingTransactions?: number;
}

/** What a money-in row is (income categories first), or an obligation row. */
export type TransactionKind =
  | IncomeCategory
  | 'other'
  | 'own_transfer'
  | 'loan_payout'
  | 'refund'
  | 'cash_deposit'
  | 'foreign_currency'
  | 'loan'
  | 'payday';

/** One row the team sees beside the light. */
export interface ConsideredTransaction {
  date: string;
  /** Euros (or `currency`), negative for obligations. */
  amount: number;
  currency: string;
  counterparty: string | null;
  /** The bank's text, at most 140 characters, personal codes masked. */
  description: string;
  kind: TransactionKind;
  /** Counted as income (money in) or as an obligation (money out). */
  counted: boolean;
  /** Why, in Lithuanian, for the team. */
  note: string;
}

export interface IncomeStream {
  category: IncomeCategory;
  /** Months read in which this category came in. */
  months: number;
  counted: boolean;
  /** Euros over the months read. */
  total: number;
}

export interface BankSummary extends BankEvidence {
  /** 2: regular income by category (this file); older summaries lack it and are not bank-verified. */
  version: 2;
  /** YYYY-MM-DD the accounts were read. */
  readDate: string;
  /** Days of history the agreement granted (the bank's limit). */
  historyDays: number;
  /** First day the history covers (YYYY-MM-DD). */
  historyFrom: string | null;
  accountCount: number;
  transactionCount: number;
  /** Rows the bank sent without a date or with a broken field (not read). */
  unreadableTransactions: number;
  pendingTransactions: number;
  /** Whether any account's closing balance could be found (overdraft days are 0 without one). */
  balanceKnown: boolean;
  incomeStreams: IncomeStream[];
  /** Money in of the months read and the obligations that counted, newest first. */
  transactions: ConsideredTransaction[];
  /** Rows left out of `transactions` beyond MAX_KEPT_TRANSACTIONS. */
  transactionsOmitted: number;
}

const DAY_MS = 86_400_000;
/** The most recent complete months kept; the consent asks for about six (bank-data-client.ts). */
export const MAX_SUMMARY_MONTHS = 6;
/** Rows kept for the team: about six months of a busy account's money in, without bloating the row. */
export const MAX_KEPT_TRANSACTIONS = 400;
const HOME_CURRENCY = 'EUR';

// Patterns are matched on "counterparty description", lower-cased. Lithuanian stems so that every
// case ending matches (paskola, paskolos, paskolą…).
const RIDE_HAIL = /\b(bolt|taxify|uber|wolt|foodora|freenow|free now|yandex|heetch|ehitus|barbora express)\b/;
const PAYDAY_LENDERS =
  /greit\S* (kredit|paskol)|\b(sms ?pinig\S*|credit24|vivus|moment credit|sving|ferratum|kredito centras|creditstar|mogo|bondora|ipf digital|kreditimo|cashcredit)\b/;
const LOAN = /paskol|kredit|lizing|leasing|išperkam|loan|credit|instal|įmoka pagal sutart/;
const OVERDRAFT_INTEREST = /palūkan|interest|overdraft|kredito limit/;
const PURCHASE = /pirkin|purchase|card payment|mokėjimas kortele|\bpos\b/;
const LOAN_PAYOUT = /išmokėjim|išmoka paskol|payout|disburse|paskolos suteikim|kredito suteikim/;
const REFUND = /refund|grąžin|atšaukt|permok|reimburse/;
const OWN_TRANSFER = /savo sąskait|tarp savo|own account|taupom|iš einamosios|į einamąją/;
const CASH_DEPOSIT = /grynųjų\S*( pinigų)? įneš|įnešimas|cash deposit/;
const PENSION = /pensij|pension|senatvės/;
const BENEFIT =
  /vaiko pinig|išmoka vaikui|pašalp|nedarbo|ligos išmok|motinystės|tėvystės|vaiko priežiūros|neįgalum|socialin\S* (draudimo )?išmok|child benefit|allowance|kompensacij/;
const SALARY = /\bdu\b|\bd\.u\.|darbo užmok|atlyginim|\bavans|premij|atostogin|salary|wage|payroll/;

const normalise = (s: string | null | undefined) => (s ?? '').toLocaleLowerCase('lt').replace(/\s+/g, ' ').trim();

/** What a transaction is, for the income rules (money in) and the obligations (money out). */
export function classifyTransaction(t: BankTransaction, ownerNames: ReadonlySet<string>): TransactionKind | 'ignored' {
  const counterparty = normalise(t.counterparty);
  const text = `${counterparty} ${normalise(t.description)}`;
  const own = counterparty !== '' && ownerNames.has(counterparty);
  if (t.currency && t.currency !== HOME_CURRENCY) return t.amount > 0 ? 'foreign_currency' : 'ignored';
  if (t.amount > 0) {
    if (own || OWN_TRANSFER.test(text)) return 'own_transfer';
    if (REFUND.test(text)) return 'refund';
    // Borrowed money is not income, least of all a payday loan.
    if (PAYDAY_LENDERS.test(text) || (LOAN.test(text) && LOAN_PAYOUT.test(text))) return 'loan_payout';
    if (CASH_DEPOSIT.test(text)) return 'cash_deposit';
    if (RIDE_HAIL.test(text)) return 'ride_hail';
    if (PENSION.test(text)) return 'pension';
    if (BENEFIT.test(text)) return 'benefit';
    if (SALARY.test(text)) return 'salary';
    return 'other';
  }
  if (t.amount < 0) {
    if (own || OWN_TRANSFER.test(text) || PURCHASE.test(text)) return 'ignored';
    if (PAYDAY_LENDERS.test(text)) return 'payday';
    if (LOAN.test(text) || OVERDRAFT_INTEREST.test(text)) return 'loan';
  }
  return 'ignored';
}

const INCOME_CATEGORIES: readonly IncomeCategory[] = ['salary', 'pension', 'benefit', 'ride_hail'];
const isIncomeCategory = (kind: string): kind is IncomeCategory => (INCOME_CATEGORIES as readonly string[]).includes(kind);

export const CATEGORY_LABELS: Record<IncomeCategory, string> = {
  salary: 'Darbo užmokestis',
  pension: 'Pensija',
  benefit: 'Socialinė išmoka',
  ride_hail: 'Pavėžėjimo platformos išmoka',
};

const NOT_INCOME_NOTES: Record<Exclude<TransactionKind, IncomeCategory | 'loan' | 'payday'>, string> = {
  other: 'Kitas pervedimas – neįskaityta: ne atlyginimas, pensija, išmoka ar platformos išmoka (vienkartinės ir nereguliarios įplaukos neįskaitomos)',
  own_transfer: 'Pervedimas tarp savo sąskaitų – ne pajamos',
  loan_payout: 'Paskolos išmokėjimas – ne pajamos',
  refund: 'Grąžinimas ar permoka – ne pajamos',
  cash_deposit: 'Grynųjų pinigų įnešimas – neįskaityta: šaltinis nežinomas',
  foreign_currency: 'Kita valiuta – neįskaityta (valiutos nekonvertuojamos)',
};

/** Balance types from the most to the least trusted as "money on the account after booked items". */
const BOOKED_BALANCES = ['closingBooked', 'interimBooked', 'expected', 'openingBooked'];
const AVAILABLE_BALANCES = ['closingAvailable', 'interimAvailable', 'forwardAvailable'];

/** The balance after the booked transactions; an "available" one only when it includes no credit limit. */
function closingBalance(balances: BankBalance[]): number | null {
  const usable = balances.filter((b) => !b.currency || b.currency === HOME_CURRENCY);
  for (const type of BOOKED_BALANCES) {
    const found = usable.find((b) => b.type === type);
    if (found) return found.amount;
  }
  for (const type of AVAILABLE_BALANCES) {
    const found = usable.find((b) => b.type === type && b.creditLimitIncluded !== true);
    if (found) return found.amount;
  }
  // Last resort: an available balance with the limit in it (overdraft days then undercounted).
  return usable.find((b) => AVAILABLE_BALANCES.includes(b.type))?.amount ?? null;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const cents = (euros: number) => Math.round(euros * 100);

/** Complete months from the first whole month inside the history to the month before the read; the latest six. */
function completeMonths(historyFromMs: number | null, readMs: number): string[] {
  const months: string[] = [];
  if (historyFromMs === null) return months;
  const from = new Date(historyFromMs);
  let cursor = Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + (from.getUTCDate() === 1 ? 0 : 1), 1);
  const read = new Date(readMs);
  const readMonthStart = Date.UTC(read.getUTCFullYear(), read.getUTCMonth(), 1);
  while (cursor < readMonthStart) {
    months.push(isoDay(cursor).slice(0, 7));
    const c = new Date(cursor);
    cursor = Date.UTC(c.getUTCFullYear(), c.getUTCMonth() + 1, 1);
  }
  return months.slice(Math.max(0, months.length - MAX_SUMMARY_MONTHS));
}

/** Days an account closed below zero, walking back from the closing balance over the history. */
function overdraftDates(accounts: BankAccountData[], readMs: number, historyFromMs: number | null): { dates: Set<string>; balanceKnown: boolean } {
  const dates = new Set<string>();
  let balanceKnown = false;
  for (const account of accounts) {
    const closing = closingBalance(account.balances);
    if (closing === null) continue;
    balanceKnown = true;
    const perDay = new Map<string, number>();
    for (const t of account.transactions) {
      if (t.currency && t.currency !== HOME_CURRENCY) continue;
      perDay.set(t.bookingDate, (perDay.get(t.bookingDate) ?? 0) + cents(t.amount));
    }
    // The balance at the end of day D is the closing balance minus everything booked after D.
    let balance = cents(closing);
    for (let day = readMs; historyFromMs !== null && day >= historyFromMs; day -= DAY_MS) {
      const iso = isoDay(day);
      if (balance < 0) dates.add(iso);
      balance -= perDay.get(iso) ?? 0;
    }
  }
  return { dates, balanceKnown };
}

/** Personal codes (11 digits starting 1–6) that a bank may put in a benefit's text, masked. */
const maskCodes = (text: string) => text.replace(/\b[1-6]\d{10}\b/g, (code) => maskPersonalCode(code));

/**
 * @param readDate YYYY-MM-DD of the read; its month is incomplete and left out.
 * @param historyDays history the agreement granted; a bank may give less, which the earliest
 *   transaction shows, so the history starts at the later of the two.
 */
export function summariseBankData(accounts: BankAccountData[], readDate: string, historyDays: number): BankSummary {
  const ownerNames = new Set(accounts.map((a) => normalise(a.ownerName)).filter((n) => n !== ''));
  const all = accounts.flatMap((a) => a.transactions).filter((t) => /^\d{4}-\d{2}-\d{2}$/.test(t.bookingDate));
  const readMs = dayMs(readDate);
  const earliest = all.reduce<string | null>((min, t) => (min === null || t.bookingDate < min ? t.bookingDate : min), null);
  const historyFromMs = earliest === null ? null : Math.max(dayMs(earliest), readMs - historyDays * DAY_MS);
  const months = completeMonths(historyFromMs, readMs);
  const monthSet = new Set(months);

  const classified = all
    .filter((t) => monthSet.has(t.bookingDate.slice(0, 7)))
    .map((t) => ({ t, kind: classifyTransaction(t, ownerNames) }))
    .filter((x): x is { t: BankTransaction; kind: TransactionKind } => x.kind !== 'ignored');

  // Which income categories recur: money in during at least MIN_RECURRING_MONTHS of the months read.
  const monthsOf = new Map<IncomeCategory, Set<string>>();
  for (const { t, kind } of classified) {
    if (isIncomeCategory(kind)) monthsOf.set(kind, (monthsOf.get(kind) ?? new Set()).add(t.bookingDate.slice(0, 7)));
  }
  const recurring = (category: IncomeCategory) => (monthsOf.get(category)?.size ?? 0) >= CREDIT_RULES.minRecurringMonths;

  const sums = new Map(months.map((m) => [m, { income: 0, rideHail: 0, possible: 0, obligations: 0, payday: 0 }]));
  const streamTotals = new Map<IncomeCategory, number>();
  const considered: ConsideredTransaction[] = [];
  for (const { t, kind } of classified) {
    const s = sums.get(t.bookingDate.slice(0, 7));
    if (!s) continue;
    const amount = cents(t.amount);
    let counted = false;
    let note: string;
    if (isIncomeCategory(kind)) {
      counted = recurring(kind);
      const seen = monthsOf.get(kind)?.size ?? 0;
      streamTotals.set(kind, (streamTotals.get(kind) ?? 0) + amount);
      s.possible += amount;
      if (counted) {
        s.income += amount;
        if (kind === 'ride_hail') s.rideHail += amount;
      }
      note = counted
        ? `${CATEGORY_LABELS[kind]} – įskaityta: gaunama ${seen} mėn. iš ${months.length}`
        : seen === months.length
          ? // It came in every month there is, but the bank gave too few months to call it regular.
            `${CATEGORY_LABELS[kind]} – neįskaityta: banko duomenų tik už ${months.length} mėn. (reikia bent ${CREDIT_RULES.minRecurringMonths})`
          : `${CATEGORY_LABELS[kind]} – neįskaityta: gauta tik ${seen} mėn. iš ${months.length} (reikia bent ${CREDIT_RULES.minRecurringMonths})`;
    } else if (kind === 'loan' || kind === 'payday') {
      counted = true;
      s.obligations -= amount;
      if (kind === 'payday') s.payday -= amount;
      note = kind === 'payday' ? 'Greitojo kredito įmoka – įskaityta į įsipareigojimus' : 'Paskolos, lizingo ar kredito įmoka – įskaityta į įsipareigojimus';
    } else {
      if (kind === 'other') s.possible += amount;
      note = NOT_INCOME_NOTES[kind];
    }
    considered.push({
      date: t.bookingDate,
      amount: t.amount,
      currency: t.currency || HOME_CURRENCY,
      counterparty: t.counterparty === null ? null : maskCodes(t.counterparty),
      description: maskCodes(t.description).slice(0, 140),
      kind,
      counted,
      note,
    });
  }

  const { dates, balanceKnown } = overdraftDates(accounts, readMs, historyFromMs);
  const overdraftByMonth = new Map<string, number>();
  for (const date of dates) overdraftByMonth.set(date.slice(0, 7), (overdraftByMonth.get(date.slice(0, 7)) ?? 0) + 1);

  const summaryMonths: BankMonth[] = months.map((month) => {
    const s = sums.get(month) ?? { income: 0, rideHail: 0, possible: 0, obligations: 0, payday: 0 };
    return {
      month,
      income: s.income / 100,
      rideHailIncome: s.rideHail / 100,
      possibleIncome: s.possible / 100,
      obligations: s.obligations / 100,
      paydayRepayments: s.payday / 100,
      overdraftDays: overdraftByMonth.get(month) ?? 0,
    };
  });

  considered.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return {
    version: 2,
    readDate,
    historyDays,
    historyFrom: historyFromMs === null ? null : isoDay(historyFromMs),
    accountCount: accounts.length,
    transactionCount: all.length,
    unreadableTransactions: accounts.reduce((n, a) => n + (a.unreadableTransactions ?? 0), 0),
    pendingTransactions: accounts.reduce((n, a) => n + (a.pendingTransactions ?? 0), 0),
    balanceKnown,
    months: summaryMonths,
    incomeStreams: INCOME_CATEGORIES.filter((c) => monthsOf.has(c)).map((category) => ({
      category,
      months: monthsOf.get(category)?.size ?? 0,
      counted: recurring(category),
      total: (streamTotals.get(category) ?? 0) / 100,
    })),
    transactions: considered.slice(0, MAX_KEPT_TRANSACTIONS),
    transactionsOmitted: Math.max(0, considered.length - MAX_KEPT_TRANSACTIONS),
  };
}

/** The summary of a snapshot read by modules/bank/read-once.ts. */
export function summariseSnapshot(snapshot: BankDataSnapshot): BankSummary {
  return summariseBankData(
    snapshot.accounts.map((a) => ({
      ownerName: a.details.ownerName,
      balances: a.balances,
      transactions: a.transactions,
      unreadableTransactions: a.unreadableTransactions,
      pendingTransactions: a.pendingTransactions,
    })),
    snapshot.readAt.slice(0, 10),
    snapshot.historyDays,
  );
}
