import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import type { ValibotTypeProvider } from '../../http/validation';
import { withMultipartForm, type MultipartForm } from '../../http/multipart-form';
import { signedInUser } from '../../plugins/auth';
import { publicCar } from '../cars/car-read';
import { requireCompleteProfile } from '../accounts/profile-complete';
import { createListing } from './create-listing';
import { editListing } from './edit-listing';
import { findOwnedListing } from './listings.repository';
import { inUploadSlot, refuseSpentUploadQuota, spendUploadQuota } from './upload-quota';
import { ListingIdParams, listingExists } from './listing-id';
import {
  CarResponse,
  CreateListingForm,
  EditListingForm,
  OwnCarDetailResponse,
  listingErrors as errors,
  listingTags as tags,
  signedIn,
} from './listings.responses';

/**
 * The listing form (multipart, with pictures): upload a car and edit an own one. Both need a
 * complete profile (spec §5) and spend the account's image quota (upload-quota.ts).
 */

/** The listing forms keep their pictures (spooled until the request ends); `gallery` is the field that takes several. */
const LISTING_FORM = { files: 'keep', manyFilesField: 'gallery' } as const;

const imageCount = (form: MultipartForm) => Object.values(form.files).reduce((sum, files) => sum + files.length, 0);

export async function listingFormRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const completeProfile = requireCompleteProfile(app);

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
      const car = await inUploadSlot(() =>
        withMultipartForm(request, LISTING_FORM, async (form) => {
          await spendUploadQuota(app, ownerId, imageCount(form));
          return createListing(app, request.log, ownerId, form);
        }),
      );
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
      return inUploadSlot(() =>
        withMultipartForm(request, LISTING_FORM, async (form) => {
          await spendUploadQuota(app, ownerId, imageCount(form));
          return editListing(app, request.log, ownerId, id, form);
        }),
      );
    },
  );
}
