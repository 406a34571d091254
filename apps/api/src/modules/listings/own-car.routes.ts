import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import type { ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import { findOwnedListing } from './listings.repository';
import { ListingIdParams, listingExists } from './listing-id';
import { OwnCarDetailResponse, listingErrors as errors, listingTags as tags, signedIn } from './listings.responses';
import { ownerCarView } from './revisions';

/** The owner's read of one own listing, whatever its state: what the edit form starts from. */
export async function ownCarRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

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
