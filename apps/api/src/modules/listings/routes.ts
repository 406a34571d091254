import type { FastifyInstance } from 'fastify';
import type { CarAdvertisement } from '@ratai/domain';
import { ChangeVisibilitySchema } from '@ratai/validation';
import { errorResponse } from '../../http/docs';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { signedInUser } from '../../plugins/auth';
import { loadCars, publicCar } from '../cars/car-read';
import { requireCompleteProfile } from '../accounts/profile-complete';
import { deleteUnusedFiles } from './listing-images';
import { createListing, editListing } from './listings.service';
import { deleteOwnedListing, findOwnedListing, setVisibility } from './listings.repository';
import { readListingForm } from './read-listing-form';
import { listingIdFrom } from './listing-id';
import * as docs from './listings.docs';

/**
 * The owner's car advertisement calls (spec §7) plus GET /car-advertisement/mine/{id} for the
 * edit form. Every route answers only the owner: another owner's listing is a 404, exactly like
 * a missing id, so ids cannot be probed. Single cars are answered as the car itself (like the
 * account routes answer a profile); see README.md.
 */

const signedIn = { security: [{ bearer: [] }] } as const;
const tags = ['car-advertisement'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;

export async function listingRoutes(app: FastifyInstance): Promise<void> {

  const completeProfile = requireCompleteProfile(app);

  async function ownedCar(id: number, ownerId: number): Promise<CarAdvertisement> {
    const [car] = await loadCars(app.db, app.storage, [id]);
    if (!car || car.ownerId !== ownerId) throw notFound();
    return publicCar(car);
  }

  app.post(
    '/car-advertisement/create',
    {
      preHandler: [app.requireUser, completeProfile],
      schema: {
        summary: 'Upload a car advertisement',
        description:
          'Multipart form of the listing fields (spec §3, §5). The new listing waits for the team\'s review ' +
          '(reviewStatus "pending") and is public only once approved. Users still onboarding get 403 with the onboarding text. ' +
          'Images are checked by content (png/jpeg, ≤ 5242880 bytes, ≤ 40 MP) and stored as WebP without metadata.',
        tags,
        ...signedIn,
        consumes: ['multipart/form-data'],
        body: docs.listingForm('create'),
        response: { 201: docs.car, ...errors, 413: errorResponse, 415: errorResponse },
      },
    },
    async (request, reply) => {
      const ownerId = signedInUser(request).id;
      const form = await readListingForm(request);
      const car = await createListing(app, request.log, ownerId, form);
      return reply.status(201).send(publicCar(car));
    },
  );

  app.put(
    '/car-advertisement/edit/:id',
    {
      preHandler: [app.requireUser],
      schema: {
        summary: 'Edit an own car advertisement',
        description:
          'Same multipart form as create. keepImageIds (repeated) keeps existing images by id in the order given; new gallery ' +
          'files are appended; images not kept are deleted. An edited listing goes back to review ("pending") and leaves the ' +
          'public site until approved again; a rejection reason is cleared. Another owner\'s listing answers 404; ' +
          'a user still onboarding gets 403 with the onboarding text, as on create.',
        tags,
        ...signedIn,
        consumes: ['multipart/form-data'],
        params: docs.idParam,
        body: docs.listingForm('edit'),
        response: { 200: docs.car, ...errors, 409: errorResponse, 413: errorResponse, 415: errorResponse },
      },
    },
    async (request) => {
      const ownerId = signedInUser(request).id;
      const id = listingIdFrom(request.params);
      // Ownership first, so anyone but the owner (the team included) gets the same 404 as for a
      // missing id; then the onboarding rule of the upload/edit form (spec §5); then the upload
      // is read — a stranger's files are never even buffered.
      if (!(await findOwnedListing(app.db, id, ownerId))) throw notFound();
      await completeProfile(request);
      const car = await editListing(app, request.log, ownerId, id, await readListingForm(request));
      return publicCar(car);
    },
  );

  app.put(
    '/car-advertisement/change-visibility',
    {
      preHandler: [app.requireUser],
      schema: {
        summary: 'Show or hide an own car advertisement',
        description: 'JSON { id, visibility: "visible" | "hidden" } (spec §7). Answers the updated car. Review status is unchanged.',
        tags,
        ...signedIn,
        body: docs.visibilityBody,
        response: { 200: docs.car, ...errors },
      },
    },
    async (request) => {
      const ownerId = signedInUser(request).id;
      const input = parseInput(ChangeVisibilitySchema, request.body ?? {});
      if (!(await setVisibility(app.db, input.id, ownerId, input.visibility))) throw notFound();
      return ownedCar(input.id, ownerId);
    },
  );

  app.delete(
    '/car-advertisement/delete/:id',
    {
      preHandler: [app.requireUser],
      schema: {
        summary: 'Delete an own car advertisement',
        description: 'Deletes the listing with its images and features, then its image files. Another owner\'s listing answers 404.',
        tags,
        ...signedIn,
        params: docs.idParam,
        response: { 200: docs.deleted, ...errors },
      },
    },
    async (request) => {
      const ownerId = signedInUser(request).id;
      const id = listingIdFrom(request.params);
      const hashes = await deleteOwnedListing(app.db, id, ownerId);
      if (!hashes) throw notFound();
      await deleteUnusedFiles(app.db, app.storage, hashes, request.log);
      return { id, deleted: true };
    },
  );

  app.get(
    '/car-advertisement/mine/:id',
    {
      preHandler: [app.requireUser],
      schema: {
        summary: 'One own car advertisement, for the edit form',
        description:
          'The full car whatever its review status or visibility (the public car page shows approved, visible cars only). ' +
          'Another owner\'s listing answers 404.',
        tags,
        ...signedIn,
        params: docs.idParam,
        response: { 200: docs.car, ...errors },
      },
    },
    async (request) => {
      const ownerId = signedInUser(request).id;
      const id = listingIdFrom(request.params);
      // Cheap ownership check first: the read model loads images and features too.
      if (!(await findOwnedListing(app.db, id, ownerId))) throw notFound();
      return ownedCar(id, ownerId);
    },
  );
}
