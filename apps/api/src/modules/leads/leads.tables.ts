import type { ColumnType, Generated } from 'kysely';
import type { LeadStatus } from '@ratai/domain';

/**
 * Kysely table types of the leads module; merged into `Database` in src/db/schema.ts.
 * SQL in migrations/0003-leads.ts.
 */

/** Timestamps default to now() on insert, so inserting may omit them. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Which form a lead came from: the car request (§2.12) or the callback request (§2.13). */
export type LeadKind = 'car_request' | 'callback';

/** Where the lead's e-mail is: 'outbox' = queued in mail_outbox, 'sent' = delivered over SMTP ('pending': older rows). */
export type LeadDelivery = 'pending' | 'sent' | 'outbox';

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
  /** The team's work on it (migration 0025): new → called → closed. */
  status: ColumnType<LeadStatus, LeadStatus | undefined, LeadStatus>;
  /** When the team last set the status or added a note; null while untouched. */
  status_changed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

/** Every status change of a lead with the team's note (migration 0025). */
export interface LeadStatusChangesTable {
  /** bigint: pg returns it as a string. */
  id: ColumnType<string, never, never>;
  lead_id: number;
  from_status: LeadStatus;
  to_status: LeadStatus;
  note: string;
  actor_id: number;
  actor_email: string;
  created_at: Timestamp;
}

export interface LeadTables {
  leads: LeadsTable;
  lead_status_changes: LeadStatusChangesTable;
}
