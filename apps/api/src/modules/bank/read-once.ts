import {
  BankDataError,
  DEFAULT_HISTORY_DAYS,
  RequisitionNotLinkedError,
  type BankAccountDetails,
  type BankBalance,
  type BankDataClient,
  type BankTransaction,
} from './bank-data-client';
import { deleteConsentNow, type ConsentCleanup, type ConsentCleanupResult } from './consent-cleanup';

/**
 * The bank lets each account be read only 4 times a day per endpoint (details, balances,
 * transactions); the 5th read is refused with 429 until the window resets. So the API reads a
 * linked requisition's accounts exactly once, right after the applicant returns from the bank, and
 * the caller stores what it needs from the returned snapshot: every later look (scoring, the team's
 * review, a reload of the wizard) uses the stored copy and never reads the provider again. Then
 * the consent is deleted at the provider (consent-cleanup.ts).
 */

export interface AccountSnapshot {
  accountId: string;
  details: BankAccountDetails;
  balances: BankBalance[];
  /** Booked transactions, normalised (euros, negative = money out). */
  transactions: BankTransaction[];
  /** Booked rows the bank sent without a date or with a broken field: not read, only counted. */
  unreadableTransactions: number;
  /** Pending rows (may still change): not read, only counted. */
  pendingTransactions: number;
}

export interface BankDataSnapshot {
  requisitionId: string;
  reference: string;
  institutionId: string | null;
  /** Days of history the agreement granted (the bank's limit may have cut what we asked for). */
  historyDays: number;
  /** ISO time of the read; the data is as of this moment. */
  readAt: string;
  accounts: AccountSnapshot[];
  /** Whether the consent was deleted at the provider after the read ('failed': to be retried by a job). */
  cleanup: ConsentCleanupResult;
}

export interface ReadOnceOptions {
  now?: () => Date;
  /** What to do with the consent after the read; deleteConsentNow(client) by default. */
  cleanup?: ConsentCleanup;
}

/**
 * Concurrent calls for the same requisition (a double-submitted return page, two tabs) share one
 * read instead of spending two of the four daily reads. Per client, so tests stay independent.
 */
const inFlight = new WeakMap<BankDataClient, Map<string, Promise<BankDataSnapshot>>>();

/**
 * Reads details, balances and transactions of every account of a linked requisition, once.
 * Throws RequisitionNotLinkedError (no account read spent) when the status is not LN, and a
 * BankDataError when a read fails; a failed attempt may have used some reads already, so callers
 * must not retry in a loop (bankDataHttpError turns both into our Lithuanian errors).
 */
export function readAccountDataOnce(client: BankDataClient, requisitionId: string, options: ReadOnceOptions = {}): Promise<BankDataSnapshot> {
  let forClient = inFlight.get(client);
  if (!forClient) {
    forClient = new Map();
    inFlight.set(client, forClient);
  }
  const running = forClient.get(requisitionId);
  if (running) return running;
  const promise = read(client, requisitionId, options.now ?? (() => new Date()), options.cleanup ?? deleteConsentNow(client)).finally(() => {
    forClient.delete(requisitionId);
  });
  forClient.set(requisitionId, promise);
  return promise;
}

async function read(client: BankDataClient, requisitionId: string, now: () => Date, cleanup: ConsentCleanup): Promise<BankDataSnapshot> {
  // The requisition itself is not rate limited; checking it first spends no account read.
  const requisition = await client.getRequisition(requisitionId);
  if (requisition.status !== 'LN') {
    // A refused or expired consent will never be read: nothing to keep open at the provider.
    if (requisition.status === 'RJ' || requisition.status === 'EX') await cleanup(requisition.id);
    throw new RequisitionNotLinkedError(requisition.id, requisition.status);
  }
  const historyDays = await grantedHistoryDays(client, requisition.agreementId);
  const readAt = now().toISOString();
  const accounts: AccountSnapshot[] = [];
  // One account after another: a failure stops before the remaining accounts spend their reads.
  for (const accountId of requisition.accounts) {
    const [details, balances, transactions] = await Promise.all([
      client.getAccountDetails(accountId),
      client.getBalances(accountId),
      client.getTransactions(accountId),
    ]);
    accounts.push({
      accountId,
      details,
      balances,
      transactions: transactions.booked,
      unreadableTransactions: transactions.unreadable,
      pendingTransactions: transactions.pending,
    });
  }
  return {
    requisitionId: requisition.id,
    reference: requisition.reference,
    institutionId: requisition.institutionId,
    historyDays,
    readAt,
    accounts,
    cleanup: await cleanup(requisition.id),
  };
}

/** The agreement's max_historical_days; what we ask for when it cannot be read (the summary also looks at the earliest transaction). */
async function grantedHistoryDays(client: BankDataClient, agreementId: string | null): Promise<number> {
  if (!agreementId) return DEFAULT_HISTORY_DAYS;
  try {
    return (await client.getAgreement(agreementId)).maxHistoricalDays;
  } catch (error) {
    if (error instanceof BankDataError) return DEFAULT_HISTORY_DAYS;
    throw error;
  }
}
