import type { FastifyInstance } from 'fastify';
import { AuditLogQuerySchema } from '@ratai/validation';
import { errorResponses } from '../../http/responses';
import type { ValibotTypeProvider } from '../../http/validation';
import { listAuditEntries } from './audit.repository';
import { AuditLogResponse } from './audit.responses';

/** Entries per page of the audit log: a screenful of one-line entries. */
export const AUDIT_PAGE_SIZE = 50;

/** The audit log 'Veiksmų žurnalas' for the team (issue 14). Writing is done by each team route (audit.repository.ts). */
export async function auditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
    '/moderation/audit-log',
    {
      preValidation: [app.requireTeam],
      schema: {
        tags: ['moderation'],
        security: [{ bearer: [] }],
        summary: 'The audit log of team actions',
        description:
          `Newest first, ${AUDIT_PAGE_SIZE} per page. Filters: actor (e-mail), action, from / to (calendar days in ` +
          'Europe/Vilnius, both included). The log is append-only: the database refuses to change or delete an entry.',
        querystring: AuditLogQuerySchema,
        response: { 200: AuditLogResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      const { entries, total } = await listAuditEntries(app.db, filter, page, AUDIT_PAGE_SIZE);
      return {
        data: entries,
        meta: { pagination: { page, pageSize: AUDIT_PAGE_SIZE, pageCount: Math.ceil(total / AUDIT_PAGE_SIZE), total } },
      };
    },
  );
}
