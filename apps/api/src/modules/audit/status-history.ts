import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * A status history as its page shows it, oldest first: a lead's (lead_status_changes, modules/leads)
 * or an application's pipeline (application_pipeline_changes, modules/applications). Both tables
 * keep the same columns, the actor's e-mail copied at the time like audit_log does; the caller
 * picks the table and whose history it is.
 */
export async function statusHistory<T extends 'lead_status_changes' | 'application_pipeline_changes'>(changes: SelectQueryBuilder<Database, T, object>) {
  const rows = await changes
    .select(['from_status', 'to_status', 'note', 'actor_id', 'actor_email', 'created_at'])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => ({
    from: row.from_status,
    to: row.to_status,
    note: row.note,
    actor: { id: row.actor_id, email: row.actor_email },
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
