import type { FastifyBaseLogger } from 'fastify';
import type { OwnCarDetail } from '@ratai/domain';
import { notifyListingWaitingForReview } from '../../mail/notifications';
import { conflict, notFound } from '../../http/errors';
import type { MultipartForm } from '../../http/multipart-form';
import { deleteUnusedFiles, processFiles, storeImages } from './listing-images';
import { parseListingForm } from './listing-input';
import {
  findOwnedListing,
  findReviewStatus,
  insertListing,
  listingImages,
  replaceFeatures,
  replaceImages,
  updateListingForReview,
} from './listings.repository';
import { ownerCarView, revisionOf } from './revisions';
import { CHANGED_MEANWHILE, checkReferences, freeSlug, imageRows, newFiles, toValues, type App } from './listing-write';

/**
 * Edit of a listing: validate → check references → re-encode images → write files → one
 * transaction → delete the files of removed images. See listing-images.ts for why this order
 * leaves nothing behind on failure.
 */

/**
 * Edits an owner's listing (the route has checked ownership before reading the upload; the
 * transaction checks it again under a row lock on the listing). Where the edit goes:
 * - the listing has a revision (pending or rejected): the revision is edited and waits again;
 * - the listing is approved: a new revision is made from the form (README "Revisions") — the
 *   approved version stays public, unchanged, until the team approves the revision;
 * - otherwise (pending or rejected, never public): the listing itself is edited and goes back to
 *   'pending'.
 * Answers the owner's view of the car (revisions.ts ownerCarView).
 */
export async function editListing(app: App, log: FastifyBaseLogger, ownerId: number, id: number, form: MultipartForm): Promise<OwnCarDetail> {
  const before = await findReviewStatus(app.db, id);
  const existing = await revisionOf(app.db, id);
  const target: Target = existing ? { kind: 'revision', id: existing.id } : before?.review_status === 'approved' ? { kind: 'new-revision' } : { kind: 'listing' };
  // The photos the form showed: the revision's when there is one, else the listing's.
  const current = await listingImages(app.db, target.kind === 'revision' ? target.id : id);
  const parsed = parseListingForm(form, {
    ids: current.map((image) => image.id),
    coverId: current.find((image) => image.isCover)?.id ?? null,
  });
  const names = await checkReferences(app, parsed.fields);
  const processed = await processFiles(newFiles(parsed));

  const written = new Set<string>();
  let removedHashes: string[];
  try {
    await storeImages(app.storage, processed.values(), written);
    removedHashes = await app.db.transaction().execute(async (trx) => {
      const listing = await findOwnedListing(trx, id, ownerId, { forUpdate: true });
      if (!listing) throw notFound();
      // Decided before the lock: a team decision in between (revision approved, listing rejected)
      // changes where the edit goes; the owner reloads rather than overwrite what they did not see.
      const revisionNow = await revisionOf(trx, id);
      const targetNow: Target = revisionNow ? { kind: 'revision', id: revisionNow.id } : listing.reviewStatus === 'approved' ? { kind: 'new-revision' } : { kind: 'listing' };
      if (JSON.stringify(targetNow) !== JSON.stringify(target)) throw conflict(CHANGED_MEANWHILE);
      // The images were read before the lock: a concurrent edit may have removed a kept one.
      const stillThere = new Set((await listingImages(trx, target.kind === 'revision' ? target.id : id)).map((image) => image.id));
      const keptIds = parsed.plan.images.flatMap((image) => (image.kind === 'kept' ? [image.id] : []));
      if (keptIds.some((keptId) => !stillThere.has(keptId))) throw conflict(CHANGED_MEANWHILE);
      const fields = parsed.fields;

      if (target.kind === 'new-revision') {
        // The revision gets copies of the kept image rows (same files, by hash) and the new ones.
        const byId = new Map(current.map((image) => [image.id, image]));
        const rows = imageRows(parsed, processed).map((image) => {
          if (image.kind === 'new') return image;
          const kept = byId.get(image.id);
          if (!kept) throw conflict(CHANGED_MEANWHILE);
          return { kind: 'new' as const, row: { hash: kept.hash, ext: kept.ext, width: kept.width, height: kept.height } };
        });
        const slug = await freeSlug(trx, names.make, names.model, fields.productionYear);
        const revisionId = await insertListing(trx, ownerId, slug, toValues(fields), { revisionOf: id });
        await replaceImages(trx, revisionId, rows, parsed.plan.coverIndex);
        await replaceFeatures(trx, revisionId, fields.carFeatures);
        await notifyListingWaitingForReview(trx, app.config, revisionId, true);
        return [];
      }

      const rowId = target.kind === 'revision' ? target.id : id;
      // The slug names make, model and year; when those change, the old words would mislead.
      // (A revision's slug is always made fresh: approving it renames the listing only if they changed.)
      const renamed =
        target.kind === 'revision' ||
        listing.makeId !== fields.carMake ||
        listing.modelId !== fields.carModel ||
        listing.productionYear !== fields.productionYear;
      const slug = renamed ? await freeSlug(trx, names.make, names.model, fields.productionYear) : undefined;
      await updateListingForReview(trx, rowId, { ...toValues(fields), ...(slug ? { slug } : {}) });
      const removed = await replaceImages(trx, rowId, imageRows(parsed, processed), parsed.plan.coverIndex);
      await replaceFeatures(trx, rowId, fields.carFeatures);
      await notifyListingWaitingForReview(trx, app.config, rowId, true);
      return removed;
    });
  } catch (error) {
    await deleteUnusedFiles(app.db, app.storage, written, log);
    throw error;
  }
  await deleteUnusedFiles(app.db, app.storage, removedHashes, log);
  return ownerCarView(app, id);
}

type Target = { kind: 'listing' } | { kind: 'new-revision' } | { kind: 'revision'; id: number };
