import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError, validationError } from '../../http/errors';
import { IMAGE_WIDTHS, imageKey, processImage, storeImage, type ImageVariant, type ProcessedImage } from '../../images/process-image';
import type { FileStorage } from '../../storage/storage';
import type { FormFile } from '../../http/multipart-form';
import { referencedHashes } from './listings.repository';

/**
 * The file side of saving a listing. The order is what keeps a failed request from leaving
 * anything behind: every image is checked and re-encoded first (a bad third image
 * fails before the first is written), then the files are written, then ONE short transaction
 * writes the rows. If writing files or the transaction fails, the files this request wrote are
 * deleted again. Files are named by content hash, so the same photo in two listings is one
 * file: a file is only ever deleted when no image row uses its hash any more.
 */

/**
 * Re-encodes every file, one at a time (sharp already uses every core for one image, and
 * eleven 5 MB decodes at once would multiply peak memory). A refused file answers 400 with the
 * message of processImage at the file's field, e.g. 'Neteisingas failo tipas' at `gallery`.
 */
export async function processFiles(files: readonly FormFile[]): Promise<Map<FormFile, ProcessedImage>> {
  const processed = new Map<FormFile, ProcessedImage>();
  for (const file of files) {
    try {
      processed.set(file, await processImage(file));
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) {
        throw validationError([{ path: [file.field], message: error.message }]);
      }
      throw error;
    }
  }
  return processed;
}

/**
 * Writes the variants of every image, each distinct hash once. `written` receives each hash
 * before its first file is written, so a failure halfway through one image still lets
 * {@link deleteUnusedFiles} find the variants already on disk.
 */
export async function storeImages(storage: FileStorage, images: Iterable<ProcessedImage>, written: Set<string>): Promise<void> {
  for (const image of images) {
    if (written.has(image.hash)) continue;
    written.add(image.hash);
    await storeImage(storage, image);
  }
}

/**
 * Deletes the files of `hashes` that no image row references. Used after a failed request
 * (the rows were never committed) and after a commit that removed images. Never throws: the
 * request's outcome is decided, and a file that could not be deleted is only logged (an orphan
 * costs disk space, a failed answer would make the client retry a done change).
 */
export async function deleteUnusedFiles(
  db: Kysely<Database>,
  storage: FileStorage,
  hashes: Iterable<string>,
  log: FastifyBaseLogger,
): Promise<void> {
  const candidates = [...new Set(hashes)];
  if (candidates.length === 0) return;
  let stillUsed: Set<string>;
  try {
    stillUsed = await referencedHashes(db, candidates);
  } catch (error) {
    // Without knowing what is still used, deleting could break another listing's images.
    log.error({ err: error, hashes: candidates }, 'could not check image files for deletion; left in place');
    return;
  }
  for (const hash of candidates) {
    if (stillUsed.has(hash)) continue;
    for (const variant of Object.keys(IMAGE_WIDTHS) as ImageVariant[]) {
      const key = imageKey(hash, variant);
      try {
        await storage.delete(key);
      } catch (error) {
        log.warn({ err: error, key }, 'could not delete an image file');
      }
    }
  }
}
