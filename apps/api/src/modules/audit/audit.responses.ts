import * as v from 'valibot';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditEntry } from '@ratai/domain';
import { dateTime, described, int, listOf, type Equal } from '../../http/responses';

export const AuditEntryResponse = v.object({
  id: int(),
  actor: v.object({ id: int(), email: v.string() }),
  action: v.picklist(AUDIT_ACTIONS),
  target: v.object({ type: v.picklist(AUDIT_TARGET_TYPES), id: described(v.string(), 'listing id or application id') }),
  reason: v.nullable(v.string()),
  details: described(
    v.nullable(v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()]))),
    'facts of the change, e.g. { from, to } of a status change',
  ),
  createdAt: dateTime(),
});

// The answer is exactly the domain type the back office reads.
const sameAsDomain: Equal<v.InferOutput<typeof AuditEntryResponse>, AuditEntry> = true;
void sameAsDomain;

export const AuditLogResponse = listOf(AuditEntryResponse);
