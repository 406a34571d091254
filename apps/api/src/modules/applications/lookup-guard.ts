import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors';
import { refundGuess, reserveGuess } from './applications.repository';
import type { PersonalDataCipher } from './personal-data';

/**
 * The public lookup (spec §2.10, §7): an application id plus the last four digits of the personal
 * code. Guarded three ways (README.md, "Lookup"):
 *
 * 1. at most 20 lookups per client IP an hour (429; @fastify/rate-limit, the hook is in routes.ts);
 * 2. at most 5 wrong guesses per application, then it is locked for 24 hours; the guess is taken
 *    from the allowance before it is compared, so parallel requests cannot exceed it;
 * 3. a wrong id, wrong digits and a locked application all answer the SAME 404 after the SAME work
 *    (one UPDATE, one HMAC, one constant-time compare), so the answer tells nothing about which.
 */

export const LOOKUP_PER_IP = { max: 20, windowMs: 60 * 60_000 } as const;

/** One text for every failed lookup: it must not tell a wrong id from wrong digits or a lock. */
export const LOOKUP_NOT_FOUND_MESSAGE =
  'Paraiška nerasta arba nurodyti skaičiai neteisingi. Po 5 nesėkmingų bandymų paraiškos paieška užrakinama 24 valandoms.';

export const lookupNotFound = () => new HttpError(404, 'NotFoundError', LOOKUP_NOT_FOUND_MESSAGE);

/** The 429 past LOOKUP_PER_IP (counted before the path is checked, so before any guess is spent). */
export const LOOKUP_RATE_LIMIT_MESSAGE = 'Per daug paieškos bandymų. Pabandykite po valandos.';

/**
 * Whether `last4` opens application `id`. Spends one guess of the application's allowance; a right
 * guess gives back only that guess (earlier wrong ones still count). Resolves false for a missing or locked application, after the same work.
 */
export async function checkLastFour(app: FastifyInstance, cipher: PersonalDataCipher, id: string, last4: string): Promise<boolean> {
  const reserved = await reserveGuess(app.db, id);
  const ok = cipher.matches(reserved?.last4Hash, cipher.hashLast4(id, last4));
  if (ok) await refundGuess(app.db, id);
  return ok;
}

/**
 * Whether `personalCode` is the application's full code (the update's proof of ownership). Spends
 * a guess from the same allowance as the lookup: an update is as good an oracle as a lookup.
 * `undefined` when there is no allowance left (missing or locked).
 */
export async function checkFullCode(
  app: FastifyInstance,
  cipher: PersonalDataCipher,
  id: string,
  personalCode: string,
): Promise<boolean | undefined> {
  const reserved = await reserveGuess(app.db, id);
  const ok = cipher.matches(reserved?.personalCodeHash, cipher.hashCode(personalCode));
  if (!reserved) return undefined;
  if (ok) await refundGuess(app.db, id);
  return ok;
}
