import type { Kysely } from 'kysely';
import { fromKysely, type PgBoss } from 'pg-boss';
import type { Database } from '../db/schema';

/** The queue whose jobs send one outbox row each, and the queue its exhausted jobs move to. */
export const MAIL_QUEUE = 'mail-send';
export const MAIL_DEAD_QUEUE = 'mail-dead';

export interface MailJob {
  outboxId: number;
}

/**
 * Hands queued outbox rows to the job queue: in one transaction, the rows are locked (SKIP
 * LOCKED, so relays of several instances take different rows), one job per row is inserted into
 * pg-boss's tables through the same transaction, and the rows become 'dispatched'. Either both
 * happen or neither: a row never gets two jobs and never gets none.
 * Returns how many rows were dispatched.
 */
export async function relayOutbox(db: Kysely<Database>, boss: PgBoss, limit = 100): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('mail_outbox')
      .select('id')
      .where('status', '=', 'queued')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (rows.length === 0) return 0;
    await boss.insert(
      MAIL_QUEUE,
      rows.map((row) => ({ data: { outboxId: row.id } satisfies MailJob })),
      { db: fromKysely(trx) },
    );
    await trx
      .updateTable('mail_outbox')
      .set({ status: 'dispatched', dispatched_at: new Date() })
      .where('id', 'in', rows.map((row) => row.id))
      .execute();
    return rows.length;
  });
}
