import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Every SQL statement of the social-auth module: plain functions taking `db`. */
type Db = Kysely<Database>;

/** The user linked to this provider account, if any; marks the sign-in. */
export async function findLinkedUser(db: Db, issuer: string, subject: string, email: string): Promise<number | undefined> {
  const row = await db
    .updateTable('user_identities')
    .set({ last_login_at: sql`now()`, email })
    .where('issuer', '=', issuer)
    .where('subject', '=', subject)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Links the provider account to `userId`. When a concurrent first sign-in of the same account
 * linked it already, that link wins: the returned user id is the one now linked.
 */
export async function linkIdentity(db: Db, values: { userId: number; issuer: string; subject: string; email: string }): Promise<number> {
  await db
    .insertInto('user_identities')
    .values({ user_id: values.userId, issuer: values.issuer, subject: values.subject, email: values.email })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .execute();
  const row = await db
    .selectFrom('user_identities')
    .select('user_id')
    .where('issuer', '=', values.issuer)
    .where('subject', '=', values.subject)
    .executeTakeFirstOrThrow();
  return row.user_id;
}
