import type { FastifyInstance } from 'fastify';
import type { CarAdvertisement } from '@ratai/domain';
import { ChangeSaleStatusSchema, ChangeVisibilitySchema } from '@ratai/validation';
import { notFound } from '../../http/errors';
import { optionalBody, type ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import { loadCars, publicCar } from '../cars/car-read';
import { deleteUnusedFiles } from './listing-images';
import { deleteOwnedListing, setSaleStatus, setVisibility } from './listings.repository';
import { ListingIdParams, listingExists } from './listing-id';
import { CarResponse, DeletedResponse, listingErrors as errors, listingTags as tags, signedIn } from './listings.responses';

/** What an owner does to a listing besides editing it: show or hide it, mark it reserved or sold, delete it. */
export async function listingActionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  async function ownedCar(id: number, ownerId: number): Promise<CarAdvertisement> {
    const [car] = await loadCars(app.db, app.storage, [id]);
    if (!car || car.ownerId !== ownerId) throw notFound();
    return publicCar(car);
  }

  app.put(
    '/car-advertisement/change-visibility',
    {
      preValidation: [app.requireUser],
      schema: {
        summary: 'Show or hide an own car advertisement',
        description: 'JSON { id, visibility: "visible" | "hidden" } (spec §7). Answers the updated car. Review status is unchanged.',
        tags,
        ...signedIn,
        body: optionalBody(ChangeVisibilitySchema),
        response: { 200: CarResponse, ...errors },
      },
    },
    async (request) => {
      const ownerId = signedInUser(request).id;
      const input = request.body;
      if (!(await setVisibility(app.db, input.id, ownerId, input.visibility))) throw notFound();
      return ownedCar(input.id, ownerId);
    },
  );

  app.put(
    '/car-advertisement/change-sale-status',
    {
      preValidation: [app.requireUser],
      schema: {
        summary: 'Mark an own car available, reserved or sold',
        description:
          'JSON { id, saleStatus: "available" | "reserved" | "sold" } (issue 16). No review: a reserved car stays public with a badge, ' +
          'a sold (or rented out) car leaves the search while its page stays and says so. Answers the updated car.',
        tags,
        ...signedIn,
        body: optionalBody(ChangeSaleStatusSchema),
        response: { 200: CarResponse, ...errors },
      },
    },
    async (request) => {
      const ownerId = signedInUser(request).id;
      const input = request.body;
      if (!(await setSaleStatus(app.db, input.id, ownerId, input.saleStatus))) throw notFound();
      return ownedCar(input.id, ownerId);
    },
  );

  app.delete(
    '/car-advertisement/delete/:id',
    {
      preValidation: [app.requireUser],
      schema: {
        summary: 'Delete an own car advertisement',
        description: 'Deletes the listing with its images and features, then its image files. Another owner\'s listing answers 404.',
        tags,
        ...signedIn,
        params: ListingIdParams,
        response: { 200: DeletedResponse, ...errors },
      },
    },
    async (request) => {
      const ownerId = signedInUser(request).id;
      const id = listingExists(request.params.id);
      const hashes = await deleteOwnedListing(app.db, id, ownerId);
      if (!hashes) throw notFound();
      await deleteUnusedFiles(app.db, app.storage, hashes, request.log);
      return { id, deleted: true as const };
    },
  );
}
