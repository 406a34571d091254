import type { FastifyInstance } from 'fastify';
import type { CompanyProfile, PersonalProfile } from '@ratai/domain';
import { CompanyProfileSchema, PersonalProfileSchema } from '@ratai/validation';
import { conflict, notFound } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import type { ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import * as repo from './accounts.repository';
import { toCompanyProfile, toPersonalProfile } from './accounts.mapper';
import { ACCOUNT_MESSAGES } from './accounts.messages';
import { CompanyProfileResponse, PersonalProfileResponse } from './accounts.responses';
import { CompanyProfileUpdateSchema, PersonalProfileUpdateSchema, authErrors, signedIn } from './accounts.schemas';

/** The company and personal profiles (onboarding step 2, settings; paths are ours: spec §7 does not show them). */
export async function profileRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

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
