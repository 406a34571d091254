import { sql, type Kysely } from 'kysely';
import type { AuditAction, AuditEntry, AuditTargetType } from '@ratai/domain';
import type { Database } from '../../db/schema';
import type { AuditDetails } from './audit.tables';

/**
 * The audit log 'Veiksmų žurnalas': one row per team action, written with the transaction of the
 * change (pass `trx`), so an action without its entry — or an entry without its action — cannot
 * exist. The table refuses UPDATE and DELETE (migration 0010); this module only inserts and reads.
 */

export interface TeamAction {
  /** The signed-in team member; their e-mail is copied from `users` as it is now. */
  actorId: number;
  action: AuditAction;
  target: { type: AuditTargetType; id: string | number };
  reason?: string | null;
  details?: AuditDetails | null;
}

/**
 * Appends one entry. Call it with the transaction that makes the change it records; it throws
 * when the actor does not exist, so that change rolls back rather than go unrecorded.
 */
export async function recordTeamAction(db: Kysely<Database>, entry: TeamAction): Promise<void> {
  const result = await db
    .insertInto('audit_log')
    .columns(['actor_id', 'actor_email', 'action', 'target_type', 'target_id', 'reason', 'details'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          'users.id',
          'users.email',
          sql.lit(entry.action).as('action'),
          sql.lit(entry.target.type).as('target_type'),
          sql<string>`${String(entry.target.id)}`.as('target_id'),
          sql<string | null>`${entry.reason ?? null}::text`.as('reason'),
          sql<string | null>`${entry.details ? JSON.stringify(entry.details) : null}::jsonb`.as('details'),
        ])
        .where('users.id', '=', entry.actorId),
    )
    .returning('id')
    .executeTakeFirst();
  if (!result) throw new Error('audit log: the acting team member was not found');
}

export interface AuditFilter {
  actor?: string;
  action?: AuditAction;
  /** Calendar days (YYYY-MM-DD) in Lithuanian time, both included. */
  from?: string;
  to?: string;
}

/** The time zone of the team's calendar days: a day filter means a Vilnius day, whatever the server's zone. */
const TEAM_TIME_ZONE = 'Europe/Vilnius';

/** One page of the log, newest first (created_at, then id: entries of one transaction keep their order). */
export async function listAuditEntries(
  db: Kysely<Database>,
  filter: AuditFilter,
  page: number,
  pageSize: number,
): Promise<{ entries: AuditEntry[]; total: number }> {
  let query = db.selectFrom('audit_log');
  if (filter.actor) query = query.where('actor_email', '=', filter.actor.toLowerCase());
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.from) query = query.where('created_at', '>=', sql<Date>`(${filter.from}::date)::timestamp at time zone ${TEAM_TIME_ZONE}`);
  if (filter.to) query = query.where('created_at', '<', sql<Date>`((${filter.to}::date + 1))::timestamp at time zone ${TEAM_TIME_ZONE}`);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.total),
    entries: rows.map((row) => ({
      id: Number(row.id),
      actor: { id: row.actor_id, email: row.actor_email },
      action: row.action,
      target: { type: row.target_type, id: row.target_id },
      reason: row.reason,
      details: row.details,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
