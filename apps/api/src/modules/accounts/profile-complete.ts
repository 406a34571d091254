import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ONBOARDING_BANNER } from '@ratai/domain';
import type { Database } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { signedInUser } from '../../plugins/auth';

/**
 * Whether a user has finished onboarding (spec §4, §6): a profile type is chosen AND the profile
 * of that type exists with the service terms accepted. A profile of the *other* type does not
 * count — after a type switch the user is onboarding again until the new profile is filled in.
 */
export async function isProfileComplete(db: Kysely<Database>, userId: number): Promise<boolean> {
  // One round trip: the user's type plus whether each kind of profile has accepted terms.
  const row = await db
    .selectFrom('users as u')
    .leftJoin('company_profiles as c', 'c.user_id', 'u.id')
    .leftJoin('personal_profiles as p', 'p.user_id', 'u.id')
    .select(['u.profile_type', 'c.terms_of_service as company_terms', 'p.terms_of_service as personal_terms'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row || row.profile_type === null) return false;
  return row.profile_type === 'company' ? row.company_terms === true : row.personal_terms === true;
}

/**
 * A hook (preValidation, after requireUser) that lets only users with a complete profile through; the others get 403 with the
 * spec's onboarding banner text (§8), which the upload form shows as is. Put it after
 * `app.requireUser`: `preValidation: [app.requireUser, requireCompleteProfile(app)]`.
 */
export function requireCompleteProfile(app: FastifyInstance) {
  return async function completeProfileGuard(request: FastifyRequest): Promise<void> {
    // Defensive: used without requireUser in front it must still refuse, never let through.
    if (!(await isProfileComplete(app.db, signedInUser(request).id))) throw forbidden(ONBOARDING_BANNER);
  };
}
