import type { FastifyBaseLogger } from 'fastify';
import { INVALID_VALUE } from '@ratai/validation';
import { notifyListingWaitingForReview } from '../../mail/notifications';
import { conflict, notFound, validationError } from '../../http/errors';
import type { MultipartForm } from '../../http/multipart-form';
import { loadCars, type CarWithOwner } from '../cars/car-read';
import { deleteUnusedFiles, processFiles, storeImages } from './listing-images';
import { parseListingForm } from './listing-input';
import { insertListing, replaceFeatures, replaceImages } from './listings.repository';
import { DRAFT_MESSAGES, draftImages, ownsDraft } from './drafts';
import { CHANGED_MEANWHILE, checkReferences, freeSlug, imageRows, newFiles, toValues, type App } from './listing-write';

/**
 * Create of a listing: validate → check references → re-encode images → write files → one
 * transaction. See listing-images.ts for why this order leaves nothing behind on failure.
 */

/**
 * Creates a listing waiting for review; answers the saved car. With a `draftId` field (issue 16:
 * the form's server-side draft, or a duplicate) the draft's photos are the car's "existing" images,
 * kept by id through `keepImageIds` exactly as an edit keeps a car's, and the draft is deleted in
 * the same transaction that creates the listing (it never stays behind as a second copy).
 */
export async function createListing(app: App, log: FastifyBaseLogger, ownerId: number, form: MultipartForm): Promise<CarWithOwner> {
  const { draftId: rawDraftId, ...fields } = form.fields;
  const draftId = rawDraftId === undefined || rawDraftId === '' ? null : readDraftId(rawDraftId);
  if (draftId !== null && !(await ownsDraft(app.db, draftId, ownerId))) throw validationError([{ path: ['draftId'], message: INVALID_VALUE }]);
  const draft = draftId === null ? [] : await draftImages(app.db, draftId);
  // A draft without photos is an ordinary upload; with photos, they are kept by id like an edit's.
  const parsed =
    draft.length === 0
      ? parseListingForm({ fields, files: form.files })
      : parseListingForm({ fields, files: form.files }, { ids: draft.map((image) => image.id), coverId: draft.find((image) => image.isCover)?.id ?? null });
  const names = await checkReferences(app, parsed.fields);
  const processed = await processFiles(newFiles(parsed));

  const written = new Set<string>();
  let id: number;
  let droppedHashes: string[] = [];
  try {
    await storeImages(app.storage, processed.values(), written);
    id = await app.db.transaction().execute(async (trx) => {
      let rows = imageRows(parsed, processed);
      if (draftId !== null) {
        // The draft under a lock: a second submit of the same draft waits, then finds it gone.
        if (!(await ownsDraft(trx, draftId, ownerId, { forUpdate: true }))) throw conflict(DRAFT_MESSAGES.gone);
        const byId = new Map((await draftImages(trx, draftId)).map((image) => [image.id, image]));
        rows = rows.map((image) => {
          if (image.kind === 'new') return image;
          const kept = byId.get(image.id);
          if (!kept) throw conflict(CHANGED_MEANWHILE);
          byId.delete(image.id);
          return { kind: 'new' as const, row: { hash: kept.hash, ext: kept.ext, width: kept.width, height: kept.height } };
        });
        droppedHashes = [...byId.values()].map((image) => image.hash);
        await trx.deleteFrom('listing_drafts').where('id', '=', draftId).execute();
      }
      const slug = await freeSlug(trx, names.make, names.model, parsed.fields.productionYear);
      const carId = await insertListing(trx, ownerId, slug, toValues(parsed.fields));
      await replaceImages(trx, carId, rows, parsed.plan.coverIndex);
      await replaceFeatures(trx, carId, parsed.fields.carFeatures);
      await notifyListingWaitingForReview(trx, app.config, carId, false);
      return carId;
    });
  } catch (error) {
    await deleteUnusedFiles(app.db, app.storage, written, log);
    throw error;
  }
  // Photos the owner removed from the draft before submitting.
  await deleteUnusedFiles(app.db, app.storage, droppedHashes, log);
  return loadSaved(app, id);
}

/** The `draftId` form field: one whole positive number, else a field error. */
function readDraftId(raw: string | string[]): number {
  const id = Array.isArray(raw) ? NaN : Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw validationError([{ path: ['draftId'], message: INVALID_VALUE }]);
  return id;
}

async function loadSaved(app: App, id: number): Promise<CarWithOwner> {
  const [car] = await loadCars(app.db, app.storage, [id]);
  // Deleted between commit and read by a concurrent delete: report it as gone.
  if (!car) throw notFound();
  return car;
}
