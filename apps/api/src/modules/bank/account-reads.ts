import type * as v from 'valibot';
import type { BankDataClient, BankDataClientOptions } from './bank-data-types';
import { normaliseBalance, readBookedRows } from './normalise';
import { BankDataError } from './provider-errors';
import { AccountDetailsSchema, AccountMetadataSchema, BalancesSchema, TransactionsSchema } from './provider-schemas';
import type { Call, Schema } from './provider-transport';

/** 2 + 4 + 8 s: about what an applicant waits on the return page before we say "try in a few minutes". */
const DEFAULT_PROCESSING_DELAYS_MS = [2_000, 4_000, 8_000];

type AccountReads = Pick<BankDataClient, 'getAccountDetails' | 'getBalances' | 'getTransactions'>;

const accountPath = (accountId: string, part?: string) => `/accounts/${encodeURIComponent(accountId)}/${part ? `${part}/` : ''}`;

/** The three reads of a linked account: details, balances, transactions. */
export function createAccountReads(call: Call, options: Pick<BankDataClientOptions, 'sleep' | 'processingDelaysMs'>): AccountReads {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const processingDelays = options.processingDelaysMs ?? DEFAULT_PROCESSING_DELAYS_MS;

  /**
   * An account read. 409 AccountProcessing (the bank is still preparing the account after consent)
   * waits, polls the account's metadata (not limited per day) and reads again; a failed read does
   * not count against the bank's daily limit, so the retries cost none of the 4 reads.
   */
  async function accountRead<S extends Schema>(accountId: string, part: string, schema: S): Promise<v.InferOutput<S>> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await call('GET', accountPath(accountId, part), schema);
      } catch (error) {
        if (!(error instanceof BankDataError) || error.kind !== 'account_processing' || attempt >= processingDelays.length) throw error;
        await sleep(processingDelays[attempt]);
        const metadata = await call('GET', accountPath(accountId), AccountMetadataSchema);
        if (metadata.status === 'EXPIRED') throw new BankDataError(401, 'Account expired', 'Account status EXPIRED', { kind: 'access_expired' });
        if (metadata.status === 'SUSPENDED') throw new BankDataError(409, 'Account suspended', 'Account status SUSPENDED', { kind: 'account_suspended' });
      }
    }
  }

  return {
    async getAccountDetails(accountId) {
      const a = (await accountRead(accountId, 'details', AccountDetailsSchema)).account;
      return {
        id: accountId,
        iban: a.iban || null,
        currency: a.currency || null,
        ownerName: a.ownerName?.trim() || null,
        name: a.name || a.displayName || a.product || null,
      };
    },

    async getBalances(accountId) {
      const b = await accountRead(accountId, 'balances', BalancesSchema);
      return b.balances.map((x) => normaliseBalance(x, null));
    },

    async getTransactions(accountId) {
      const t = await accountRead(accountId, 'transactions', TransactionsSchema);
      const { transactions, unreadable } = readBookedRows(t.transactions.booked);
      return { booked: transactions, unreadable, pending: t.transactions.pending.length };
    },
  };
}
