import { createAccountReads } from './account-reads';
import type { BankDataClient, BankDataClientOptions, BankDataConfig } from './bank-data-types';
import { createInstitutionsAndAgreements } from './institutions-and-agreements';
import { createTransport } from './provider-transport';
import { createRequisitions } from './requisitions';
import { authorisedCall, createTokenSession } from './token-session';

/**
 * Client of the GoCardless Bank Account Data API v2 (formerly Nordigen). In development and tests
 * BANK_DATA_URL points at tools/bank-sandbox, which speaks the same paths and shapes; in production
 * at https://bankaccountdata.gocardless.com. Nothing here knows which one it talks to.
 *
 * Every answer is checked against provider-schemas.ts and normalised (normalise.ts); errors are
 * told apart by their `type` and rate-limit headers (provider-errors.ts). This file is the module's
 * public face: the pieces are provider-transport.ts (HTTP, timeout, checked answers),
 * token-session.ts (our tokens, the authorised request) and the endpoint groups
 * institutions-and-agreements.ts, requisitions.ts and account-reads.ts.
 */

export { BankDataError, RequisitionNotLinkedError, bankDataHttpError, REQUISITION_STATUSES } from './provider-errors';
export type { BankErrorKind, RequisitionStatus } from './provider-errors';
export { normaliseTransaction } from './normalise';
export type { BankBalance, BankInstitution, BankTransaction } from './normalise';
export type { ProviderTransaction } from './provider-schemas';
export type {
  BankAccountDetails,
  BankAgreement,
  BankDataClient,
  BankDataClientOptions,
  BankDataConfig,
  BankTransactions,
  CreatedRequisition,
  CreateRequisitionInput,
  Requisition,
} from './bank-data-types';
export { DEFAULT_HISTORY_DAYS } from './institutions-and-agreements';

export function createBankDataClient(config: BankDataConfig, options: BankDataClientOptions = {}): BankDataClient {
  const send = createTransport(config.url, options);
  const call = authorisedCall(send, createTokenSession(send, config, options.now ?? Date.now));
  return {
    ...createInstitutionsAndAgreements(call),
    ...createRequisitions(call),
    ...createAccountReads(call, options),
  };
}
