import { type Kysely, sql } from 'kysely';

/**
 * E-mail verification and one-time codes (modules/accounts/recovery.ts):
 * - users.email_verified_at: set by the confirmation link, a password reset (the link proved the
 *   mailbox) or a social sign-in with a verified e-mail. Accounts that already signed in socially
 *   count as verified.
 * - account_codes: password-reset and e-mail confirmation codes, stored as SHA-256 hashes only,
 *   single use (used_at), with an expiry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'timestamptz').execute();
  await sql`update users set email_verified_at = now() where id in (select user_id from user_identities)`.execute(db);
  await db.schema
    .createTable('account_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('password_reset', 'email_confirmation')`))
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('account_codes_user_idx').on('account_codes').columns(['user_id', 'purpose']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_codes').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
