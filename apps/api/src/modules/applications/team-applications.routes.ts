import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE } from '@ratai/domain';
import { ApplicationIdParamsSchema, PipelineChangeSchema } from '@ratai/validation';
import { notFound } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import type { ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import { recordTeamAction } from '../audit/audit.repository';
import { findApplication, listApplications } from './applications.repository';
import { TeamApplicationDetailResponse, TeamApplicationListResponse } from './applications.responses';
import { TeamApplicationsQuerySchema } from './applications.schemas';
import { changePipelineStatus, pipelineHistory } from './pipeline';
import { forTeam } from './team-view';

/** The team's view of the applications (paths ours; the `team` role: 401 without a session, 403 for anyone else). */
export async function teamApplicationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

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
          `Newest first, ${PAGE_SIZE} per page; ?light=green|yellow|red, ?status= (bank step) and ?pipeline= (the team's status) filter; ` +
          "?q= finds the applicant by part of the name and surname or the e-mail, the phone (any way written, or part of its digits) or the application's id. Personal codes are masked for " +
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
      const { rows, total } = await listApplications(app.db, { q: query.q, light: query.light, status: query.status, pipeline: query.pipeline }, query.page, PAGE_SIZE);
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
}
