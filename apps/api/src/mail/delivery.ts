import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Mailer } from './transport';

export type DeliveryResult = 'sent' | 'already-sent' | 'held-elsewhere' | 'missing';

/**
 * Sends one outbox row, at most once:
 * 1. claims it — 'dispatched' (or a 'sending' whose lease ran out: its worker died) becomes
 *    'sending' until `leaseSeconds` from now, in one UPDATE, so two workers never both hold it;
 * 2. sends it with its fixed Message-ID;
 * 3. marks it 'sent' (and its lead's delivery 'sent').
 * A row already sent, or held by another live worker, is left alone (the job completes: the
 * guard that makes a repeated job harmless). A failed send puts the row back to 'dispatched'
 * with the error and rethrows, so the queue retries the job later.
 */
export async function deliverOutboxMessage(
  db: Kysely<Database>,
  mailer: Mailer,
  outboxId: number,
  leaseSeconds: number,
): Promise<DeliveryResult> {
  const row = await db
    .updateTable('mail_outbox')
    .set({
      status: 'sending',
      lease_until: sql<Date>`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql<number>`attempts + 1`,
      last_attempt_at: sql<Date>`now()`,
    })
    .where('id', '=', outboxId)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['queued', 'dispatched', 'dead']),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', sql<Date>`now()`)]),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const current = await db.selectFrom('mail_outbox').select('status').where('id', '=', outboxId).executeTakeFirst();
    if (!current) return 'missing';
    return current.status === 'sent' ? 'already-sent' : 'held-elsewhere';
  }
  try {
    await mailer.send({
      to: row.to_address,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      messageId: row.message_id,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .updateTable('mail_outbox')
      .set({ status: 'dispatched', lease_until: null, error: message.slice(0, 500) })
      .where('id', '=', outboxId)
      .where('status', '=', 'sending')
      .execute();
    throw error;
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: sql<Date>`now()`, lease_until: null, error: null })
      .where('id', '=', outboxId)
      .execute();
    if (row.lead_id !== null) await trx.updateTable('leads').set({ delivery: 'sent' }).where('id', '=', row.lead_id).execute();
  });
  return 'sent';
}

/** The queue gave up on the row's job (every retry failed): 'dead' until someone redrives it. */
export async function markOutboxDead(db: Kysely<Database>, outboxId: number): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ status: 'dead', lease_until: null })
    .where('id', '=', outboxId)
    .where('status', '<>', 'sent')
    .execute();
}
