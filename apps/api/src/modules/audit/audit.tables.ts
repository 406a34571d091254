import type { ColumnType } from 'kysely';
import type { AuditAction, AuditTargetType } from '@ratai/domain';

/**
 * Kysely table type of the audit log; merged into `Database` in src/db/schema.ts.
 * SQL (append-only trigger included) in migrations/0010-audit-log.ts.
 */

/** jsonb: both drivers return the parsed value; we write JSON text so neither driver guesses. */
type Json<T> = ColumnType<T, string | null | undefined, never>;

export type AuditDetails = Record<string, string | number | boolean | null>;

export interface AuditLogTable {
  /** bigint: pg returns it as a string. */
  id: ColumnType<string, never, never>;
  actor_id: ColumnType<number, number, never>;
  actor_email: ColumnType<string, string, never>;
  action: ColumnType<AuditAction, AuditAction, never>;
  target_type: ColumnType<AuditTargetType, AuditTargetType, never>;
  target_id: ColumnType<string, string, never>;
  reason: ColumnType<string | null, string | null | undefined, never>;
  details: Json<AuditDetails | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}


