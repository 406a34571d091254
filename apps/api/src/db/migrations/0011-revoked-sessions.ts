import { type Kysely, sql } from 'kysely';

/**
 * Sessions ended by logout (issue 18, item 10; plugins/auth.ts). A token carries a random session
 * id (`sid`); logout writes it here until the token would have expired anyway, and the auth
 * plugin refuses a token whose session is listed. Rows past `expires_at` are useless and are
 * removed at the next logout. (Password change and reset end all of a user's sessions through
 * users.sessions_valid_after instead; a deleted user's rows go with the user.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revoked_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('revoked_sessions_expires_idx').on('revoked_sessions').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revoked_sessions').ifExists().execute();
}
