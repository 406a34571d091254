import { sql, type Kysely, type Selectable } from 'kysely';
import type { CompanyProfileFields, PersonalProfileFields, ProfileType, SystemRoleName } from '@ratai/domain';
import type { CompanyProfilesTable, Database, PersonalProfilesTable } from '../../db/schema';
import { CAR_SUMMARY_COLUMNS, carsWithMakeAndModel } from '../cars/car-summary';
import type { OwnListingRow } from './accounts.mapper';
import { endSessions } from '../../plugins/auth';
import { referencedHashes } from '../listings/listings.repository';

/**
 * Every SQL statement of the accounts module: plain functions taking `db` (a Kysely instance or a
 * transaction), so routes stay free of SQL and tests can call them directly.
 */
type Db = Kysely<Database>;

/** What the profile forms save; vatNumber is optional in the form (spec §5). */
export type CompanyProfileInput = Omit<CompanyProfileFields, 'vatNumber'> & { vatNumber?: string | null };
export type PersonalProfileInput = Omit<PersonalProfileFields, 'vatNumber'> & { vatNumber?: string | null };

export interface UserRow {
  id: number;
  email: string;
  password_hash: string | null;
  profile_type: ProfileType | null;
  email_verified_at: Date | null;
  /** Set while the team has blocked the account (modules/owners). */
  blocked_at: Date | null;
}

const USER_COLUMNS = ['id', 'email', 'password_hash', 'profile_type', 'email_verified_at', 'blocked_at'] as const;

/** `email` must already be normalised (trimmed, lower-cased): the column holds it that way. */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** PostgreSQL's unique_violation, raised by pg and PGlite alike with this SQLSTATE. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * The result of an insert, or null when it hit a unique constraint: the row exists already. The
 * constraint decides rather than a look-up first, so a concurrent insert cannot slip in between.
 */
async function nullIfTaken<T>(insert: Promise<T>): Promise<T | null> {
  try {
    return await insert;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** E-mails are stored and looked up trimmed and lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Inserts a user with their roles in one transaction, so there is never a user without a role.
 * Returns null when the e-mail is taken (also when a concurrent registration won the race).
 */
export async function insertUser(
  db: Db,
  /** passwordHash null: an account created by social sign-in, which has no password. */
  values: { email: string; passwordHash: string | null; roles: SystemRoleName[] },
): Promise<UserRow | null> {
  return nullIfTaken(
    db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({ email: values.email, password_hash: values.passwordHash, profile_type: null })
        .returning(USER_COLUMNS)
        .executeTakeFirstOrThrow();
      for (const role of values.roles) {
        await trx.insertInto('user_roles').values({ user_id: user.id, role }).execute();
      }
      return user;
    }),
  );
}

export async function setProfileType(db: Db, userId: number, profileType: ProfileType): Promise<void> {
  await db.updateTable('users').set({ profile_type: profileType, updated_at: sql`now()` }).where('id', '=', userId).execute();
}

/** Sets the type only while none is chosen: the first profile decides, a later one does not switch. */
export async function setProfileTypeIfUnset(db: Db, userId: number, profileType: ProfileType): Promise<void> {
  await db
    .updateTable('users')
    .set({ profile_type: profileType, updated_at: sql`now()` })
    .where('id', '=', userId)
    .where('profile_type', 'is', null)
    .execute();
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  // Every session issued before ends with the old password (the caller hands this one a fresh token).
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: sql`now()` }).where('id', '=', userId).execute();
    await endSessions(trx, userId);
  });
}

export function findCompanyProfile(db: Db, userId: number): Promise<Selectable<CompanyProfilesTable> | undefined> {
  return db.selectFrom('company_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export function findPersonalProfile(db: Db, userId: number): Promise<Selectable<PersonalProfilesTable> | undefined> {
  return db.selectFrom('personal_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

const companyColumns = (p: CompanyProfileInput) => ({
  name: p.name,
  company_code: p.companyCode,
  address: p.address,
  vat_number: p.vatNumber ?? null,
  email: p.email,
  phone_number: p.phoneNumber,
  terms_of_service: p.termsOfService,
});

const personalColumns = (p: PersonalProfileInput) => ({
  name: p.name,
  surname: p.surname,
  address: p.address,
  individual_activity_certificate: p.individualActivityCertificate,
  vat_number: p.vatNumber ?? null,
  email: p.email,
  phone_number: p.phoneNumber,
  terms_of_service: p.termsOfService,
});

/** Null when the user already has a company profile (user_id is unique). */
export async function insertCompanyProfile(
  db: Db,
  userId: number,
  profile: CompanyProfileInput,
): Promise<Selectable<CompanyProfilesTable> | null> {
  return nullIfTaken(
    db
      .insertInto('company_profiles')
      .values({ user_id: userId, ...companyColumns(profile) })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/** Null when the user already has a personal profile (user_id is unique). */
export async function insertPersonalProfile(
  db: Db,
  userId: number,
  profile: PersonalProfileInput,
): Promise<Selectable<PersonalProfilesTable> | null> {
  return nullIfTaken(
    db
      .insertInto('personal_profiles')
      .values({ user_id: userId, ...personalColumns(profile) })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
}

/**
 * Updates the user's company profile. With `profileId` the row must also have that id: the
 * user_id condition is what keeps one user from writing another user's profile.
 * Undefined when there is no such row of this user.
 */
export function updateCompanyProfile(
  db: Db,
  userId: number,
  profile: CompanyProfileInput,
  profileId?: number,
): Promise<Selectable<CompanyProfilesTable> | undefined> {
  let query = db
    .updateTable('company_profiles')
    .set({ ...companyColumns(profile), updated_at: sql`now()` })
    .where('user_id', '=', userId);
  if (profileId !== undefined) query = query.where('id', '=', profileId);
  return query.returningAll().executeTakeFirst();
}

/** As {@link updateCompanyProfile}, for the personal profile. */
export function updatePersonalProfile(
  db: Db,
  userId: number,
  profile: PersonalProfileInput,
  profileId?: number,
): Promise<Selectable<PersonalProfilesTable> | undefined> {
  let query = db
    .updateTable('personal_profiles')
    .set({ ...personalColumns(profile), updated_at: sql`now()` })
    .where('user_id', '=', userId);
  if (profileId !== undefined) query = query.where('id', '=', profileId);
  return query.returningAll().executeTakeFirst();
}

/**
 * The owner's listings, newest first, with make, model and cover in one query (no query per car).
 * The cover is the listing's cover_hash, kept by the database (migration 0007): the image flagged
 * is_cover, else the first by position — as on the car page.
 */
export function listOwnListings(db: Db, userId: number): Promise<OwnListingRow[]> {
  return carsWithMakeAndModel(db)
    .leftJoin('car_advertisements as r', 'r.revision_of', 'a.id')
    .select([
      ...CAR_SUMMARY_COLUMNS,
      'a.visibility',
      'a.review_status',
      'a.rejection_reason',
      'a.hidden_by_team_at',
      'a.hidden_by_team_reason',
      'a.created_at',
      'a.updated_at',
      'a.cover_hash',
      // The listing's revision (issue 16), if any: its state shows on the card.
      'r.review_status as revision_status',
      'r.rejection_reason as revision_rejection_reason',
    ])
    .where('a.owner_id', '=', userId)
    .where('a.revision_of', 'is', null)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute();
}

/**
 * Deletes the user; the foreign keys cascade to roles, profiles, listings, their features and
 * image rows. Returns the image hashes that no remaining listing uses, so the caller can delete
 * the files — a hash another user's listing shares (identical upload) keeps its files.
 */
export async function deleteUser(db: Db, userId: number): Promise<{ deleted: boolean; orphanedHashes: string[] }> {
  return db.transaction().execute(async (trx) => {
    // Listings' photos and drafts' (migration 0027: drafts go with the user too).
    const own = await trx
      .selectFrom('car_images as i')
      .innerJoin('car_advertisements as a', 'a.id', 'i.car_advertisement_id')
      .select('i.hash')
      .where('a.owner_id', '=', userId)
      .union(
        trx
          .selectFrom('listing_draft_images as di')
          .innerJoin('listing_drafts as d', 'd.id', 'di.draft_id')
          .select('di.hash')
          .where('d.owner_id', '=', userId),
      )
      .execute();
    const result = await trx.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
    const hashes = own.map((r) => r.hash);
    if (hashes.length === 0) return { deleted: result.numDeletedRows > 0n, orphanedHashes: [] };
    const stillUsed = await referencedHashes(trx, hashes);
    const used = stillUsed;
    return { deleted: result.numDeletedRows > 0n, orphanedHashes: hashes.filter((h) => !used.has(h)) };
  });
}
