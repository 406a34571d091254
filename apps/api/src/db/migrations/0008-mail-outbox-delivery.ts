import { type Kysely, sql } from 'kysely';

/**
 * The mail outbox becomes the one way every e-mail leaves (src/mail/README.md): a row is written
 * in the same transaction as the change that causes it, the relay hands it to the job queue
 * (pg-boss) and a worker sends it over SMTP with retries.
 *
 * - status: queued (written, not yet handed to the queue) → dispatched (a job exists) → sending
 *   (a worker holds it until lease_until) → sent; dead once the queue gave up retrying.
 * - message_id: the Message-ID header, fixed at insert, so a message retried after a crash is
 *   recognisably the same message.
 * - html and template: the HTML part and the template's name; reason (why it was parked) is now
 *   optional: rows are no longer only parked leads.
 *
 * Rows parked before this migration and never sent become 'queued': they are delivered now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('queued').check(sql`status in ('queued', 'dispatched', 'sending', 'sent', 'dead')`),
    )
    .addColumn('html', 'text')
    .addColumn('template', 'text')
    .addColumn('message_id', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_attempt_at', 'timestamptz')
    .addColumn('dispatched_at', 'timestamptz')
    .addColumn('lease_until', 'timestamptz')
    .execute();
  await sql`alter table mail_outbox alter column reason drop not null`.execute(db);
  await sql`update mail_outbox set status = case when sent_at is null then 'queued' else 'sent' end,
    message_id = 'outbox-' || id || '@ratai.lt', template = 'lead'`.execute(db);
  await sql`alter table mail_outbox alter column message_id set not null`.execute(db);
  await sql`create unique index mail_outbox_message_id_idx on mail_outbox (message_id)`.execute(db);
  // The relay reads only the rows not yet handed to the queue, oldest first.
  await sql`create index mail_outbox_queued_idx on mail_outbox (id) where status = 'queued'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists mail_outbox_queued_idx`.execute(db);
  await sql`drop index if exists mail_outbox_message_id_idx`.execute(db);
  await sql`delete from mail_outbox where reason is null`.execute(db);
  await sql`alter table mail_outbox alter column reason set not null`.execute(db);
  for (const column of ['status', 'html', 'template', 'message_id', 'attempts', 'last_attempt_at', 'dispatched_at', 'lease_until']) {
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
  }
}
