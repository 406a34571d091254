import * as v from 'valibot';
import { createCarListingSchema } from '@ratai/validation';
import { errorResponses, int } from '../../http/responses';

/** Response schemas (and the documented multipart form) of the owner's listing routes. */

export { CarResponse, OwnCarDetailResponse } from '../cars/car.responses';

export const DeletedResponse = v.object({ id: int(), deleted: v.literal(true) });

/**
 * The multipart form of create and edit, for /api/docs: @ratai/validation's listing schema
 * (every field a text part, list fields repeated, gallery/headerImage file parts). The route reads
 * and checks it itself (http/multipart-form.ts, listing-input.ts): the rules depend on the car's
 * current images.
 */
export const CreateListingForm = createCarListingSchema({ mode: 'create' });
export const EditListingForm = createCarListingSchema({ mode: 'edit' });

/** OpenAPI pieces of the owner's listing routes (listing-form, listing-actions, and routes.ts's GET mine/{id}). */
export const signedIn = { security: [{ bearer: [] }] } as const;
export const listingTags = ['car-advertisement'];
export const listingErrors = errorResponses(400, 401, 403, 404);
