import { type Kysely, sql } from 'kysely';

/**
 * bank_consent_deletions: requisitions (bank-data consents) whose deletion at the provider failed
 * right after the read (modules/bank/consent-cleanup.ts). The `bank-consent-cleanup` job retries
 * them with back-off and removes the row once the provider answers deleted or gone. Only the
 * provider's id is kept: nothing about the applicant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bank_consent_deletions')
    .addColumn('requisition_id', 'text', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('bank_consent_deletions_due_idx').on('bank_consent_deletions').column('next_attempt_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bank_consent_deletions').ifExists().execute();
}
