import type { FastifyInstance } from 'fastify';
import { OwnerBlockSchema, OwnerListingsQuerySchema, OwnersQuerySchema, TEAM_NOTE_LENGTH } from '@ratai/validation';
import { notFound } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import type { ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import { ListingIdParams } from '../listings/listing-id';
import { findOwner, listOwnerListings, listOwners, OWNER_MESSAGES, setOwnerBlocked } from './owners.repository';
import { TeamOwnerDetailResponse, TeamOwnerListingsResponse, TeamOwnersResponse } from './owners.responses';

/** Owners per page of the team's list. */
export const OWNERS_PAGE_SIZE = 20;
/** Listings per page of an owner's page. */
export const OWNER_LISTINGS_PAGE_SIZE = 20;

const team = { tags: ['moderation'], security: [{ bearer: [] }] };
const teamErrors = errorResponses(400, 401, 403);

/**
 * The back office's 'Savininkai' (issue 14): owners with their profile and counts, their listings
 * a page at a time, and block / unblock. The team role only: 401 without a session, 403 for anyone else. A block or
 * unblock changes which listings are public: app.ts's LISTING_WRITES clears the search caches
 * (and tells the other instances) when one succeeds.
 */
export async function ownerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const existing = (id: number | null): number => {
    if (id === null) throw notFound(OWNER_MESSAGES.notFound);
    return id;
  };

  app.get(
    '/moderation/owners',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...team,
        summary: 'Owners with their listing counts',
        description: `Newest account first, ${OWNERS_PAGE_SIZE} per page. q: part of the e-mail, the company's name or the person's name and surname (any letter case).`,
        querystring: OwnersQuerySchema,
        response: { 200: TeamOwnersResponse, ...teamErrors },
      },
    },
    async (request) => {
      const { q, page } = request.query;
      const { owners, total } = await listOwners(app.db, q, page, OWNERS_PAGE_SIZE);
      return { data: owners, meta: { pagination: { page, pageSize: OWNERS_PAGE_SIZE, pageCount: Math.ceil(total / OWNERS_PAGE_SIZE), total } } };
    },
  );

  app.get(
    '/moderation/owners/:id',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...team,
        summary: 'One owner: profile, listing counts, block',
        description: 'The listings themselves come a page at a time from /moderation/owners/{id}/listings.',
        params: ListingIdParams,
        response: { 200: TeamOwnerDetailResponse, ...teamErrors, ...errorResponses(404) },
      },
    },
    async (request) => findOwner(app.db, existing(request.params.id)),
  );

  app.get(
    '/moderation/owners/:id/listings',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...team,
        summary: "One owner's listings",
        description: `Newest first, ${OWNER_LISTINGS_PAGE_SIZE} per page, with the exact total (revision rows of pending edits are not listings). 404 for an id that is not an owner's.`,
        params: ListingIdParams,
        querystring: OwnerListingsQuerySchema,
        response: { 200: TeamOwnerListingsResponse, ...teamErrors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { page } = request.query;
      const { listings, total } = await listOwnerListings(app.db, existing(request.params.id), page, OWNER_LISTINGS_PAGE_SIZE);
      return {
        data: listings,
        meta: { pagination: { page, pageSize: OWNER_LISTINGS_PAGE_SIZE, pageCount: Math.ceil(total / OWNER_LISTINGS_PAGE_SIZE), total } },
      };
    },
  );

  for (const action of ['block', 'unblock'] as const) {
    app.post(
      `/moderation/owners/:id/${action}`,
      {
        preValidation: [app.requireTeam],
        schema: {
          ...team,
          summary: action === 'block' ? 'Block an owner' : 'Unblock an owner',
          description:
            (action === 'block'
              ? 'A blocked owner cannot sign in (403 on login), every session of theirs ends, and their listings leave the search, the car page and the sitemap. '
              : 'The listings return as they were; sessions ended by the block stay ended (the owner signs in again). ') +
            `JSON { reason } (${TEAM_NOTE_LENGTH.min}–${TEAM_NOTE_LENGTH.max} characters), kept on the owner and in the audit log (owner.${action}). ` +
            '403 for oneself or a team account, 409 when there is nothing to change.',
          params: ListingIdParams,
          body: OwnerBlockSchema,
          response: { 200: TeamOwnerDetailResponse, ...teamErrors, ...errorResponses(404, 409) },
        },
      },
      async (request) => {
        const id = existing(request.params.id);
        const actor = signedInUser(request);
        await setOwnerBlocked(app.db, { ownerId: id, actorId: actor.id, reason: request.body.reason, block: action === 'block' });
        request.log.info({ ownerId: id, actorId: actor.id }, action === 'block' ? 'owner blocked by the team' : 'owner unblocked by the team');
        return findOwner(app.db, id);
      },
    );
  }
}
