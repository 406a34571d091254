import { type Kysely, sql } from 'kysely';

/**
 * Leads of the car request and callback forms, and the mail outbox (modules/leads/README.md).
 * The lead row is written before any e-mail is attempted, so a failed send never loses it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('leads')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('car_request', 'callback')`))
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('ip_hash', 'text')
    .addColumn('delivery', 'text', (c) => c.notNull().defaultTo('pending').check(sql`delivery in ('pending', 'sent', 'outbox')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The team reads leads newest first; abuse checks look up one IP hash.
  await db.schema.createIndex('leads_created_idx').on('leads').columns(['created_at desc', 'id desc']).execute();
  await db.schema.createIndex('leads_ip_hash_idx').on('leads').columns(['ip_hash', 'created_at']).execute();

  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // A message outlives its lead's deletion (it may still have to be sent or audited).
    .addColumn('lead_id', 'integer', (c) => c.references('leads.id').onDelete('set null'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('smtp_unset', 'smtp_failed')`))
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  // Whatever delivers the outbox later reads only the waiting rows, oldest first.
  await sql`create index mail_outbox_waiting_idx on mail_outbox (created_at, id) where sent_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').ifExists().execute();
  await db.schema.dropTable('leads').ifExists().execute();
}
