import type { FastifyInstance } from 'fastify';
import type { CarAdvertisement } from '@ratai/domain';
import { ChangeSaleStatusSchema, ChangeVisibilitySchema } from '@ratai/validation';
import { notFound } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import { optionalBody, type ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import { loadCars, publicCar } from '../cars/car-read';
import { requireCompleteProfile } from '../accounts/profile-complete';
import { deleteUnusedFiles } from './listing-images';
import { createListing, editListing } from './listings.service';
import { deleteOwnedListing, findOwnedListing, setSaleStatus, setVisibility } from './listings.repository';
import { readMultipartForm, type MultipartForm } from '../../http/multipart-form';
import { inUploadSlot, refuseSpentUploadQuota, spendUploadQuota } from './upload-quota';
import { ListingIdParams, listingExists } from './listing-id';
import { CarResponse, CreateListingForm, DeletedResponse, EditListingForm, OwnCarDetailResponse } from './listings.responses';
import { ownerCarView } from './revisions';
import { draftRoutes } from './draft-routes';

/** The listing forms keep their pictures in memory; `gallery` is the field that takes several. */
const LISTING_FORM = { files: 'keep', manyFilesField: 'gallery' } as const;

/**
 * The owner's car advertisement calls (spec §7) plus GET /car-advertisement/mine/{id} for the
 * edit form. Every route answers only the owner: another owner's listing is a 404, exactly like
 * a missing id, so ids cannot be probed. Single cars are answered as the car itself (like the
 * account routes answer a profile); see README.md.
 */

const signedIn = { security: [{ bearer: [] }] } as const;

const imageCount = (form: MultipartForm) => Object.values(form.files).reduce((sum, files) => sum + files.length, 0);
const tags = ['car-advertisement'];
const errors = errorResponses(400, 401, 403, 404);

export async function listingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const completeProfile = requireCompleteProfile(app);

  async function ownedCar(id: number, ownerId: number): Promise<CarAdvertisement> {
    const [car] = await loadCars(app.db, app.storage, [id]);
    if (!car || car.ownerId !== ownerId) throw notFound();
    return publicCar(car);
  }

  app.post(
    '/car-advertisement/create',
    {
      preValidation: [app.requireUser, completeProfile],
      schema: {
        summary: 'Upload a car advertisement',
        description:
          'Multipart form of the listing fields (spec §3, §5). The new listing waits for the team\'s review ' +
          '(reviewStatus "pending") and is public only once approved. Users still onboarding get 403 with the onboarding text. ' +
          'Images are checked by content (png/jpeg, ≤ 5242880 bytes, ≤ 40 MP) and stored as WebP without metadata. ' +
          'With draftId (issue 16) the draft\'s photos are kept like an edit keeps a car\'s (keepImageIds = the draft\'s image ids) ' +
          'and the draft is deleted with the listing\'s creation.',
        tags,
        ...signedIn,
        consumes: ['multipart/form-data'],
        documentedBody: CreateListingForm,
        response: { 201: CarResponse, ...errors, ...errorResponses(413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      const ownerId = signedInUser(request).id;
      // The account's hourly image quota (upload-quota.ts): checked before the body is read,
      // spent before any image is processed.
      await refuseSpentUploadQuota(app, ownerId);
      // Read and processed in an upload slot (upload-quota.ts): memory holds few bodies at once.
      const car = await inUploadSlot(async () => {
        const form = await readMultipartForm(request, LISTING_FORM);
        await spendUploadQuota(app, ownerId, imageCount(form));
        return createListing(app, request.log, ownerId, form);
      });
      return reply.status(201).send(publicCar(car));
    },
  );

  app.put(
    '/car-advertisement/edit/:id',
    {
      preValidation: [app.requireUser],
      schema: {
        summary: 'Edit an own car advertisement',
        description:
          'Same multipart form as create. keepImageIds (repeated) keeps the images of the car as GET mine/{id} shows them, by id, ' +
          'in the order given; new gallery files are appended; images not kept are removed. An approved listing is not changed: ' +
          'the edit becomes its revision (pending), the approved version stays public until the team approves the revision; ' +
          'editing again replaces the revision. A listing never approved is edited itself and goes back to review ("pending"). ' +
          'Answers the car as GET mine/{id}. Another owner\'s listing answers 404; ' +
          'a user still onboarding gets 403 with the onboarding text, as on create.',
        tags,
        ...signedIn,
        consumes: ['multipart/form-data'],
        params: ListingIdParams,
        documentedBody: EditListingForm,
        response: { 200: OwnCarDetailResponse, ...errors, ...errorResponses(409, 413, 415, 429, 503) },
      },
    },
    async (request) => {
      const ownerId = signedInUser(request).id;
      const id = listingExists(request.params.id);
      // Ownership first, so anyone but the owner (the team included) gets the same 404 as for a
      // missing id; then the onboarding rule of the upload/edit form (spec §5); then the upload
      // is read — a stranger's files are never even buffered.
      if (!(await findOwnedListing(app.db, id, ownerId))) throw notFound();
      await completeProfile(request);
      await refuseSpentUploadQuota(app, ownerId);
      return inUploadSlot(async () => {
        const form = await readMultipartForm(request, LISTING_FORM);
        await spendUploadQuota(app, ownerId, imageCount(form));
        return editListing(app, request.log, ownerId, id, form);
      });
    },
  );

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
