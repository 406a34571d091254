import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AuthResponse, CompanyProfile, PersonalProfile, ProfileType } from '@ratai/domain';
import {
  ChangePasswordSchema,
  EmptyBodySchema,
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
import { badRequest, conflict, forbidden, notFound, unauthorized, validationError } from '../../http/errors';
import { errorResponses, Ok } from '../../http/responses';
import { allowUnknownFields, optionalBody, parseRouteInput, type ValibotTypeProvider } from '../../http/validation';
import { imageKey, IMAGE_WIDTHS, type ImageVariant } from '../../images/process-image';
import { revokeSession, signedInUser } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/external/rate-limit';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import * as repo from './accounts.repository';
import { toAuthUser, toCompanyProfile, toMe, toPersonalProfile, type Me } from './accounts.mapper';
import {
  AuthResponseSchema,
  CompanyProfileResponse,
  MeResponse,
  PasswordChangedResponse,
  PersonalProfileResponse,
} from './accounts.responses';
import { LIMITS, beforePasswordCheck, clearPasswordFailures, recordPasswordFailure } from './throttle';
import { sendEmailConfirmation } from './recovery';

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
  /** Told only after the right password: a blocked account is not revealed to whoever types its e-mail. */
  blocked: 'Jūsų paskyra užblokuota, todėl prisijungti negalite. Jei manote, kad tai klaida, susisiekite su Ratai komanda.',
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

/** complete-authentication: the body is optional, and so is its profileType (checked when sent). */
const CompleteAuthenticationSchema = optionalBody(
  v.pipe(
    // valibot's object reads an array as {} (no keys, nothing missing here): refuse it first.
    v.custom<object>((body) => typeof body === 'object' && body !== null && !Array.isArray(body), INVALID_DATA),
    v.object({ profileType: v.optional(ProfileTypeSchema.entries.profileType) }, INVALID_DATA),
  ),
);
/** edit-user-data: either profile with its id; which one is decided at run time (profileTypeOfBody). */
const EditUserDataBody = allowUnknownFields(v.union([CompanyProfileWithIdSchema, PersonalProfileWithIdSchema]));
/** The populate parameter of the original client (spec §7) is accepted and ignored. */
const MeQuery = allowUnknownFields(v.object({}));

const signedIn = { security: [{ bearer: [] }] } as const;
const authErrors = errorResponses(401);

export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  // Attempts per IP, right or wrong, counted once the body validates (@fastify/rate-limit).
  const limitLogins = perIpLimit(fastify, 'login', LIMITS.loginPerIp);
  const limitRegistrations = perIpLimit(fastify, 'register', LIMITS.registerPerIp);
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
  async function confirmPassword(userId: number, email: string, ip: string, given: string, failure: { path: string; message: string }) {
    await beforePasswordCheck(app, email, ip);
    const user = await repo.findUserById(app.db, userId);
    if (!user || !(await verifyPassword(user.password_hash, given))) {
      await recordPasswordFailure(app, email, ip);
      throw validationError([{ path: [failure.path], message: failure.message }]);
    }
    await clearPasswordFailures(app, email, ip);
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
        body: RegisterRequestSchema,
        response: { 200: AuthResponseSchema, ...errorResponses(400, 429) },
      },
      preHandler: limitRegistrations,
    },
    async (request): Promise<AuthResponse> => {
      const input = request.body;
      const email = repo.normaliseEmail(input.email);
      const taken = () => validationError([{ path: ['email'], message: ACCOUNT_MESSAGES.emailTaken }]);
      if (await repo.findUserByEmail(app.db, email)) throw taken();
      // termsAgreed is required true by the schema; marketingAgreed has no column yet (see README).
      const user = await repo.insertUser(app.db, { email, passwordHash: await hashPassword(input.password), roles: ['owner'] });
      if (!user) throw taken(); // a concurrent registration of the same address won the race
      // The address is not proved yet: the confirmation e-mail (recovery.ts) does that.
      await sendEmailConfirmation(app.db, app.config, user);
      request.log.info({ userId: user.id }, 'user registered');
      return { jwt: await app.signToken(user.id), user: toAuthUser(user) };
    },
  );

  app.post(
    '/auth/local',
    {
      schema: {
        summary: 'Log in with e-mail and password',
        description:
          'One answer (400, "Neteisingas el. paštas arba slaptažodis") for an unknown e-mail and a wrong password. ' +
          '5 wrong passwords from one IP to one account in 15 minutes lock that pair (429) for the rest of the window; past 10 wrong ' +
          'passwords to an account from all IPs together every attempt on it is slowed (1 s more per failure, at most 10 s); ' +
          '20 attempts per IP in 15 minutes. A blocked account (the team, modules/owners) answers 403 with its message — after the right password only.',
        tags: ['auth'],
        body: LoginRequestSchema,
        response: { 200: AuthResponseSchema, ...errorResponses(400, 403, 429) },
      },
      preHandler: limitLogins,
    },
    async (request): Promise<AuthResponse> => {
      const input = request.body;
      const email = repo.normaliseEmail(input.identifier);
      await beforePasswordCheck(app, email, request.ip);
      const user = await repo.findUserByEmail(app.db, email);
      // An unknown e-mail still costs one argon2 verification, so timing does not tell it apart.
      const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
      if (!user || !valid) {
        await recordPasswordFailure(app, email, request.ip);
        throw badRequest(ACCOUNT_MESSAGES.loginFailed);
      }
      await clearPasswordFailures(app, email, request.ip);
      if (user.blocked_at) {
        request.log.info({ userId: user.id }, 'sign-in refused: the account is blocked');
        throw forbidden(ACCOUNT_MESSAGES.blocked);
      }
      return { jwt: await app.signToken(user.id), user: toAuthUser(user) };
    },
  );

  app.post(
    '/auth/logout',
    {
      preValidation: app.requireUser,
      schema: {
        summary: 'Log out: end the session on the server',
        description:
          'No body (or {}). Ends this session on the server: its token, and any copy of it, is refused with 401 from the next ' +
          'request on. Other sign-ins of the account (other devices) go on. The clients call it when they drop the token.',
        tags: ['auth'],
        ...signedIn,
        body: optionalBody(EmptyBodySchema),
        response: { 200: Ok, ...errorResponses(400), ...authErrors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await revokeSession(app.db, user.id, user.session);
      request.log.info({ userId: user.id }, 'logged out');
      return { ok: true as const };
    },
  );

  // ---------------------------------------------------------------------------------------------
  // The current user
  // ---------------------------------------------------------------------------------------------

  app.get(
    '/users/me',
    {
      preValidation: app.requireUser,
      schema: {
        summary: 'The current user with profiles, own listings and roles',
        description: 'Always populated; the populate query parameter of the original client (spec §7) is accepted and ignored.',
        tags: ['users'],
        ...signedIn,
        querystring: MeQuery,
        response: { 200: MeResponse, ...authErrors },
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
      preValidation: app.requireUser,
      schema: {
        summary: 'Change the password (settings page)',
        description:
          'A wrong currentPassword answers 400 at details.errors path [currentPassword] and counts towards the login lock. ' +
          'Every token issued before the change stops working; the answer carries a fresh jwt for this session.',
        tags: ['users'],
        ...signedIn,
        body: ChangePasswordSchema,
        response: { 200: PasswordChangedResponse, ...errorResponses(400, 429), ...authErrors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const input = request.body;
      await confirmPassword(user.id, user.email, request.ip, input.currentPassword, {
        path: 'currentPassword',
        message: ACCOUNT_MESSAGES.wrongCurrentPassword,
      });
      await repo.updatePasswordHash(app.db, user.id, await hashPassword(input.newPassword));
      request.log.info({ userId: user.id }, 'password changed');
      return { ok: true as const, jwt: await app.signToken(user.id) };
    },
  );

  // ---------------------------------------------------------------------------------------------
  // System-role calls of the original client (spec §7)
  // ---------------------------------------------------------------------------------------------

  app.post(
    '/system-role/complete-authentication',
    {
      preValidation: app.requireUser,
      schema: {
        summary: 'Finish onboarding step 1',
        description:
          'Body optional: { profileType }. When profileType is given, saves it (as change-user-type). Never changes the roles: ' +
          'every account gets its role when it is created, and no account can give itself another (issue 18, item 5). Answers the current user.',
        tags: ['system-role'],
        ...signedIn,
        body: CompleteAuthenticationSchema,
        response: { 200: MeResponse, ...errorResponses(400), ...authErrors },
      },
    },
    async (request): Promise<Me> => {
      const user = signedInUser(request);
      const { profileType } = request.body;
      // Roles are not touched here (issue 18, item 5): this call once added the owner role to any
      // account, so the team could become an owner and list a car of its own.
      if (profileType) await repo.setProfileType(app.db, user.id, profileType);
      return loadMe(user.id, user.roles);
    },
  );

  app.post(
    '/system-role/change-user-type',
    {
      preValidation: app.requireUser,
      schema: {
        summary: 'Switch the profile type (personal or company)',
        description:
          'Saves the type. Profiles are kept; when no profile of the new type exists yet, the user is onboarding again ' +
          '(cannot upload cars) until it is created. Answers the current user.',
        tags: ['system-role'],
        ...signedIn,
        body: ProfileTypeSchema,
        response: { 200: MeResponse, ...errorResponses(400), ...authErrors },
      },
    },
    async (request): Promise<Me> => {
      const user = signedInUser(request);
      const { profileType } = request.body;
      await repo.setProfileType(app.db, user.id, profileType);
      return loadMe(user.id, user.roles);
    },
  );

  app.put(
    '/system-role/edit-user-data',
    {
      preValidation: app.requireUser,
      schema: {
        summary: "Update one of the user's profiles by id",
        description:
          'The body is a company profile (has companyCode) or a personal profile (has surname / individualActivityCertificate) with its id; ' +
          "without either key the user's profile type decides. An id that is not one of the user's profiles answers 404.",
        tags: ['system-role'],
        ...signedIn,
        documentedBody: EditUserDataBody,
        response: { 200: v.union([CompanyProfileResponse, PersonalProfileResponse]), ...errorResponses(400, 404), ...authErrors },
      },
    },
    async (request): Promise<CompanyProfile | PersonalProfile> => {
      const user = signedInUser(request);
      const type = await profileTypeOfBody(request.body, user.id);
      if (type === 'company') {
        const { id, ...fields } = parseRouteInput(CompanyProfileWithIdSchema, request.body);
        const row = await repo.updateCompanyProfile(app.db, user.id, fields, id);
        if (!row) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
        return toCompanyProfile(row);
      }
      const { id, ...fields } = parseRouteInput(PersonalProfileWithIdSchema, request.body);
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
      preValidation: app.requireUser,
      schema: {
        summary: 'Delete the account',
        description:
          'Requires the current password: { password } (our decision; a stolen token alone cannot delete the account). ' +
          "Deletes the user, roles, profiles and listings (cascade) and the listings' image files no other listing uses.",
        tags: ['system-role'],
        ...signedIn,
        body: optionalBody(DeleteUserSchema),
        response: { 200: Ok, ...errorResponses(400, 429), ...authErrors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const input = request.body;
      await confirmPassword(user.id, user.email, request.ip, input.password, { path: 'password', message: ACCOUNT_MESSAGES.wrongPassword });
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
      preValidation: app.requireUser,
      schema: {
        summary: 'Create the company profile (onboarding step 2)',
        description: 'The first profile sets the profile type when none is chosen yet. A second create answers 409 — use PUT.',
        tags: ['profiles'],
        ...signedIn,
        body: CompanyProfileSchema,
        response: { 201: CompanyProfileResponse, ...errorResponses(400, 409), ...authErrors },
      },
    },
    async (request, reply): Promise<CompanyProfile> => {
      const user = signedInUser(request);
      const fields = request.body;
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
      preValidation: app.requireUser,
      schema: {
        summary: 'Update the company profile',
        description: 'id is optional; when sent it must be the id of this user\'s company profile. No profile yet → 404 (use POST).',
        tags: ['profiles'],
        ...signedIn,
        body: CompanyProfileUpdateSchema,
        response: { 200: CompanyProfileResponse, ...errorResponses(400, 404), ...authErrors },
      },
    },
    async (request): Promise<CompanyProfile> => {
      const user = signedInUser(request);
      const { id, ...fields } = request.body;
      const row = await repo.updateCompanyProfile(app.db, user.id, fields, id);
      if (!row) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
      return toCompanyProfile(row);
    },
  );

  app.post(
    '/profiles/personal',
    {
      preValidation: app.requireUser,
      schema: {
        summary: 'Create the personal profile (onboarding step 2)',
        description: 'The first profile sets the profile type when none is chosen yet. A second create answers 409 — use PUT.',
        tags: ['profiles'],
        ...signedIn,
        body: PersonalProfileSchema,
        response: { 201: PersonalProfileResponse, ...errorResponses(400, 409), ...authErrors },
      },
    },
    async (request, reply): Promise<PersonalProfile> => {
      const user = signedInUser(request);
      const fields = request.body;
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
      preValidation: app.requireUser,
      schema: {
        summary: 'Update the personal profile',
        description: 'id is optional; when sent it must be the id of this user\'s personal profile. No profile yet → 404 (use POST).',
        tags: ['profiles'],
        ...signedIn,
        body: PersonalProfileUpdateSchema,
        response: { 200: PersonalProfileResponse, ...errorResponses(400, 404), ...authErrors },
      },
    },
    async (request): Promise<PersonalProfile> => {
      const user = signedInUser(request);
      const { id, ...fields } = request.body;
      const row = await repo.updatePersonalProfile(app.db, user.id, fields, id);
      if (!row) throw notFound(ACCOUNT_MESSAGES.profileNotFound);
      return toPersonalProfile(row);
    },
  );
}
