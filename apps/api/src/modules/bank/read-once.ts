import {
  RequisitionNotLinkedError,
  type BankAccountDetails,
  type BankBalance,
  type BankDataClient,
  type BankTransaction,
} from './bank-data-client';

/**
 * GoCardless lets each account be read only 4 times a day per endpoint (details, balances,
 * transactions); the 5th read is refused with 429 until midnight UTC. So the API reads a linked
 * requisition's accounts exactly once, right after the applicant returns from the bank, and the
 * caller stores the returned snapshot: every later look (scoring, the team's review, a reload of
 * the wizard) uses the stored copy and never reads the provider again.
 */

export interface AccountSnapshot {
  accountId: string;
  details: BankAccountDetails;
  balances: BankBalance[];
  /** Booked transactions, normalised (euros, negative = money out). */
  transactions: BankTransaction[];
}

export interface BankDataSnapshot {
  requisitionId: string;
  reference: string;
  /** ISO time of the read; the data is as of this moment. */
  readAt: string;
  accounts: AccountSnapshot[];
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
export function readAccountDataOnce(
  client: BankDataClient,
  requisitionId: string,
  options: { now?: () => Date } = {},
): Promise<BankDataSnapshot> {
  let forClient = inFlight.get(client);
  if (!forClient) {
    forClient = new Map();
    inFlight.set(client, forClient);
  }
  const running = forClient.get(requisitionId);
  if (running) return running;
  const promise = read(client, requisitionId, options.now ?? (() => new Date())).finally(() => {
    forClient.delete(requisitionId);
  });
  forClient.set(requisitionId, promise);
  return promise;
}

async function read(client: BankDataClient, requisitionId: string, now: () => Date): Promise<BankDataSnapshot> {
  // The requisition itself is not rate limited; checking it first spends no account read.
  const requisition = await client.getRequisition(requisitionId);
  if (requisition.status !== 'LN') throw new RequisitionNotLinkedError(requisition.id, requisition.status);
  const readAt = now().toISOString();
  const accounts: AccountSnapshot[] = [];
  // One account after another: a failure stops before the remaining accounts spend their reads.
  for (const accountId of requisition.accounts) {
    const [details, balances, transactions] = await Promise.all([
      client.getAccountDetails(accountId),
      client.getBalances(accountId),
      client.getTransactions(accountId),
    ]);
    accounts.push({ accountId, details, balances, transactions });
  }
  return { requisitionId: requisition.id, reference: requisition.reference, readAt, accounts };
}
