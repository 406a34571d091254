import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AuthResponse, CompanyProfile, PersonalProfile, ProfileType } from '@ratai/domain';
import {
  ChangePasswordSchema,
  CompanyProfileSchema,
  LoginRequestSchema,
  PersonalProfileSchema,
  ProfileTypeSchema,
  RegisterRequestSchema,
  idField,
  optionalIdField,
  password,
  LISTING_REQUIRED,
  PASSWORD_REQUIRED,
  INVALID_DATA,
  INVALID_VALUE,
} from '@ratai/validation';
import { bodyFromValibot, errorResponse } from '../../http/docs';
import { badRequest, conflict, notFound, unauthorized, validationError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { imageKey, IMAGE_WIDTHS, type ImageVariant } from '../../images/process-image';
import { signedInUser } from '../../plugins/auth';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import * as repo from './accounts.repository';
import { toAuthUser, toCompanyProfile, toMe, toPersonalProfile, type Me } from './accounts.mapper';
import * as docs from './accounts.docs';
import { assertAccountNotLocked, clearPasswordFailures, countIpAttempt, recordPasswordFailure } from './throttle';

/** Lithuanian texts of this module (the spec gives none for these situations). */
export const ACCOUNT_MESSAGES = {
  /** One text for unknown e-mail and wrong password, so login does not reveal who has an account. */
  loginFailed: 'Neteisingas el. paštas arba slaptažodis',
  emailTaken: 'Šis el. pašto adresas jau užregistruotas',
  wrongPassword: 'Neteisingas slaptažodis',
  wrongCurrentPassword: 'Neteisingas dabartinis slaptažodis',
  companyProfileExists: 'Įmonės profilis jau sukurtas',
  personalProfileExists: 'Asmeninis profilis jau sukurtas',
  profileNotFound: 'Profilis nerastas',
} as const;

// Request bodies composed from @ratai/validation's schemas and field builders: the rules stay there.

/** A profile as edit-user-data sends it: the form's fields plus the profile's id (spec §7). */
const CompanyProfileWithIdSchema = v.object({ ...CompanyProfileSchema.entries, id: idField(LISTING_REQUIRED, INVALID_VALUE) }, INVALID_DATA);
const PersonalProfileWithIdSchema = v.object({ ...PersonalProfileSchema.entries, id: idField(LISTING_REQUIRED, INVALID_VALUE) }, INVALID_DATA);
/** PUT /profiles/*: the id is optional (the user has at most one profile of each type) but checked when sent. */
const CompanyProfileUpdateSchema = v.object({ ...CompanyProfileSchema.entries, id: optionalIdField() }, INVALID_DATA);
const PersonalProfileUpdateSchema = v.object({ ...PersonalProfileSchema.entries, id: optionalIdField() }, INVALID_DATA);
/** DELETE /system-role/delete-user: the current password confirms the deletion (our decision). */
const DeleteUserSchema = v.object({ password: password(PASSWORD_REQUIRED) }, INVALID_DATA);

/** E-mails are stored trimmed and lower-cased, so Jonas@Pavyzdys.lt and jonas@pavyzdys.lt are one account. */

/** Bodies that may be absent (no Content-Type) read as an empty object. */
const bodyOrEmpty = (body: unknown): unknown => (body === undefined || body === null ? {} : body);

const signedIn = { security: [{ bearer: [] }] } as const;

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  async function loadMe(userId: number, roles: string[]): Promise<Me> {
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
  async function confirmPassword(userId: number, email: string, given: string, failure: { path: string; message: string }) {
    await assertAccountNotLocked(app, email);
    const user = await repo.findUserById(app.db, userId);
    if (!user || !(await verifyPassword(user.password_hash, given))) {
      await recordPasswordFailure(app, email);
      throw validationError([{ path: [failure.path], message: failure.message }]);
    }
    await clearPasswordFailures(app, email);
  }

  // ---------------------------------------------------------------------------------------------
  // Registration and login (spec §3, §7)
  // ---------------------------------------------------------------------------------------------

  app.post(
    '/auth/local/register',
    {
      schema: {
        summary: 'Register a fleet owner',
        description:
          'identifier, email and username all carry the e-mail (spec §3). The new user has the role owner and no profile type yet (onboarding). ' +
          'A taken e-mail answers 400 at details.errors path [email] — registration necessarily reveals that an address exists, so it is limited to 10 per IP per hour.',
        tags: ['auth'],
        body: bodyFromValibot(RegisterRequestSchema, 'identifier, email, username (all the e-mail), password (≥ 8), termsAgreed: true, marketingAgreed'),
        response: { 200: docs.authResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request): Promise<AuthResponse> => {
      const input = parseInput(RegisterRequestSchema, request.body);
      await countIpAttempt(app, 'register', request.ip);
      const email = repo.normaliseEmail(input.email);
      const taken = () => validationError([{ path: ['email'], message: ACCOUNT_MESSAGES.emailTaken }]);
      if (await repo.findUserByEmail(app.db, email)) throw taken();
      // termsAgreed is required true by the schema; marketingAgreed has no column yet (see README).
      const user = await repo.insertUser(app.db, { email, passwordHash: await hashPassword(input.password), roles: ['owner'] });
      if (!user) throw taken(); // a concurrent registration of the same address won the race
      request.log.info({ userId: user.id }, 'user registered');
      return { jwt: app.signToken(user.id), user: toAuthUser(user) };
    },
  );

  app.post(
    '/auth/local',
    {
      schema: {
        summary: 'Log in with e-mail and password',
        description:
          'One answer (400, "Neteisingas el. paštas arba slaptažodis") for an unknown e-mail and a wrong password. ' +
          '5 wrong passwords per account in 15 minutes lock it (429) for the rest of the window; 20 attempts per IP in 15 minutes.',
        tags: ['auth'],
        body: bodyFromValibot(LoginRequestSchema, 'identifier (the e-mail) and password'),
        response: { 200: docs.authResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request): Promise<AuthResponse> => {
      const input = parseInput(LoginRequestSchema, request.body);
      await countIpAttempt(app, 'login', request.ip);
      const email = repo.normaliseEmail(input.identifier);
      await assertAccountNotLocked(app, email);
      const user = await repo.findUserByEmail(app.db, email);
      // An unknown e-mail still costs one argon2 verification, so timing does not tell it apart.
      const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
      if (!user || !valid) {
        await recordPasswordFailure(app, email);
        throw badRequest(ACCOUNT_MESSAGES.loginFailed);
      }
      await clearPasswordFailures(app, email);
      return { jwt: app.signToken(user.id), user: toAuthUser(user) };
    },
  );

  // ---------------------------------------------------------------------------------------------
  // The current user
  // ---------------------------------------------------------------------------------------------

  app.get(
    '/users/me',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'The current user with profiles, own listings and roles',
        description: 'Always populated; the populate query parameter of the original client (spec §7) is accepted and ignored.',
        tags: ['users'],
        ...signedIn,
        querystring: { type: 'object', properties: { populate: { description: 'ignored' } } },
        response: { 200: docs.me, ...docs.authErrors },
      },
    },
    async (request): Promise<Me> => {
      const user = signedInUser(request);
      return loadMe(user.id, user.roles);
    },
  );

  app.put(
    '/users/me/password',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Change the password (settings page)',
        description:
          'A wrong currentPassword answers 400 at details.errors path [currentPassword] and counts towards the login lock. ' +
          'Every token issued before the change stops working; the answer carries a fresh jwt for this session.',
        tags: ['users'],
        ...signedIn,
        body: bodyFromValibot(ChangePasswordSchema, 'currentPassword, newPassword (≥ 8, different), confirmPassword'),
        response: { 200: docs.ok, 400: errorResponse, 429: errorResponse, ...docs.authErrors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const input = parseInput(ChangePasswordSchema, request.body);
      await confirmPassword(user.id, user.email, input.currentPassword, {
        path: 'currentPassword',
        message: ACCOUNT_MESSAGES.wrongCurrentPassword,
      });
      await repo.updatePasswordHash(app.db, user.id, await hashPassword(input.newPassword));
      request.log.info({ userId: user.id }, 'password changed');
      return { ok: true as const, jwt: app.signToken(user.id) };
    },
  );

  // ---------------------------------------------------------------------------------------------
  // System-role calls of the original client (spec §7)
  // ---------------------------------------------------------------------------------------------

  app.post(
    '/system-role/complete-authentication',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Finish onboarding step 1',
        description:
          'Body optional: { profileType }. Makes sure the user has the owner role (idempotent) and, when profileType is given, saves it ' +
          '(as change-user-type). Answers the current user.',
        tags: ['system-role'],
        ...signedIn,
        body: bodyFromValibot(ProfileTypeSchema, 'optional: { profileType: "personal" | "company" }'),
        response: { 200: docs.me, 400: errorResponse, ...docs.authErrors },
      },
    },
    async (request): Promise<Me> => {
      const user = signedInUser(request);
      const body = bodyOrEmpty(request.body);
      const hasFields = typeof body !== 'object' || body === null || Array.isArray(body) || Object.keys(body).length > 0;
      const profileType = hasFields ? parseInput(ProfileTypeSchema, body).profileType : undefined;
      await repo.ensureRole(app.db, user.id, 'owner');
      if (profileType) await repo.setProfileType(app.db, user.id, profileType);
      const roles = user.roles.includes('owner') ? user.roles : [...user.roles, 'owner'];
      return loadMe(user.id, roles);
    },
  );

  app.post(
    '/system-role/change-user-type',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Switch the profile type (personal or company)',
        description:
          'Saves the type. Profiles are kept; when no profile of the new type exists yet, the user is onboarding again ' +
          '(cannot upload cars) until it is created. Answers the current user.',
        tags: ['system-role'],
        ...signedIn,
        body: bodyFromValibot(ProfileTypeSchema, '{ profileType: "personal" | "company" }'),
        response: { 200: docs.me, 400: errorResponse, ...docs.authErrors },
      },
    },
    async (request): Promise<Me> => {
      const user = signedInUser(request);
      const { profileType } = parseInput(ProfileTypeSchema, request.body);
      await repo.setProfileType(app.db, user.id, profileType);
      return loadMe(user.id, user.roles);
    },
  );

  app.put(
    '/system-role/edit-user-data',
    {
      preHandler: app.requireUser,
      schema: {
        summary: "Update one of the user's profiles by id",
        description:
          'The body is a company profile (has companyCode) or a personal profile (has surname / individualActivityCertificate) with its id; ' +
          "without either key the user's profile type decides. An id that is not one of the user's profiles answers 404.",
        tags: ['system-role'],
        ...signedIn,
        body: {
          oneOf: [
            bodyFromValibot(CompanyProfileWithIdSchema, 'company profile with id'),
            bodyFromValibot(PersonalProfileWithIdSchema, 'personal profile with id'),
          ],
        },
        response: { 200: { oneOf: [docs.companyProfile, docs.personalProfile] }, 400: errorResponse, 404: errorResponse, ...docs.authErrors },
      },
    },
    async (request): Promise<CompanyProfile | PersonalProfile> => {
      const user = signedInUser(request);
      const type = await profileTypeOfBody(request.body, user.id);
      if (type === 'company') {
        const { id, ...fields } = parseInput(CompanyProfileWithIdSchema, request.body);
        const row = await repo.updateCompanyProfile(app.db, user.id, fields, id);
        if (!row) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
        return toCompanyProfile(row);
      }
      const { id, ...fields } = parseInput(PersonalProfileWithIdSchema, request.body);
      const row = await repo.updatePersonalProfile(app.db, user.id, fields, id);
      if (!row) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
      return toPersonalProfile(row);
    },
  );

  /** Which profile an edit-user-data body is: by its type-specific keys, else the user's type. */
  async function profileTypeOfBody(body: unknown, userId: number): Promise<ProfileType> {
    if (typeof body === 'object' && body !== null) {
      if ('companyCode' in body) return 'company';
      if ('surname' in body || 'individualActivityCertificate' in body) return 'personal';
    }
    const user = await repo.findUserById(app.db, userId);
    return user?.profile_type ?? 'personal';
  }

  app.delete(
    '/system-role/delete-user',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Delete the account',
        description:
          'Requires the current password: { password } (our decision; a stolen token alone cannot delete the account). ' +
          "Deletes the user, roles, profiles and listings (cascade) and the listings' image files no other listing uses.",
        tags: ['system-role'],
        ...signedIn,
        body: bodyFromValibot(DeleteUserSchema, '{ password }'),
        response: { 200: docs.ok, 400: errorResponse, 429: errorResponse, ...docs.authErrors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const input = parseInput(DeleteUserSchema, bodyOrEmpty(request.body));
      await confirmPassword(user.id, user.email, input.password, { path: 'password', message: ACCOUNT_MESSAGES.wrongPassword });
      const { orphanedHashes } = await repo.deleteUser(app.db, user.id);
      // Files go after the rows are committed: a failed file delete leaves an orphan file
      // (harmless, logged), never a listing pointing at a missing file.
      const keys = orphanedHashes.flatMap((hash) => (Object.keys(IMAGE_WIDTHS) as ImageVariant[]).map((variant) => imageKey(hash, variant)));
      const results = await Promise.allSettled(keys.map((key) => app.storage.delete(key)));
      const failed = keys.filter((_key, i) => results[i]?.status === 'rejected');
      if (failed.length > 0) request.log.warn({ userId: user.id, keys: failed }, 'image files of a deleted user not removed');
      request.log.info({ userId: user.id, images: orphanedHashes.length }, 'user deleted');
      return { ok: true as const };
    },
  );

  // ---------------------------------------------------------------------------------------------
  // Profiles (paths are ours: the spec does not show them, §7)
  // ---------------------------------------------------------------------------------------------

  app.post(
    '/profiles/company',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Create the company profile (onboarding step 2)',
        description: 'The first profile sets the profile type when none is chosen yet. A second create answers 409 — use PUT.',
        tags: ['profiles'],
        ...signedIn,
        body: bodyFromValibot(CompanyProfileSchema, 'company profile fields'),
        response: { 201: docs.companyProfile, 400: errorResponse, 409: errorResponse, ...docs.authErrors },
      },
    },
    async (request, reply): Promise<CompanyProfile> => {
      const user = signedInUser(request);
      const fields = parseInput(CompanyProfileSchema, request.body);
      const row = await repo.insertCompanyProfile(app.db, user.id, fields);
      if (!row) throw conflict(ACCOUNT_MESSAGES.companyProfileExists);
      await repo.setProfileTypeIfUnset(app.db, user.id, 'company');
      reply.status(201);
      return toCompanyProfile(row);
    },
  );

  app.put(
    '/profiles/company',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Update the company profile',
        description: 'id is optional; when sent it must be the id of this user\'s company profile. No profile yet → 404 (use POST).',
        tags: ['profiles'],
        ...signedIn,
        body: bodyFromValibot(CompanyProfileUpdateSchema, 'company profile fields, optional id'),
        response: { 200: docs.companyProfile, 400: errorResponse, 404: errorResponse, ...docs.authErrors },
      },
    },
    async (request): Promise<CompanyProfile> => {
      const user = signedInUser(request);
      const { id, ...fields } = parseInput(CompanyProfileUpdateSchema, request.body);
      const row = await repo.updateCompanyProfile(app.db, user.id, fields, id);
      if (!row) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
      return toCompanyProfile(row);
    },
  );

  app.post(
    '/profiles/personal',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Create the personal profile (onboarding step 2)',
        description: 'The first profile sets the profile type when none is chosen yet. A second create answers 409 — use PUT.',
        tags: ['profiles'],
        ...signedIn,
        body: bodyFromValibot(PersonalProfileSchema, 'personal profile fields'),
        response: { 201: docs.personalProfile, 400: errorResponse, 409: errorResponse, ...docs.authErrors },
      },
    },
    async (request, reply): Promise<PersonalProfile> => {
      const user = signedInUser(request);
      const fields = parseInput(PersonalProfileSchema, request.body);
      const row = await repo.insertPersonalProfile(app.db, user.id, fields);
      if (!row) throw conflict(ACCOUNT_MESSAGES.personalProfileExists);
      await repo.setProfileTypeIfUnset(app.db, user.id, 'personal');
      reply.status(201);
      return toPersonalProfile(row);
    },
  );

  app.put(
    '/profiles/personal',
    {
      preHandler: app.requireUser,
      schema: {
        summary: 'Update the personal profile',
        description: 'id is optional; when sent it must be the id of this user\'s personal profile. No profile yet → 404 (use POST).',
        tags: ['profiles'],
        ...signedIn,
        body: bodyFromValibot(PersonalProfileUpdateSchema, 'personal profile fields, optional id'),
        response: { 200: docs.personalProfile, 400: errorResponse, 404: errorResponse, ...docs.authErrors },
      },
    },
    async (request): Promise<PersonalProfile> => {
      const user = signedInUser(request);
      const { id, ...fields } = parseInput(PersonalProfileUpdateSchema, request.body);
      const row = await repo.updatePersonalProfile(app.db, user.id, fields, id);
      if (!row) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
      return toPersonalProfile(row);
    },
  );
}
