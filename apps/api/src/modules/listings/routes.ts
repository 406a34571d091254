import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import type { ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import { findOwnedListing } from './listings.repository';
import { ListingIdParams, listingExists } from './listing-id';
import { OwnCarDetailResponse, listingErrors as errors, listingTags as tags, signedIn } from './listings.responses';
import { ownerCarView } from './revisions';
import { listingFormRoutes } from './listing-form.routes';
import { listingActionRoutes } from './listing-actions.routes';
import { draftRoutes } from './draft-routes';

/**
 * The owner's car advertisement calls (spec §7) plus GET /car-advertisement/mine/{id} for the
 * edit form. Every route answers only the owner: another owner's listing is a 404, exactly like
 * a missing id, so ids cannot be probed. Single cars are answered as the car itself (like the
 * account routes answer a profile); see README.md. The route files are registered in this order,
 * and the edit form's read after them, so that /api/docs lists the paths as it always has.
 */
export async function listingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  await fastify.register(listingFormRoutes);
  await fastify.register(listingActionRoutes);
  // Drafts and duplicates (issue 16): draft-routes.ts.
  await draftRoutes(fastify);

  app.get(
    '/car-advertisement/mine/:id',
    {
      preValidation: [app.requireUser],
      schema: {
        summary: 'One own car advertisement, for the edit form',
        description:
          'The full car whatever its review status or visibility (the public car page shows approved, visible cars only). ' +
          'With a revision (an edit of the approved listing), its fields and photos and the revision\'s state and changes. ' +
          'Another owner\'s listing answers 404.',
        tags,
        ...signedIn,
        params: ListingIdParams,
        response: { 200: OwnCarDetailResponse, ...errors },
      },
    },
    async (request) => {
      const ownerId = signedInUser(request).id;
      const id = listingExists(request.params.id);
      // Cheap ownership check first: the read model loads images and features too.
      if (!(await findOwnedListing(app.db, id, ownerId))) throw notFound();
      return ownerCarView(app, id);
    },
  );
}
