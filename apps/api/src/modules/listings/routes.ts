import type { FastifyInstance } from 'fastify';
import { listingFormRoutes } from './listing-form.routes';
import { listingActionRoutes } from './listing-actions.routes';
import { draftRoutes } from './draft-routes';
import { ownCarRoutes } from './own-car.routes';

/**
 * The owner's car advertisement calls (spec §7) plus GET /car-advertisement/mine/{id} for the
 * edit form. Every route answers only the owner: another owner's listing is a 404, exactly like
 * a missing id, so ids cannot be probed. Single cars are answered as the car itself (like the
 * account routes answer a profile); see README.md. The route files are registered in this order
 * so that /api/docs lists the paths as it always has.
 */
export async function listingRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(listingFormRoutes);
  await fastify.register(listingActionRoutes);
  // Drafts and duplicates (issue 16): draft-routes.ts.
  await draftRoutes(fastify);
  await fastify.register(ownCarRoutes);
}
