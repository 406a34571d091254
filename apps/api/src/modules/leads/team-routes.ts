import type { FastifyInstance } from 'fastify';
import { LeadStatusChangeSchema, LeadsQuerySchema, TEAM_NOTE_LENGTH } from '@ratai/validation';
import { errorResponses } from '../../http/responses';
import type { ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import { notFound } from '../../http/errors';
import { ListingIdParams } from '../listings/listing-id';
import { changeLeadStatus, findTeamLead, LEAD_NOT_FOUND, listTeamLeads } from './team-leads';
import { TeamLeadDetailResponse, TeamLeadsResponse } from './team-leads.responses';

/** Leads per page of the team's list. */
export const LEADS_PAGE_SIZE = 20;

const team = { tags: ['moderation'], security: [{ bearer: [] }] };
const teamErrors = errorResponses(400, 401, 403);

/**
 * The back office's 'Užklausos' (issue 14): the leads of the two public forms with the team's
 * status and notes. The team role only: 401 without a session, 403 for anyone else.
 */
export async function teamLeadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  // An :id is read like a listing's (a positive integer); anything else is the same 404 as a missing lead.
  const existing = (id: number | null): number => {
    if (id === null) throw notFound(LEAD_NOT_FOUND);
    return id;
  };

  app.get(
    '/moderation/leads',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...team,
        summary: 'Leads (car requests and callback requests) for the team',
        description: `Newest first, ${LEADS_PAGE_SIZE} per page. Filters: status (new, called, closed), kind (car_request, callback). Phone and e-mail are in the answer: the team only.`,
        querystring: LeadsQuerySchema,
        response: { 200: TeamLeadsResponse, ...teamErrors },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const { leads, total } = await listTeamLeads(app.db, filter, page, LEADS_PAGE_SIZE);
      return { data: leads, meta: { pagination: { page, pageSize: LEADS_PAGE_SIZE, pageCount: Math.ceil(total / LEADS_PAGE_SIZE), total } } };
    },
  );

  app.get(
    '/moderation/leads/:id',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...team,
        summary: 'One lead with its history of statuses and notes',
        params: ListingIdParams,
        response: { 200: TeamLeadDetailResponse, ...teamErrors, ...errorResponses(404) },
      },
    },
    async (request) => {
      return findTeamLead(app.db, existing(request.params.id));
    },
  );

  app.post(
    '/moderation/leads/:id/status',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...team,
        summary: "Set a lead's status with a note",
        description:
          `JSON { status, note }: status new | called | closed (any may follow any; the same status adds the note only), note ${TEAM_NOTE_LENGTH.min}–${TEAM_NOTE_LENGTH.max} characters. ` +
          'Written with its history row and audit entry (lead.status) in one transaction. Answers the lead with its history.',
        params: ListingIdParams,
        body: LeadStatusChangeSchema,
        response: { 200: TeamLeadDetailResponse, ...teamErrors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const id = existing(request.params.id);
      const actor = signedInUser(request);
      await changeLeadStatus(app.db, { leadId: id, to: request.body.status, note: request.body.note, actorId: actor.id });
      // Ids and the status only: the note may name the visitor.
      request.log.info({ leadId: id, status: request.body.status, actorId: actor.id }, 'lead status set by the team');
      return findTeamLead(app.db, id);
    },
  );
}
