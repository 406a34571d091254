import type { FastifyInstance } from 'fastify';
import { unauthorized, validationError } from '../../http/errors';
import { verifyPassword } from './password';
import * as repo from './accounts.repository';
import { toMe, type Me } from './accounts.mapper';
import { beforePasswordCheck, clearPasswordFailures, recordPasswordFailure } from './throttle';

/**
 * What several route files do with the signed-in user: answer `Me` (users, system-role) and
 * confirm the password before a sensitive change (password change, account deletion).
 */

export async function loadMe(app: FastifyInstance, userId: number, roles: string[]): Promise<Me> {
  const [user, company, personal, listings] = await Promise.all([
    repo.findUserById(app.db, userId),
    repo.findCompanyProfile(app.db, userId),
    repo.findPersonalProfile(app.db, userId),
    repo.listOwnListings(app.db, userId),
  ]);
  if (!user) throw unauthorized();
  return toMe({ user, roles, company, personal, listings, storage: app.storage });
}

/**
 * Checks the signed-in user's password for a sensitive action. Wrong passwords count towards
 * the same per-account lock as login, so a stolen token cannot be used to guess the password.
 */
export async function confirmPassword(
  app: FastifyInstance,
  userId: number,
  email: string,
  ip: string,
  given: string,
  failure: { path: string; message: string },
): Promise<void> {
  await beforePasswordCheck(app, email, ip);
  const user = await repo.findUserById(app.db, userId);
  if (!user || !(await verifyPassword(user.password_hash, given))) {
    await recordPasswordFailure(app, email, ip);
    throw validationError([{ path: [failure.path], message: failure.message }]);
  }
  await clearPasswordFailures(app, email, ip);
}
