import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A consent whose deletion at the provider is still owed (migration 0012, consent-cleanup.ts). */
export interface BankConsentDeletionsTable {
  requisition_id: string;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
}

export interface BankTables {
  bank_consent_deletions: BankConsentDeletionsTable;
}
