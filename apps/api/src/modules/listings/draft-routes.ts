import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { LISTING_DRAFT_FIELDS, type ListingDraft } from '@ratai/domain';
import { EmptyBodySchema, ListingDraftBodySchema } from '@ratai/validation';
import { notFound } from '../../http/errors';
import { dateTime, errorResponses, int } from '../../http/responses';
import { optionalBody, type ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import type { Equal } from '../../http/responses';
import { createDraft, deleteDraft, duplicateListing, listDrafts, loadDraft, saveDraft } from './drafts';
import { ListingIdParams, listingExists } from './listing-id';

/**
 * The owner's drafts (issue 16; drafts.ts, README "Drafts and duplicates"). Every route answers the
 * owner only: another owner's draft is 404, like a missing one. The draft routes live outside
 * `/car-advertisement/` on purpose: an autosave changes nothing public, so it must not clear the
 * search caches that every listing write clears (app.ts LISTING_WRITES).
 */

const signedIn = { security: [{ bearer: [] }] } as const;
const tags = ['car-advertisement'];
const errors = errorResponses(400, 401, 404);

const image = v.object({
  id: int(),
  url: v.string(),
  hash: v.string(),
  ext: v.string(),
  formats: v.optional(v.object({ card: v.string(), gallery: v.string(), full: v.string() })),
});
const fieldValue = v.union([v.string(), v.boolean(), v.array(v.string())]);

export const ListingDraftResponse = v.object({
  id: int(),
  fields: v.object(Object.fromEntries(LISTING_DRAFT_FIELDS.map((field) => [field, v.optional(fieldValue)]))),
  images: v.array(image),
  headerImage: v.nullable(v.object({ url: v.string(), formats: v.optional(v.object({ card: v.string(), gallery: v.string(), full: v.string() })) })),
  sourceListingId: v.nullable(int()),
  createdAt: dateTime(),
  updatedAt: dateTime(),
});
const DraftListResponse = v.object({ data: v.array(ListingDraftResponse) });
const DraftDeletedResponse = v.object({ id: int(), deleted: v.literal(true) });

// The response's fields are the domain's, by name (the value shapes are checked by the domain type).
const fieldNamesAreDomain: Equal<keyof v.InferOutput<typeof ListingDraftResponse>, keyof ListingDraft> = true;
void fieldNamesAreDomain;

export async function draftRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.get(
    '/listing-drafts',
    {
      preValidation: [app.requireUser],
      schema: {
        summary: 'The owner\'s listing drafts',
        description: 'Drafts of the upload form and duplicates of listings, the most recently saved first. Never public, never in the review queue.',
        tags,
        ...signedIn,
        response: { 200: DraftListResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await listDrafts(app, signedInUser(request).id) }),
  );

  app.post(
    '/listing-drafts',
    {
      preValidation: [app.requireUser],
      schema: {
        summary: 'Save a new listing draft',
        description: 'JSON { fields }: the upload form as typed (text, carFeatures a list, isForTaxi a boolean), unvalidated. 409 past 50 drafts.',
        tags,
        ...signedIn,
        body: optionalBody(ListingDraftBodySchema),
        response: { 201: ListingDraftResponse, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const ownerId = signedInUser(request).id;
      const id = await createDraft(app.db, ownerId, request.body.fields);
      return reply.status(201).send(await loadDraft(app, id, ownerId));
    },
  );

  app.get(
    '/listing-drafts/:id',
    {
      preValidation: [app.requireUser],
      schema: { summary: 'One listing draft', tags, ...signedIn, params: ListingIdParams, response: { 200: ListingDraftResponse, ...errors } },
    },
    async (request) => loadDraft(app, listingExists(request.params.id), signedInUser(request).id),
  );

  app.put(
    '/listing-drafts/:id',
    {
      preValidation: [app.requireUser],
      schema: {
        summary: 'Save a listing draft (the form\'s autosave)',
        description: 'JSON { fields } replaces the draft\'s fields; its photos stay. Answers the draft with its new updatedAt.',
        tags,
        ...signedIn,
        params: ListingIdParams,
        body: optionalBody(ListingDraftBodySchema),
        response: { 200: ListingDraftResponse, ...errors },
      },
    },
    async (request) => {
      const ownerId = signedInUser(request).id;
      const id = listingExists(request.params.id);
      if (!(await saveDraft(app.db, id, ownerId, request.body.fields))) throw notFound();
      return loadDraft(app, id, ownerId);
    },
  );

  app.delete(
    '/listing-drafts/:id',
    {
      preValidation: [app.requireUser],
      schema: {
        summary: 'Delete a listing draft',
        description: 'Deletes the draft and then the files of its photos that no listing or other draft uses.',
        tags,
        ...signedIn,
        params: ListingIdParams,
        response: { 200: DraftDeletedResponse, ...errors },
      },
    },
    async (request) => {
      const id = listingExists(request.params.id);
      if (!(await deleteDraft(app, request.log, id, signedInUser(request).id))) throw notFound();
      return { id, deleted: true as const };
    },
  );

  app.post(
    '/car-advertisement/duplicate/:id',
    {
      preValidation: [app.requireUser],
      schema: {
        summary: 'Duplicate an own listing as a new draft',
        description:
          'Copies the listing\'s fields (as the edit form shows them; the VIN is left empty: a copy is another car) and its photos ' +
          '(new rows naming the same content-addressed files: no bytes are copied, nothing can be left half-copied) into a new draft. ' +
          'The draft is never public and never in the review queue until the owner submits it. 409 past 50 drafts.',
        tags,
        ...signedIn,
        params: ListingIdParams,
        body: optionalBody(EmptyBodySchema),
        response: { 201: ListingDraftResponse, ...errors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const ownerId = signedInUser(request).id;
      const draftId = await duplicateListing(app, listingExists(request.params.id), ownerId);
      return reply.status(201).send(await loadDraft(app, draftId, ownerId));
    },
  );
}
