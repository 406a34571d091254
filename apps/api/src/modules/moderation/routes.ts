import type { FastifyInstance } from 'fastify';
import { PAGE_SIZE as REVIEW_PAGE_SIZE } from '@ratai/domain';
import { EmptyBodySchema, RejectListingSchema, ReviewQueueQuerySchema, TEAM_NOTE_LENGTH } from '@ratai/validation';
import { forbidden, notFound } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import { optionalBody, type ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import { ListingIdParams, listingExists } from '../listings/listing-id';
import { listByReviewStatus, ownerIdOf } from './moderation.repository';
import { moderationCar, moderationCars } from './moderation-car';
import { teamListingRoutes } from './team-actions.routes';
import { ModerationCarResponse, ReviewQueueResponse, type ModerationCar } from './moderation.responses';
import { recordReviewAndNotify } from './review-mail';
import { approveRevision, listingOfRevision } from '../listings/revisions';

/**
 * The team's review of listings (spec §1, §4: a new or edited listing is public only after the
 * team approves it). Paths are ours (the spec shows none); every route needs the `team` role:
 * 401 without a session, 403 for anyone else.
 */

export type { ModerationCar };

/** Issue 18, item 5: a team account must not judge its own listing (approve it into public view). */
export const OWN_LISTING_REVIEW =
  'Savo paties skelbimo patvirtinti ar atmesti negalite – jį turi peržiūrėti kitas komandos narys.';

const errors = errorResponses(400, 401, 403, 404);
const common = { tags: ['moderation'], security: [{ bearer: [] }] };

export async function moderationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  // Hide, unhide, delete and bulk approve: team-actions.routes.ts.
  await teamListingRoutes(fastify);
  const withOwners = (ids: number[]) => moderationCars(app, ids);
  const one = (id: number) => moderationCar(app, id);

  /** The listing's id when it exists and the reviewer does not own it: 404 / 403 otherwise. */
  async function reviewable(id: number, reviewerId: number): Promise<number> {
    const ownerId = await ownerIdOf(app.db, id);
    if (ownerId === undefined) throw notFound();
    if (ownerId === reviewerId) throw forbidden(OWN_LISTING_REVIEW);
    return id;
  }

  app.get(
    '/moderation/car-advertisements',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...common,
        summary: 'Review queue',
        description:
          `Listings in one review state, ${REVIEW_PAGE_SIZE} per page. status defaults to "pending" (oldest first); ` +
          'approved and rejected list the latest decisions first. Filters: owner (e-mail), make (slug), q (a slug, a VIN or an ' +
          "owner's e-mail, exactly; letter case aside).",
        querystring: ReviewQueueQuerySchema,
        response: {
          200: ReviewQueueResponse,
          ...errors,
        },
      },
    },
    async (request) => {
      const query = request.query;
      const { ids, total } = await listByReviewStatus(app.db, query.status, query.page, REVIEW_PAGE_SIZE, { owner: query.owner, make: query.make, q: query.q });
      return {
        data: await withOwners(ids),
        meta: {
          pagination: { page: query.page, pageSize: REVIEW_PAGE_SIZE, pageCount: Math.ceil(total / REVIEW_PAGE_SIZE), total },
        },
      };
    },
  );

  app.get(
    '/moderation/car-advertisements/:id',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...common,
        summary: 'One listing under review',
        description: 'Any listing, whatever its review status or visibility, with its owner.',
        params: ListingIdParams,
        response: { 200: ModerationCarResponse, ...errors },
      },
    },
    async (request) => one(listingExists(request.params.id)),
  );

  app.post(
    '/moderation/car-advertisements/:id/approve',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...common,
        summary: 'Approve a listing',
        description:
          'The listing becomes public if its owner keeps it visible. Clears an earlier rejection reason. No body (or {}). ' +
          'A revision (revision not null in the queue) is merged into its listing, which answers: its new content is public. ' +
          'A team member\'s own listing answers 403 (someone else must review it).',
        params: ListingIdParams,
        body: optionalBody(EmptyBodySchema),
        response: { 200: ModerationCarResponse, ...errors },
      },
    },
    async (request) => {
      const reviewerId = signedInUser(request).id;
      const id = await reviewable(listingExists(request.params.id), reviewerId);
      // A revision of an approved listing is merged into it: the answer is the listing, now showing it.
      if ((await listingOfRevision(app.db, id)) !== null) return one(await approveRevision(app, request.log, id, reviewerId));
      if (!(await recordReviewAndNotify(app, id, { status: 'approved', reason: null, reviewerId }))) throw notFound();
      return one(id);
    },
  );

  app.post(
    '/moderation/car-advertisements/:id/reject',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...common,
        summary: 'Reject a listing',
        description:
          `JSON { reason } (${TEAM_NOTE_LENGTH.min}–${TEAM_NOTE_LENGTH.max} characters), shown to the owner as rejectionReason. ` +
          'The listing leaves the public site; an edit by the owner sends it back to review. A team member\'s own listing answers 403. ' +
          'A rejected revision stays with the reason for its owner; its listing stays public as approved.',
        params: ListingIdParams,
        body: optionalBody(RejectListingSchema),
        response: { 200: ModerationCarResponse, ...errors },
      },
    },
    async (request) => {
      const reviewerId = signedInUser(request).id;
      const id = await reviewable(listingExists(request.params.id), reviewerId);
      const input = request.body;
      // A revision's owner is told about their listing (its page in the portal), which stays public.
      const mailAbout = (await listingOfRevision(app.db, id)) ?? id;
      if (!(await recordReviewAndNotify(app, id, { status: 'rejected', reason: input.reason, reviewerId }, mailAbout))) {
        throw notFound();
      }
      return one(id);
    },
  );
}
