import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';

/**
 * The application's access key (issue 18, item 3). The application id is in URLs (the bank's
 * return address, the lookup link, the thank-you page), so it proves nothing: with the id alone a
 * stranger linked their own low-income account to someone's application and read its light. Every
 * call of the applicant on an existing application — update, the bank step, the lookup — needs
 * this key as well: 32 random bytes made at create, answered once in the create response (the
 * wizard keeps it for the tab and in a cookie for the bank's return) and written into the
 * applicant's e-mail link; only its SHA-256 is stored. It travels in the `X-Application-Key`
 * header, never in a URL, so it stays out of access logs and Referer headers.
 */

export const ACCESS_KEY_HEADER = 'x-application-key';

/** A wrong or missing key: the same answer as a missing application, so it tells nothing. */
export const ACCESS_DENIED_MESSAGE =
  'Paraiška nerasta arba ši nuoroda jos neatveria. Atidarykite paraišką toje pačioje naršyklėje, kurioje ją pildėte, arba per nuorodą iš el. laiško.';

export const accessDenied = () => new HttpError(404, 'NotFoundError', ACCESS_DENIED_MESSAGE);

/** A new key and what is stored of it. */
export function newAccessKey(): { key: string; hash: Buffer } {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashAccessKey(key) };
}

export function hashAccessKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** The key the request carries (header), or null. Only the shape of our keys is accepted. */
export function accessKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[ACCESS_KEY_HEADER];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

/** Stands in for a missing row, so a wrong id costs the same compare as a wrong key. */
const DUMMY = Buffer.alloc(32);

/**
 * Whether `key` opens application `id`: a constant-time compare of the hashes. False for a
 * missing application, a missing key and an application made before keys existed.
 */
export async function keyOpens(db: Kysely<Database>, id: string, key: string | null): Promise<boolean> {
  const row = await db.selectFrom('rental_applications').select('access_key_hash').where('id', '=', id).executeTakeFirst();
  const stored = row?.access_key_hash ? Buffer.from(row.access_key_hash) : null;
  const given = key === null ? DUMMY : hashAccessKey(key);
  const same = timingSafeEqual(stored && stored.length === 32 ? stored : DUMMY, given);
  return same && stored !== null && key !== null;
}

/** Throws the one 404 unless the request's key opens application `id`. */
export async function requireAccessKey(db: Kysely<Database>, request: FastifyRequest, id: string): Promise<void> {
  if (!(await keyOpens(db, id, accessKeyOf(request)))) throw accessDenied();
}
