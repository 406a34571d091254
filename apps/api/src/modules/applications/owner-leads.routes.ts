import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { CAR_USAGES, CREDIT_LIGHTS, OWNER_LEAD_STATUSES, PAGE_SIZE, type OwnerLead, type OwnerLeadSummary } from '@ratai/domain';
import { ApplicationIdParamsSchema, OwnerLeadsQuerySchema, OwnerLeadStatusSchema } from '@ratai/validation';
import { notFound } from '../../http/errors';
import { dateTime, described, errorResponses, int, listOf, type Equal } from '../../http/responses';
import type { ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import { listOwnerLeads, OWNER_LEAD_MESSAGES, openOwnerLead, setOwnerStatus } from './owner-leads';

/**
 * The owner's lead inbox 'Užklausos' (issue 16; README.md "The owner's inbox"): the applications
 * the team passed to the signed-in owner, and the owner's status of each. Any signed-in account
 * may call them and sees only what was passed to it: another owner's lead answers the same 404 as
 * a missing one. What a lead carries is docs/owner-visibility.md, rule 2.
 */

const formats = v.object({ card: v.string(), gallery: v.string(), full: v.string() });
const OwnerStatus = v.nullable(v.object({ status: v.picklist(OWNER_LEAD_STATUSES), note: v.nullable(v.string()), changedAt: dateTime() }));
const summaryEntries = {
  id: v.string(),
  car: v.nullable(
    v.object({
      id: int(),
      slug: v.string(),
      title: v.string(),
      cover: v.nullable(v.object({ url: described(v.string(), 'card size'), formats: v.optional(formats) })),
    }),
  ),
  term: int(),
  monthlyPayment: v.number(),
  carUsage: v.picklist(CAR_USAGES),
  creditLight: described(v.picklist(CREDIT_LIGHTS), "the light's colour only, never its reasons"),
  applicant: v.object({ name: v.string(), surname: v.string(), city: v.string() }),
  passedAt: dateTime(),
  closed: described(v.boolean(), "the team's work on it is over; the owner's status can no longer change"),
  ownerStatus: OwnerStatus,
};
const OwnerLeadSummaryResponse = v.object(summaryEntries);
const OwnerLeadResponse = v.object({
  ...summaryEntries,
  applicant: v.object({
    name: v.string(),
    surname: v.string(),
    city: v.string(),
    phoneNumber: v.string(),
    email: v.string(),
    companyName: v.nullable(v.string()),
    companyCode: v.nullable(v.string()),
  }),
});
const summaryIsDomain: Equal<v.InferOutput<typeof OwnerLeadSummaryResponse>, OwnerLeadSummary> = true;
const leadIsDomain: Equal<v.InferOutput<typeof OwnerLeadResponse>, OwnerLead> = true;
void summaryIsDomain;
void leadIsDomain;

const schemaBase = { tags: ['owner-leads'], security: [{ bearer: [] }] };
const errors = errorResponses(400, 401, 404);

export async function ownerLeadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  async function lead(ownerId: number, id: string): Promise<OwnerLead> {
    const found = await openOwnerLead(app.db, app.storage, ownerId, id);
    if (!found) throw notFound(OWNER_LEAD_MESSAGES.notFound);
    return found;
  }

  app.get(
    '/car-application/owner-leads',
    {
      preValidation: [app.requireUser],
      schema: {
        ...schemaBase,
        summary: "The owner's leads: applications the team passed to them",
        description:
          `Newest passing first, ${PAGE_SIZE} per page (?page=). Each: the car, term, monthly payment, usage, the light's colour, ` +
          "the applicant's name and city, and the owner's own status. No contacts here: they are in the lead (GET …/{id}), whose " +
          'opening is audited. Only applications passed to the signed-in account (docs/owner-visibility.md).',
        querystring: OwnerLeadsQuerySchema,
        response: { 200: listOf(OwnerLeadSummaryResponse), ...errors },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { leads, total } = await listOwnerLeads(app.db, app.storage, signedInUser(request).id, page, PAGE_SIZE);
      return { data: leads, meta: { pagination: { page, pageSize: PAGE_SIZE, pageCount: Math.ceil(total / PAGE_SIZE), total } } };
    },
  );

  app.get(
    '/car-application/owner-leads/:id',
    {
      preValidation: [app.requireUser],
      schema: {
        ...schemaBase,
        summary: 'One lead with the applicant\'s contacts',
        description:
          'Exactly rule 2 of docs/owner-visibility.md: name, surname, phone, e-mail, city, the company for business usage, the car, ' +
          "term, payment, the light's colour — never the personal code, address, income, bank data or the guarantor. Written to the " +
          'audit log (application.owner_open) before it is answered. Another owner\'s lead answers 404.',
        params: ApplicationIdParamsSchema,
        response: { 200: OwnerLeadResponse, ...errors },
      },
    },
    async (request) => lead(signedInUser(request).id, request.params.id),
  );

  app.post(
    '/car-application/owner-leads/:id/status',
    {
      preValidation: [app.requireUser],
      schema: {
        ...schemaBase,
        summary: "Set the owner's status of a lead",
        description:
          'JSON { status, note? }: contacted, viewing_booked, contract_signed or declined, any of them at any time while the lead is ' +
          "open; the optional note (at most 1000 characters) is for the team, which sees the status, the note and when it changed. " +
          "The team's pipeline is not moved by it (docs/owner-visibility.md). 409 once the team closed the application. Audited " +
          '(application.owner_status, without the note). Answers the lead.',
        params: ApplicationIdParamsSchema,
        body: OwnerLeadStatusSchema,
        response: { 200: OwnerLeadResponse, ...errors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const ownerId = signedInUser(request).id;
      const { id } = request.params;
      await setOwnerStatus(app.db, { ownerId, applicationId: id, status: request.body.status, note: request.body.note });
      return lead(ownerId, id);
    },
  );
}
