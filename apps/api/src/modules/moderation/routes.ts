import type { FastifyInstance } from 'fastify';
import type { CarAdvertisement } from '@ratai/domain';
import { REVIEW_STATUSES } from '@ratai/domain';
import { errorResponse, type JsonSchema } from '../../http/docs';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { signedInUser } from '../../plugins/auth';
import { loadCars, publicCar } from '../cars/car-read';
import * as listingDocs from '../listings/listings.docs';
import { listingIdFrom } from '../listings/listing-id';
import { listByReviewStatus, ownersOf, recordReview } from './moderation.repository';
import { PAGE_SIZE as REVIEW_PAGE_SIZE } from '@ratai/domain';
import { EmptyBodySchema, REJECTION_REASON_LENGTH, RejectListingSchema, ReviewQueueQuerySchema } from '@ratai/validation';

/**
 * The team's review of listings (spec §1, §4: a new or edited listing is public only after the
 * team approves it). Paths are ours (the spec shows none); every route needs the `team` role:
 * 401 without a session, 403 for anyone else.
 */

/** A listing as the team sees it: the car plus who to contact about it. */
export type ModerationCar = CarAdvertisement & { owner: { id: number; email: string } };

const moderationCar: JsonSchema = {
  allOf: [
    listingDocs.car,
    {
      type: 'object',
      properties: { owner: { type: 'object', properties: { id: { type: 'integer' }, email: { type: 'string' } } } },
      required: ['owner'],
    },
  ],
};

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;
const common = { tags: ['moderation'], security: [{ bearer: [] }] };

export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  async function withOwners(ids: number[]): Promise<ModerationCar[]> {
    const [cars, owners] = await Promise.all([loadCars(app.db, app.storage, ids), ownersOf(app.db, ids)]);
    return cars.flatMap((car) => {
      const owner = owners.get(car.id);
      return owner ? [{ ...publicCar(car), owner }] : [];
    });
  }

  async function one(id: number): Promise<ModerationCar> {
    const [car] = await withOwners([id]);
    if (!car) throw notFound();
    return car;
  }

  app.get(
    '/moderation/car-advertisements',
    {
      preHandler: [app.requireTeam],
      schema: {
        ...common,
        summary: 'Review queue',
        description:
          `Listings in one review state, ${REVIEW_PAGE_SIZE} per page. status defaults to "pending" (oldest first); ` +
          'approved and rejected list the latest decisions first.',
        querystring: {
          type: 'object',
          properties: {
            status: { type: 'string', enum: [...REVIEW_STATUSES], default: 'pending' },
            page: { type: 'integer', minimum: 1, default: 1 },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'array', items: moderationCar },
              meta: {
                type: 'object',
                properties: {
                  pagination: {
                    type: 'object',
                    properties: {
                      page: { type: 'integer' },
                      pageSize: { type: 'integer' },
                      pageCount: { type: 'integer' },
                      total: { type: 'integer' },
                    },
                  },
                },
              },
            },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const query = parseInput(ReviewQueueQuerySchema, request.query ?? {});
      const { ids, total } = await listByReviewStatus(app.db, query.status, query.page, REVIEW_PAGE_SIZE);
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
      preHandler: [app.requireTeam],
      schema: {
        ...common,
        summary: 'One listing under review',
        description: 'Any listing, whatever its review status or visibility, with its owner.',
        params: listingDocs.idParam,
        response: { 200: moderationCar, ...errors },
      },
    },
    async (request) => one(listingIdFrom(request.params)),
  );

  app.post(
    '/moderation/car-advertisements/:id/approve',
    {
      preHandler: [app.requireTeam],
      schema: {
        ...common,
        summary: 'Approve a listing',
        description: 'The listing becomes public if its owner keeps it visible. Clears an earlier rejection reason.',
        params: listingDocs.idParam,
        response: { 200: moderationCar, ...errors },
      },
    },
    async (request) => {
      const id = listingIdFrom(request.params);
      parseInput(EmptyBodySchema, request.body ?? {});
      if (!(await recordReview(app.db, id, { status: 'approved', reason: null, reviewerId: signedInUser(request).id }))) throw notFound();
      return one(id);
    },
  );

  app.post(
    '/moderation/car-advertisements/:id/reject',
    {
      preHandler: [app.requireTeam],
      schema: {
        ...common,
        summary: 'Reject a listing',
        description:
          `JSON { reason } (${REJECTION_REASON_LENGTH.min}–${REJECTION_REASON_LENGTH.max} characters), shown to the owner as rejectionReason. ` +
          'The listing leaves the public site; an edit by the owner sends it back to review.',
        params: listingDocs.idParam,
        body: {
          type: 'object',
          properties: { reason: { type: 'string', minLength: REJECTION_REASON_LENGTH.min, maxLength: REJECTION_REASON_LENGTH.max } },
          required: ['reason'],
        },
        response: { 200: moderationCar, ...errors },
      },
    },
    async (request) => {
      const id = listingIdFrom(request.params);
      const input = parseInput(RejectListingSchema, request.body ?? {});
      if (!(await recordReview(app.db, id, { status: 'rejected', reason: input.reason, reviewerId: signedInUser(request).id }))) {
        throw notFound();
      }
      return one(id);
    },
  );
}
