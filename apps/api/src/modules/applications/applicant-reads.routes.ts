import type { FastifyInstance } from 'fastify';
import { ApplicationIdParamsSchema, ApplicationLookupParamsSchema } from '@ratai/validation';
import { errorResponses } from '../../http/responses';
import type { ValibotTypeProvider } from '../../http/validation';
import { perIpLimit } from '../../plugins/external/rate-limit';
import { ApplicantStatusResponse, ApplicationReadResponse } from './applications.responses';
import { applicantErrors as errors, applicantTags as tags } from './applications.schemas';
import { readForApplicant, statusForApplicant } from './applicant-reads';
import { LOOKUP_PER_IP, LOOKUP_RATE_LIMIT_MESSAGE, checkLastFour, lookupNotFound } from './lookup-guard';
import { ACCESS_KEY_HEADER, accessKeyOf, keyOpens, requireAccessKey } from './access-key';
import type { InstitutionList } from './bank-institutions';
import type { PersonalDataCipher } from './personal-data';

/**
 * What the applicant reads: the lookup by the last four digits (spec §2.10) and the status page
 * (issue 17).
 *
 * Logging: the lookup's URL holds the last four digits of a personal code: every request's URL
 * is logged through http/log-safety.ts, which masks them (and drops query values).
 */
export async function applicantReadRoutes(fastify: FastifyInstance, options: { cipher: PersonalDataCipher; institutions: InstitutionList }): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const { cipher, institutions } = options;
  const limitLookups = perIpLimit(fastify, 'application-lookup', LOOKUP_PER_IP, LOOKUP_RATE_LIMIT_MESSAGE);

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
      return statusForApplicant(app.db, request.params.id, institutions, request.log);
    },
  );
}
