import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApplicationIdParamsSchema, RentalApplicationSchema } from '@ratai/validation';
import { errorResponses } from '../../http/responses';
import type { ValibotTypeProvider } from '../../http/validation';
import { perIpLimit } from '../../plugins/external/rate-limit';
import { CreateApplicationResponse } from './applications.responses';
import { applicantErrors as errors, applicantTags as tags } from './applications.schemas';
import type { ApplicationForm } from './application-form';
import { ACCESS_KEY_HEADER, requireAccessKey } from './access-key';
import { readApplicationForm } from './read-application-form';

/** The application form (spec §4, FILL_FORM): create, and update with the access key and the full personal code. */

/**
 * New applications per client IP an hour: the form is public and each one starts a scoring.
 * Counted by @fastify/rate-limit (plugins/external/rate-limit.ts).
 */
export const CREATE_PER_IP = { max: 30, windowMs: 60 * 60_000 } as const;

export async function applicationFormRoutes(fastify: FastifyInstance, options: { form: ApplicationForm }): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const { form } = options;
  const limitCreates = perIpLimit(fastify, 'application-create', CREATE_PER_IP);

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
}
