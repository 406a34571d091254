import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { BULK_APPROVE_OUTCOMES } from '@ratai/domain';
import { BULK_APPROVE_MAX, BulkApproveSchema, ListingReasonSchema, TEAM_NOTE_LENGTH } from '@ratai/validation';
import { errorResponses, int } from '../../http/responses';
import { optionalBody, type ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import { ListingIdParams, listingExists } from '../listings/listing-id';
import { DeletedResponse } from '../listings/listings.responses';
import { bulkApprove } from './bulk-approve';
import { moderationCar } from './moderation-car';
import { ModerationCarResponse } from './moderation.responses';
import { deleteListing, hideListing, unhideListing } from './team-actions';

/**
 * The team's actions on any listing besides the review (issue 14): hide, unhide, delete — each
 * with a reason — and the queue's bulk approve. Team role only (401 / 403 otherwise). Being under
 * /moderation/car-advertisements, a success clears the search caches at once (LISTING_WRITES in
 * app.ts) and the change feed tells the other instances.
 */

const errors = errorResponses(400, 401, 403, 404, 409);
const common = { tags: ['moderation'], security: [{ bearer: [] }] };
const reason = `JSON { reason } (${TEAM_NOTE_LENGTH.min}–${TEAM_NOTE_LENGTH.max} characters, written to the audit log)`;

const BulkApproveResponse = v.object({
  data: v.array(v.object({ id: int(), outcome: v.picklist(BULK_APPROVE_OUTCOMES) })),
});

export async function teamListingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.post(
    '/moderation/car-advertisements/:id/hide',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...common,
        summary: 'Hide a listing (the team)',
        description:
          `${reason}. The listing leaves search, the car page and the sitemap at once, whatever its review and the owner's ` +
          'visibility, until the team unhides it; the owner reads the reason (hiddenByTeam) and gets an e-mail. ' +
          'Already hidden: 409. A revision row: 404.',
        params: ListingIdParams,
        body: optionalBody(ListingReasonSchema),
        response: { 200: ModerationCarResponse, ...errors },
      },
    },
    async (request) => {
      const id = listingExists(request.params.id);
      await hideListing(app, id, signedInUser(request).id, request.body.reason);
      return moderationCar(app, id);
    },
  );

  app.post(
    '/moderation/car-advertisements/:id/unhide',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...common,
        summary: "Lift the team's hiding",
        description:
          `${reason}. The listing is public again if it is approved and its owner shows it. Not hidden by the team: 409. ` +
          "A team member's own listing: 403 (another team member decides).",
        params: ListingIdParams,
        body: optionalBody(ListingReasonSchema),
        response: { 200: ModerationCarResponse, ...errors },
      },
    },
    async (request) => {
      const id = listingExists(request.params.id);
      await unhideListing(app, id, signedInUser(request).id, request.body.reason);
      return moderationCar(app, id);
    },
  );

  app.post(
    '/moderation/car-advertisements/:id/delete',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...common,
        summary: 'Delete a listing (the team)',
        description:
          `${reason}. Deletes the listing for good with its revision, photos and features; the owner gets an e-mail with the ` +
          'reason. Photo files no other listing shows are deleted after the commit. A revision row: 404.',
        params: ListingIdParams,
        body: optionalBody(ListingReasonSchema),
        response: { 200: DeletedResponse, ...errors },
      },
    },
    async (request) => {
      const id = listingExists(request.params.id);
      await deleteListing(app, request.log, id, signedInUser(request).id, request.body.reason);
      return { id, deleted: true as const };
    },
  );

  app.post(
    '/moderation/car-advertisements/bulk-approve',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...common,
        summary: 'Approve several listings',
        description:
          `JSON { ids } (1–${BULK_APPROVE_MAX}). Each is approved as by its own approve call (audit entry, owner's e-mail, a ` +
          "revision merged). Answers per id in the order sent: approved, own (a team member's own listing: never approved " +
          'by them) or not_found.',
        body: optionalBody(BulkApproveSchema),
        response: { 200: BulkApproveResponse, 400: errors[400], 401: errors[401], 403: errors[403] },
      },
    },
    async (request) => ({ data: await bulkApprove(app, request.log, request.body.ids, signedInUser(request).id) }),
  );
}
