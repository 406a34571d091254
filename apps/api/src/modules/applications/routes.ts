import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_SIZE } from '@ratai/domain';
import {
  ApplicationIdParamsSchema,
  ApplicationLookupParamsSchema,
  RentalApplicationSchema,
} from '@ratai/validation';
import { notFound, tooManyRequests } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { createBankDataClient, type BankDataClient } from '../bank/bank-data-client';
import { findApplication, listApplications } from './applications.repository';
import { BankRedirectParamsSchema, CompleteOnboardingBodySchema, TeamApplicationsQuerySchema } from './applications.schemas';
import { createApplicationsService } from './applications.service';
import * as docs from './applications.docs';
import { checkLastFour, countLookupFromIp, lookupNotFound } from './lookup-guard';
import { createPersonalDataCipher } from './personal-data';
import { readApplicationForm } from './read-application-form';

/**
 * Rental applications (spec §2.9, §2.10, §4, §7) and the team's view of them. README.md has the
 * paths, statuses and decisions.
 *
 * Logging: Fastify logs method, URL and status of each request, never bodies, and nothing here
 * logs input. The lookup's URL holds the last four digits of a personal code, so that route logs
 * its URL with those digits masked.
 */

export interface ApplicationRoutesOptions {
  /** Replaced in tests that need a failing provider; the configured provider otherwise. */
  bankClient?: BankDataClient;
}

/** New applications per client IP an hour: the form is public and each one starts a scoring. */
export const CREATE_PER_IP = { max: 30, windowMs: 60 * 60_000 } as const;

const tags = ['car-application'];
const errors = { 400: docs.errorResponse, 404: docs.errorResponse, 429: docs.errorResponse } as const;

/** Hides the lookup secret: /get-application/{id}/1234 → /get-application/{id}/****. */
const maskLookupUrl = (url: string) => url.replace(/(\/get-application\/[^/?#]*\/)[^/?#]*/, '$1****');

export async function applicationRoutes(app: FastifyInstance, options: ApplicationRoutesOptions = {}): Promise<void> {
  const cipher = createPersonalDataCipher(app.config.dataKey);
  const bank = options.bankClient ?? createBankDataClient(app.config.bankData);
  const service = createApplicationsService({ app, cipher, bank });

  const ipOf = (request: FastifyRequest) => request.ip;

  app.post(
    '/car-application/create',
    {
      schema: {
        summary: 'Submit a rental application',
        description:
          'Multipart form (or JSON) of the application fields (spec §3, §5). Car flow: carId of an approved, visible car; ' +
          'partner flow: partnerSlug + metadata.carAdvertisementUrl; general flow: neither. Answers 201 { id, institutions } ' +
          '(the Lithuanian banks for the bank step); if the bank list is unavailable the application is still saved and the ' +
          'answer carries error.message (the wizard stays on the form; resubmitting updates). ' +
          `At most ${CREATE_PER_IP.max} applications per IP an hour.`,
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        body: docs.applicationForm,
        response: { 201: docs.createResponse, ...errors, 413: docs.errorResponse },
      },
    },
    async (request, reply) => {
      const count = await app.rateLimits.increment(`application-create:ip:${ipOf(request)}`, CREATE_PER_IP.windowMs);
      if (count > CREATE_PER_IP.max) throw tooManyRequests();
      const input = parseInput(RentalApplicationSchema, await readApplicationForm(request));
      return reply.status(201).send(await service.create(input, request.log));
    },
  );

  app.put(
    '/car-application/update/:id',
    {
      schema: {
        summary: 'Update a rental application',
        description:
          'Same body as create; accepted only with the same full personal code as the stored application: another code answers ' +
          '403 and nothing changes. Wrong codes count towards the application\'s 5 guesses (shared with the lookup); ' +
          'a locked application answers 429 even with the right code. Answers { id, institutions }.',
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        params: docs.idParam,
        body: docs.applicationForm,
        response: { 200: docs.createResponse, ...errors, 403: docs.errorResponse, 413: docs.errorResponse },
      },
    },
    async (request) => {
      const { id } = parseInput(ApplicationIdParamsSchema, request.params);
      const input = parseInput(RentalApplicationSchema, await readApplicationForm(request));
      return service.update(id, input, request.log);
    },
  );

  app.get(
    '/car-application/get-application/:id/:personalCode',
    {
      logSerializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: maskLookupUrl(req.url), remoteAddress: req.ip }),
      },
      schema: {
        summary: 'Look an application up by the last four digits of the personal code',
        description:
          'spec §2.10. Answers the application (spec §3 read-back; personal codes masked) when the digits match. A wrong id, ' +
          'wrong digits and a locked application all answer the same 404. 5 wrong guesses lock the application for 24 hours; ' +
          'at most 20 lookups per IP an hour (429).',
        tags,
        params: {
          type: 'object',
          properties: { id: { type: 'string', format: 'uuid' }, personalCode: { type: 'string', pattern: '^\\d{4}$' } },
        },
        response: { 200: docs.applicationRead, ...errors },
      },
    },
    async (request) => {
      await countLookupFromIp(app, ipOf(request));
      const params = parseInput(ApplicationLookupParamsSchema, request.params);
      if (!(await checkLastFour(app, cipher, params.id, params.personalCode))) throw lookupNotFound();
      return service.read(params.id);
    },
  );

  app.get(
    '/car-application/gocardless/redirect/:institutionId/:applicationId',
    {
      schema: {
        summary: 'Start the bank connection',
        description:
          'Creates an end-user agreement (180 days of history, access for 1 day) and a requisition whose reference is the ' +
          'application id; the bank sends the applicant back to {WIZARD_URL}/bankas/grizti?ref={reference}. Answers ' +
          '{ redirectUrl }. 409 once the accounts were read; 400 for a bank not in the list.',
        tags,
        params: {
          type: 'object',
          properties: { institutionId: str(), applicationId: { type: 'string', format: 'uuid' } },
        },
        response: {
          200: { type: 'object', properties: { redirectUrl: str() } },
          ...errors,
          409: docs.errorResponse,
          502: docs.errorResponse,
        },
      },
    },
    async (request) => {
      const params = parseInput(BankRedirectParamsSchema, request.params);
      return service.startBankConnection(params.institutionId, params.applicationId, request.log);
    },
  );

  app.post(
    '/car-application/gocardless/complete-onboarding/:id',
    {
      schema: {
        summary: 'Finish the bank connection and score the application',
        description:
          'Body (ours, optional): { ref?, error? } — the ?ref= and ?error= of the return address. Reads the accounts once ' +
          '(a repeated call answers the stored result), keeps a monthly summary and answers { id, status, light, basis, reasons }. ' +
          'A refused or expired consent answers status "bank_refused" with the light from the declared data (at least yellow). ' +
          '409 while the consent is unfinished.',
        tags,
        params: docs.idParam,
        body: { type: 'object', properties: { ref: str(), error: str() } },
        response: { 200: docs.bankStepResult, ...errors, 409: docs.errorResponse, 502: docs.errorResponse, 503: docs.errorResponse },
      },
    },
    async (request) => {
      const { id } = parseInput(ApplicationIdParamsSchema, request.params);
      const body = parseInput(CompleteOnboardingBodySchema, request.body ?? {});
      return service.completeBankConnection(id, body, request.log);
    },
  );

  // --- The team's view (paths ours; the `team` role: 401 without a session, 403 for anyone else) ---

  const team = { tags: ['moderation'], security: [{ bearer: [] }] };
  const teamErrors = { 400: docs.errorResponse, 401: docs.errorResponse, 403: docs.errorResponse, 404: docs.errorResponse } as const;

  app.get(
    '/moderation/car-applications',
    {
      preHandler: [app.requireTeam],
      schema: {
        ...team,
        summary: 'Rental applications with their credit light',
        description:
          `Newest first, ${PAGE_SIZE} per page; ?light=green|yellow|red and ?status= filter. Personal codes are masked for ` +
          'the team too; the bank data is a monthly summary plus the money in and obligations that made the light (docs/credit-light.md).',
        querystring: {
          type: 'object',
          properties: { light: str(), status: str(), page: { type: 'integer', minimum: 1, default: 1 } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'array', items: docs.teamApplication },
              meta: { type: 'object', properties: { pagination: { type: 'object' } } },
            },
          },
          ...teamErrors,
        },
      },
    },
    async (request) => {
      const query = parseInput(TeamApplicationsQuerySchema, request.query ?? {});
      const { rows, total } = await listApplications(app.db, { light: query.light, status: query.status }, query.page, PAGE_SIZE);
      return {
        data: await service.forTeam(rows),
        meta: { pagination: { page: query.page, pageSize: PAGE_SIZE, pageCount: Math.ceil(total / PAGE_SIZE), total } },
      };
    },
  );

  app.get(
    '/moderation/car-applications/:id',
    {
      preHandler: [app.requireTeam],
      schema: {
        ...team,
        summary: 'One rental application with its light, status and bank summary',
        params: docs.idParam,
        response: { 200: docs.teamApplication, ...teamErrors },
      },
    },
    async (request) => {
      const { id } = parseInput(ApplicationIdParamsSchema, request.params);
      const row = await findApplication(app.db, id);
      if (!row) throw notFound('Paraiška nerasta');
      const [application] = await service.forTeam([row]);
      return application;
    },
  );
}

function str() {
  return { type: 'string' } as const;
}
