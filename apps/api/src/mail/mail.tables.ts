import type { ColumnType, Generated } from 'kysely';

/** Kysely type of `mail_outbox` (migrations 0003 and 0008); merged into `Database` in src/db/schema.ts. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/**
 * Where a message is: queued (written with the change that caused it) → dispatched (the relay
 * made its job) → sending (a worker holds it until lease_until) → sent; dead when every retry failed.
 */
export type OutboxStatus = 'queued' | 'dispatched' | 'sending' | 'sent' | 'dead';

/** Rows written before the queue existed say why they were parked; new rows leave it null. */
export type OutboxReason = 'smtp_unset' | 'smtp_failed';

export interface MailOutboxTable {
  id: Generated<number>;
  /** The lead whose e-mail this is (set null when the lead is deleted). */
  lead_id: number | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** The template that wrote it, e.g. 'lead.car_request' or 'auth.password_reset'. */
  template: string | null;
  /** Message-ID header without the angle brackets; the same on every retry. */
  message_id: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  reason: OutboxReason | null;
  /** The last SMTP error (nodemailer's messages carry no credentials). */
  error: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_attempt_at: Timestamp | null;
  dispatched_at: Timestamp | null;
  lease_until: Timestamp | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export interface MailTables {
  mail_outbox: MailOutboxTable;
}
