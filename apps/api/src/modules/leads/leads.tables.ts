import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely table types of the leads module; merged into `Database` in src/db/schema.ts.
 * SQL in migrations/0003-leads.ts.
 */

/** Timestamps default to now() on insert, so inserting may omit them. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Which form a lead came from: the car request (§2.12) or the callback request (§2.13). */
export type LeadKind = 'car_request' | 'callback';

/** Where the lead's e-mail went: not yet decided, sent over SMTP, or parked in mail_outbox. */
export type LeadDelivery = 'pending' | 'sent' | 'outbox';

/** Why a message sits in mail_outbox: no SMTP configured, or the SMTP send failed. */
export type OutboxReason = 'smtp_unset' | 'smtp_failed';

/** A car request as stored: the validated form plus the names of the chosen make and model. */
export interface CarRequestLeadPayload {
  carMake: { id: number; name: string };
  carModel: { id: number; name: string };
  modelYear: number;
  price: [number, number];
  phone: string;
  email: string;
  termsAgreed: true;
}

/** A callback request as stored (the reCAPTCHA token is never stored). */
export interface CallbackLeadPayload {
  name: string;
  phone: string;
  subject: string;
  termsAgreed: true;
}

export type LeadPayload = CarRequestLeadPayload | CallbackLeadPayload;

export interface LeadsTable {
  id: Generated<number>;
  kind: LeadKind;
  /** jsonb: read back parsed; written as JSON text so pg never turns an array into a SQL array. */
  payload: ColumnType<LeadPayload, string, string>;
  /** HMAC of the client IP (key derived from DATA_KEY): abuse can be traced without storing IPs. */
  ip_hash: string | null;
  delivery: ColumnType<LeadDelivery, LeadDelivery | undefined, LeadDelivery>;
  created_at: Timestamp;
}

/** E-mails not delivered over SMTP, kept with everything needed to send them later by hand or by a job. */
export interface MailOutboxTable {
  id: Generated<number>;
  lead_id: number | null;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  reason: OutboxReason;
  /** The SMTP error when reason is smtp_failed (no credentials: nodemailer's messages hold none). */
  error: string | null;
  created_at: Timestamp;
  /** Set by whoever delivers it later; null = still waiting. */
  sent_at: Timestamp | null;
}

export interface LeadTables {
  leads: LeadsTable;
  mail_outbox: MailOutboxTable;
}
