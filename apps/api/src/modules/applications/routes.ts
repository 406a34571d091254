import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_SIZE } from '@ratai/domain';
import { ApplicationIdParamsSchema, ApplicationLookupParamsSchema, PipelineChangeSchema, RentalApplicationSchema } from '@ratai/validation';
import { notFound } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import { optionalBody, type ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/external/rate-limit';
import { recordTeamAction } from '../audit/audit.repository';
import { createBankDataClient, type BankDataClient } from '../bank/bank-data-client';
import { findApplication, listApplications } from './applications.repository';
import {
  ApplicantStatusResponse,
  ApplicationReadResponse,
  BankRedirectResponse,
  BankStepResultResponse,
  CreateApplicationResponse,
  TeamApplicationDetailResponse,
  TeamApplicationListResponse,
} from './applications.responses';
import { BankRedirectParamsSchema, CompleteOnboardingBodySchema, TeamApplicationsQuerySchema } from './applications.schemas';
import { createApplicationForm } from './application-form';
import { createBankStep } from './bank-step';
import { createInstitutionList } from './bank-institutions';
import { readForApplicant, statusForApplicant } from './applicant-reads';
import { forTeam } from './team-view';
import { LOOKUP_PER_IP, LOOKUP_RATE_LIMIT_MESSAGE, checkLastFour, lookupNotFound } from './lookup-guard';
import { changePipelineStatus, pipelineHistory } from './pipeline';
import { ownerLeadRoutes } from './owner-leads.routes';
import { ACCESS_KEY_HEADER, accessKeyOf, keyOpens, requireAccessKey } from './access-key';
import { createPersonalDataCipher } from './personal-data';
import { readApplicationForm } from './read-application-form';

/**
 * Rental applications (spec §2.9, §2.10, §4, §7) and the team's view of them. README.md has the
 * paths, statuses and decisions.
 *
 * Logging: Fastify logs method, URL and status of each request, never bodies, and nothing here
 * logs input. The lookup's URL holds the last four digits of a personal code: every request's URL
 * is logged through http/log-safety.ts, which masks them (and drops query values).
 */

export interface ApplicationRoutesOptions {
  /** Replaced in tests that need a failing provider; the configured provider otherwise. */
  bankClient?: BankDataClient;
}

/**
 * New applications per client IP an hour: the form is public and each one starts a scoring.
 * Counted by @fastify/rate-limit (plugins/external/rate-limit.ts).
 */
export const CREATE_PER_IP = { max: 30, windowMs: 60 * 60_000 } as const;

const tags = ['car-application'];
const errors = errorResponses(400, 404, 429);


export async function applicationRoutes(fastify: FastifyInstance, options: ApplicationRoutesOptions = {}): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const cipher = createPersonalDataCipher(app.config.dataKey);
  const bank = options.bankClient ?? createBankDataClient(app.config.bankData);
  // One bank list (cached for an hour) for the form's answer and the bank step's check.
  const institutions = createInstitutionList(bank);
  const form = createApplicationForm({ app, cipher, institutions });
  const bankStep = createBankStep({ app, bank, institutions });

  const limitCreates = perIpLimit(fastify, 'application-create', CREATE_PER_IP);
  const limitLookups = perIpLimit(fastify, 'application-lookup', LOOKUP_PER_IP, LOOKUP_RATE_LIMIT_MESSAGE);

  /** The form (multipart, or JSON) becomes the body RentalApplicationSchema validates. */
  async function readFormAsBody(request: FastifyRequest): Promise<void> {
    request.body = await readApplicationForm(request);
  }

  app.post(
    '/car-application/create',
    {
      schema: {
        summary: 'Submit a rental application',
        description:
          'Multipart form (or JSON) of the application fields (spec §3, §5). Car flow: carId of an approved, visible car; ' +
          'partner flow: partnerSlug + metadata.carAdvertisementUrl; general flow: neither. Answers 201 { id, institutions } ' +
          '(the Lithuanian banks for the bank step) and accessKey — the only copy of the key every later call on this ' +
          `application needs in the ${ACCESS_KEY_HEADER} header (update, bank step, lookup); if the bank list is unavailable the application is still saved and the ` +
          'answer carries error.message (the wizard stays on the form; resubmitting updates). ' +
          `At most ${CREATE_PER_IP.max} applications per IP an hour.`,
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        body: RentalApplicationSchema,
        response: { 201: CreateApplicationResponse, ...errors, ...errorResponses(413) },
      },
      // Counted before the form is read, so a flood of broken forms is limited too.
      preValidation: [limitCreates, readFormAsBody],
    },
    async (request, reply) => {
      return reply.status(201).send(await form.create(request.body, request.log));
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
        params: ApplicationIdParamsSchema,
        body: RentalApplicationSchema,
        response: { 200: CreateApplicationResponse, ...errors, ...errorResponses(403, 413) },
      },
      preValidation: readFormAsBody,
    },
    async (request) => {
      // The key before the code: a stranger with the id cannot even spend the application's guesses.
      await requireAccessKey(app.db, request, request.params.id);
      return form.update(request.params.id, request.body, request.log);
    },
  );

  app.get(
    '/car-application/get-application/:id/:personalCode',
    {
      schema: {
        summary: 'Look an application up by the last four digits of the personal code',
        description:
          'spec §2.10. Answers the application (spec §3 read-back; personal codes masked) when the digits match. A wrong id, ' +
          'wrong digits and a locked application all answer the same 404. 5 wrong guesses lock the application for 24 hours; ' +
          'at most 20 lookups per IP an hour (429).',
        tags,
        params: ApplicationLookupParamsSchema,
        response: { 200: ApplicationReadResponse, ...errors },
      },
      // Counted before the path is checked: malformed lookups use the allowance too.
      preValidation: limitLookups,
    },
    async (request) => {
      const params = request.params;
      // Without the key the same 404 as wrong digits, and no guess is spent: the id alone can
      // neither read the application nor lock its lookup.
      if (!(await keyOpens(app.db, params.id, accessKeyOf(request)))) throw lookupNotFound();
      if (!(await checkLastFour(app, cipher, params.id, params.personalCode))) throw lookupNotFound();
      return readForApplicant(app.db, params.id);
    },
  );

  app.get(
    '/car-application/status/:id',
    {
      schema: {
        summary: "The applicant's status page",
        description:
          `Ours (issue 17). Needs the application's access key in the ${ACCESS_KEY_HEADER} header — the applicant's e-mail link carries it — ` +
          'and nothing else: the key is 32 random bytes, which no one guesses. Answers only what the status page shows: the status ' +
          "(one of five, mapped from the team's pipeline), the date, the car, the term and the monthly payment — no names, contacts or codes. " +
          'A wrong id or key answers the one 404.',
        tags,
        params: ApplicationIdParamsSchema,
        response: { 200: ApplicantStatusResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await requireAccessKey(app.db, request, request.params.id);
      return statusForApplicant(app.db, request.params.id);
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
        params: BankRedirectParamsSchema,
        response: { 200: BankRedirectResponse, ...errors, ...errorResponses(409, 502) },
      },
    },
    async (request) => {
      const params = request.params;
      await requireAccessKey(app.db, request, params.applicationId);
      return bankStep.startBankConnection(params.institutionId, params.applicationId, request.log);
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
        params: ApplicationIdParamsSchema,
        body: optionalBody(CompleteOnboardingBodySchema),
        response: { 200: BankStepResultResponse, ...errors, ...errorResponses(409, 502, 503) },
      },
    },
    async (request) => {
      await requireAccessKey(app.db, request, request.params.id);
      return bankStep.completeBankConnection(request.params.id, request.body, request.log);
    },
  );

  // --- The team's view (paths ours; the `team` role: 401 without a session, 403 for anyone else) ---

  const team = { tags: ['moderation'], security: [{ bearer: [] }] };
  const teamErrors = errorResponses(400, 401, 403, 404);

  app.get(
    '/moderation/car-applications',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...team,
        summary: 'Rental applications with their credit light',
        description:
          `Newest first, ${PAGE_SIZE} per page; ?light=green|yellow|red, ?status= (bank step) and ?pipeline= (the team's status) filter. Personal codes are masked for ` +
          'the team too; the bank data is a monthly summary plus the money in and obligations that made the light (docs/credit-light.md).',
        querystring: TeamApplicationsQuerySchema,
        response: {
          200: TeamApplicationListResponse,
          ...teamErrors,
        },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listApplications(app.db, { light: query.light, status: query.status, pipeline: query.pipeline }, query.page, PAGE_SIZE);
      return {
        data: await forTeam(app.db, rows),
        meta: { pagination: { page: query.page, pageSize: PAGE_SIZE, pageCount: Math.ceil(total / PAGE_SIZE), total } },
      };
    },
  );

  app.get(
    '/moderation/car-applications/:id',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...team,
        summary: 'One rental application with its light, status, bank summary and pipeline history',
        description: 'Opening the full application is written to the audit log (application.open) before it is answered.',
        params: ApplicationIdParamsSchema,
        response: { 200: TeamApplicationDetailResponse, ...teamErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await findApplication(app.db, id);
      if (!row) throw notFound('Paraiška nerasta');
      // Written before the answer: if the entry cannot be written, nobody reads the application.
      await recordTeamAction(app.db, { actorId: signedInUser(request).id, action: 'application.open', target: { type: 'application', id } });
      return teamDetail(row);
    },
  );

  async function teamDetail(row: NonNullable<Awaited<ReturnType<typeof findApplication>>>) {
    const [[application], history] = await Promise.all([forTeam(app.db, [row]), pipelineHistory(app.db, row.id)]);
    return { ...application, pipelineHistory: history };
  }

  app.post(
    '/moderation/car-applications/:id/status',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...team,
        summary: "Move an application through the team's pipeline",
        description:
          'JSON { status, note }: new → contacted → sent_to_owner → contract_signed, or declined / withdrawn from any open status; ' +
          'the note (3–1000 characters) is required. sent_to_owner is "Perduoti savininkui": only from contacted, only for a car ' +
          "application whose applicant agreed to the terms; it e-mails the car's owner (docs/owner-visibility.md). " +
          'Written with its history row and audit entry in one transaction. 409 for a move the workflow does not allow.',
        params: ApplicationIdParamsSchema,
        body: PipelineChangeSchema,
        response: { 200: TeamApplicationDetailResponse, ...teamErrors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await changePipelineStatus(app.db, app.config, { applicationId: id, to: request.body.status, note: request.body.note, actorId: signedInUser(request).id });
      const row = await findApplication(app.db, id);
      if (!row) throw notFound('Paraiška nerasta');
      return teamDetail(row);
    },
  );

  // The car owner's inbox of the applications passed to them (issue 16).
  await app.register(ownerLeadRoutes);
}
