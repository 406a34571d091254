import { BankDataError, type BankDataClient } from './bank-data-client';

/**
 * Once an applicant's accounts were read (or the consent was refused or expired), nothing more is
 * needed from the provider: the requisition and its end-user agreement are deleted there, so no
 * access to the applicant's bank stays open in our name (data minimisation; the agreement would
 * otherwise live until its access period ends).
 *
 * readAccountDataOnce takes any `ConsentCleanup`. deleteConsentNow deletes at once and reports a
 * failure instead of throwing (the data is already read and the applicant must not see an error
 * for it); the applications bank step (bank-step.ts) wraps it in deleteConsentOrRetryLater (consent-deletions.ts),
 * which owes a failed deletion to the `bank-consent-cleanup` job.
 */
export type ConsentCleanupResult = 'deleted' | 'already_gone' | 'failed';
export type ConsentCleanup = (requisitionId: string) => Promise<ConsentCleanupResult>;

export function deleteConsentNow(client: BankDataClient): ConsentCleanup {
  return async (requisitionId) => {
    try {
      return (await client.deleteRequisition(requisitionId)) === 'deleted' ? 'deleted' : 'already_gone';
    } catch (error) {
      if (error instanceof BankDataError) return 'failed';
      throw error;
    }
  };
}
