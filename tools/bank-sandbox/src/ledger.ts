import type { SandboxInstitution } from './institutions';

/**
 * The pieces every synthetic statement is built from: a ledger that keeps the running balance in
 * cents (no floating-point drift), a seeded generator (no Math.random, so tests and demos see the
 * same months every time while the dates move with the calendar), and calendar helpers.
 */

export interface SandboxTransaction {
  /** Absent when the bank gives no id (pending rows, some card rows). */
  transactionId?: string;
  /** The day the row counts on (YYYY-MM-DD); how the bank writes it is `dates`. */
  bookingDate: string;
  valueDate: string;
  /**
   * How the bank writes the dates: 'date' — bookingDate and valueDate (most banks); 'dateTime' —
   * only bookingDateTime with an offset (as Revolut does); 'value' — only valueDate (pending rows).
   */
  dates?: 'date' | 'dateTime' | 'value';
  /** Time of day of a 'dateTime' row, "14:03:12" (Europe/Vilnius, written with its offset). */
  time?: string;
  /** Cents, negative = money out, in the row's currency. */
  amountCents: number;
  /** The row's currency when it is not the account's (a foreign payment to a multi-currency account). */
  currency?: string;
  /** A card payment abroad: the original amount and the rate (`currencyExchange`). */
  exchange?: { currency: string; amountCents: number; rate: string; asObject?: boolean };
  /** Remittance text; absent when the bank gives none. */
  description?: string;
  /** Where the text goes: remittanceInformationUnstructured (default), the Array variant, or additionalInformation only. */
  descriptionField?: 'unstructured' | 'array' | 'additional';
  creditorName?: string;
  debtorName?: string;
  /** Written without decimals ("100"), as some banks do. */
  plainAmount?: boolean;
  bankTransactionCode?: string;
}

export interface GeneratedAccount {
  iban: string;
  name: string;
  product: string;
  ownerName: string;
  currency: 'EUR';
  /** Booked, oldest first (the API answers newest first). */
  booked: SandboxTransaction[];
  pending: SandboxTransaction[];
  /** Balance after every booked transaction in the account's currency. */
  balanceCents: number;
  /** Overdraft limit, 0 when none. */
  creditLimitCents: number;
  /** Balance types the bank reports; closingBooked and interimAvailable by default. */
  balanceTypes?: readonly string[];
}

/** How far back the synthetic history reaches; the agreement's max_historical_days cuts it. */
export const HISTORY_DAYS = 240;
export const DAY_MS = 86_400_000;

export class Ledger {
  readonly booked: SandboxTransaction[] = [];
  private seq = 0;
  balanceCents: number;

  constructor(
    private readonly prefix: string,
    openingCents: number,
  ) {
    this.balanceCents = openingCents;
  }

  add(date: string, amountCents: number, description: string | undefined, counterparty: string | undefined, extra: Partial<SandboxTransaction> = {}): void {
    this.seq += 1;
    // A row in another currency lands on that currency's pocket, not on the euro balance.
    if (!extra.currency) this.balanceCents += amountCents;
    this.booked.push({
      transactionId: `${this.prefix}-${date.replace(/-/g, '')}-${String(this.seq).padStart(4, '0')}`,
      bookingDate: date,
      valueDate: date,
      amountCents,
      ...(description !== undefined ? { description } : {}),
      ...(counterparty ? (amountCents < 0 ? { creditorName: counterparty } : { debtorName: counterparty }) : {}),
      ...extra,
    });
  }
}

/** mulberry32 seeded by FNV-1a of the name: small, fast and the same on every platform. */
export function generator(seedName: string) {
  let h = 0x811c9dc5;
  for (const ch of seedName) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  let state = h >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    chance: (p: number) => next() < p,
    /** Cents between two euro amounts. */
    euros: (min: number, max: number) => Math.round((min + next() * (max - min)) * 100),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    /** An integer from min to max inclusive. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
}

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function startOfUtcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** Every day from HISTORY_DAYS ago to today, as UTC dates. */
export function days(today: Date): Date[] {
  const end = startOfUtcDay(today).getTime();
  const out: Date[] = [];
  for (let t = end - HISTORY_DAYS * DAY_MS; t <= end; t += DAY_MS) out.push(new Date(t));
  return out;
}

export const month = (d: Date) => isoDate(d).slice(0, 7);
export const previousMonth = (d: Date) => isoDate(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1))).slice(0, 7);
export const lastDayOfMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();

/** The `day`th of the month, or the Friday before it when it falls on a weekend (as Lithuanian payrolls do). */
export function isWorkdayOnOrBefore(d: Date, day: number): boolean {
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), Math.min(day, lastDayOfMonth(d))));
  const dow = target.getUTCDay();
  const shift = dow === 6 ? 1 : dow === 0 ? 2 : 0;
  return d.getUTCDate() === target.getUTCDate() - shift;
}

/** A valid Lithuanian IBAN (mod-97 check digits) for the bank code and an 11-digit account number. */
export function lithuanianIban(bankCode: string, accountNumber: string): string {
  const bban = `${bankCode}${accountNumber.padStart(11, '0').slice(-11)}`;
  // Country LT = 21 29, then "00" as placeholder check digits.
  const numeric = `${bban}212900`;
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `LT${String(98 - remainder).padStart(2, '0')}${bban}`;
}

export const GROCERS = ['MAXIMA LT, UAB', 'UAB RIMI LIETUVA', 'Lidl Lietuva', 'UAB IKI Lietuva', 'UAB Norfos mažmena'];
export const FUEL = ['Circle K Lietuva', 'UAB Viada LT', 'Neste Lietuva'];

export type AccountGenerator = (institution: SandboxInstitution, today: Date) => GeneratedAccount[];
