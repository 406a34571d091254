import type { BankBalance, BankInstitution, BankTransaction } from './normalise';
import type { RequisitionStatus } from './provider-errors';

/** What the client takes and gives; bank-data-client.ts re-exports all of it. */

export interface BankDataConfig {
  /** Base URL without the /api/v2 suffix, e.g. http://127.0.0.1:4010. */
  url: string;
  secretId: string;
  secretKey: string;
}

export interface BankDataClientOptions {
  /** Replaced in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Per-request timeout; a hung provider must not hold the applicant's request forever. */
  timeoutMs?: number;
  /** Clock for token expiry, replaced in tests. */
  now?: () => number;
  /** Waits between the polls of an account the bank is still processing; replaced in tests. */
  sleep?: (ms: number) => Promise<void>;
  /** How long to wait before each re-poll of a processing account (409 AccountProcessing). */
  processingDelaysMs?: readonly number[];
}

export interface BankAgreement {
  id: string;
  institutionId: string;
  /** What the agreement grants: the asked days, cut to the bank's transaction_total_days. */
  maxHistoricalDays: number;
  accessValidForDays: number;
  accessScope: string[];
  created: string;
}

export interface CreatedRequisition {
  id: string;
  /** Where the applicant's browser goes to give consent at the bank. */
  link: string;
  status: RequisitionStatus;
}

export interface Requisition {
  id: string;
  status: RequisitionStatus;
  /** Account ids, filled once the status is LN. */
  accounts: string[];
  reference: string;
  agreementId: string | null;
  institutionId: string | null;
}

export interface CreateRequisitionInput {
  institutionId: string;
  /** Our return route; the provider appends `?ref={reference}` (and `&error=…&details=…` on a failure). */
  redirect: string;
  /**
   * Our id for this attempt; comes back as `ref`. The provider refuses a reference it has seen
   * before, so a second attempt for the same application needs a new one (e.g. `${applicationId}-${attempt}`).
   */
  reference: string;
  agreementId?: string;
  /** Language of the provider's pages; Lithuanian by default. */
  userLanguage?: string;
}

export interface BankAccountDetails {
  id: string;
  iban: string | null;
  currency: string | null;
  ownerName: string | null;
  /** Account name or product as the bank calls it. */
  name: string | null;
}

export interface BankTransactions {
  /** Booked rows the client could read (pending ones may still change or disappear). */
  booked: BankTransaction[];
  /** Booked rows left out because the bank gave no date or a broken field. */
  unreadable: number;
  /** Pending rows, counted and not read. */
  pending: number;
}

export interface BankDataClient {
  /** Banks of a country, with each one's history limit; remembered for createAgreement. */
  listInstitutions(country: string): Promise<BankInstitution[]>;
  /**
   * An end-user agreement asking for at most the bank's `transaction_total_days` of history
   * (asking for more is refused by the provider with 400 "Incorrect max_historical_days").
   */
  createAgreement(institutionId: string, options?: { maxHistoricalDays?: number; accessValidForDays?: number }): Promise<BankAgreement>;
  getAgreement(id: string): Promise<BankAgreement>;
  createRequisition(input: CreateRequisitionInput): Promise<CreatedRequisition>;
  getRequisition(id: string): Promise<Requisition>;
  /** Deletes the requisition and its agreements at the provider; 'not_found' when it was already gone. */
  deleteRequisition(id: string): Promise<'deleted' | 'not_found'>;
  /** Each of the next three counts against the bank's limit of 4 reads per account per day. */
  getAccountDetails(accountId: string): Promise<BankAccountDetails>;
  getBalances(accountId: string): Promise<BankBalance[]>;
  getTransactions(accountId: string): Promise<BankTransactions>;
}
