/**
 * Names of the application's states and of the credit light's reasons. The spec shows no status
 * values (§3 "Application status values: not shown"), so these are ours; README.md explains them.
 */

/**
 * - `submitted`: the form was saved (create or update); no bank chosen yet.
 * - `bank_pending`: a bank was chosen and a consent started; waiting for the applicant's return.
 * - `bank_connected`: the accounts were read once and the light recomputed from them (final).
 * - `bank_refused`: the applicant refused or abandoned the consent, or it expired; the light stays
 *   on the declared data, at least yellow. A new bank choice may still be started.
 */
export { APPLICATION_STATUSES, type ApplicationStatus } from '@ratai/domain';

/** What the light's income and obligations came from. */
export { CREDIT_BASES, type CreditBasis } from '@ratai/domain';

/** Machine codes of the light's reasons (docs/credit-light.md). */
export const CREDIT_REASON_CODES = [
  'RATIO_WITHIN_40',
  'RATIO_WITHIN_50',
  'RATIO_ABOVE_50',
  'INCOME_NOT_ESTABLISHED',
  'DECLARED_DATA',
  'BANK_DATA',
  'BANK_HISTORY_SHORT',
  'BANK_DATA_UNVERIFIED',
  'DECLARED_ABOVE_BANK',
  'INCOME_NOT_REGULAR',
  'INCOME_SOURCES',
  'NEEDS_CHECK',
  'RIDE_HAIL_INCOME',
  'FREQUENT_OVERDRAFT',
  'PAYDAY_LOANS',
  'BANK_CONSENT_REFUSED',
] as const;
export type CreditReasonCode = (typeof CREDIT_REASON_CODES)[number];

/** One reason beside the light: a code for machines, a short Lithuanian text for the team. */
export interface CreditReason {
  code: CreditReasonCode;
  message: string;
}
