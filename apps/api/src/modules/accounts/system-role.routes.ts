import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { CompanyProfile, PersonalProfile, ProfileType } from '@ratai/domain';
import { ProfileTypeSchema } from '@ratai/validation';
import { notFound } from '../../http/errors';
import { errorResponses, Ok } from '../../http/responses';
import { optionalBody, parseRouteInput, type ValibotTypeProvider } from '../../http/validation';
import { imageKey, IMAGE_WIDTHS, type ImageVariant } from '../../images/process-image';
import { signedInUser } from '../../plugins/auth';
import * as repo from './accounts.repository';
import { toCompanyProfile, toPersonalProfile, type Me } from './accounts.mapper';
import { ACCOUNT_MESSAGES } from './accounts.messages';
import { CompanyProfileResponse, MeResponse, PersonalProfileResponse } from './accounts.responses';
import {
  CompanyProfileWithIdSchema,
  CompleteAuthenticationSchema,
  DeleteUserSchema,
  EditUserDataBody,
  PersonalProfileWithIdSchema,
  authErrors,
  signedIn,
} from './accounts.schemas';
import { confirmPassword, loadMe } from './current-user';

/**
 * The system-role calls of the original client (spec §7): finish onboarding step 1, switch the
 * profile type, edit a profile by id, delete the account.
 */
export async function systemRoleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

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
      return loadMe(app, user.id, user.roles);
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
      return loadMe(app, user.id, user.roles);
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
      await confirmPassword(app, user.id, user.email, request.ip, input.password, { path: 'password', message: ACCOUNT_MESSAGES.wrongPassword });
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
}
