import { type Kysely, sql } from 'kysely';

/** Links from OpenID provider accounts (issuer + sub) to users (modules/social-auth/README.md). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_identities')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // Deleting the account deletes its links: a later sign-in with that provider account starts fresh.
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_login_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One provider account belongs to one user; the constraint also settles two first sign-ins racing.
    .addUniqueConstraint('user_identities_issuer_subject_uq', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user_idx').on('user_identities').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_identities').ifExists().execute();
}
