import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { hashPassword } from '../../modules/accounts/password';

/**
 * A user with the given roles, created once. An existing user keeps their password: the seed runs
 * on every start and must never undo a password change. Returns the user's id.
 */
export async function ensureUser(
  db: Kysely<Database>,
  values: { email: string; password: string; roles: string[]; profileType?: Database['users']['profile_type'] },
): Promise<{ id: number; created: boolean }> {
  const email = values.email.trim().toLowerCase();
  let created = false;
  let user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!user) {
    user = await db
      .insertInto('users')
      // The operator chose these addresses (TEAM_EMAIL, the demo accounts): they count as verified.
      .values({ email, password_hash: await hashPassword(values.password), profile_type: values.profileType ?? null, email_verified_at: new Date() })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    created = user !== undefined;
    // Another instance starting at the same moment may have won the insert.
    user ??= await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  }
  for (const role of values.roles) {
    await db
      .insertInto('user_roles')
      .values({ user_id: user.id, role })
      .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
      .execute();
  }
  return { id: user.id, created };
}

/** The team account from TEAM_EMAIL / TEAM_PASSWORD: it approves listings (role 'team'). */
export function ensureTeamUser(db: Kysely<Database>, email: string, password: string) {
  return ensureUser(db, { email, password, roles: ['team'] });
}
