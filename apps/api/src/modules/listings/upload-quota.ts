import type { FastifyInstance } from 'fastify';
import pLimit from 'p-limit';
import { HttpError, tooManyRequests } from '../../http/errors';
import { API_MESSAGES } from '../../http/messages';

/**
 * A per-account hourly quota of uploaded images (issue 18, item 4): every image costs the server
 * about a second of CPU, so one account — or a stolen session — cannot keep the image queue
 * (images/process-image.ts) busy for everyone. Counted per account, not per address: a spoofed
 * X-Forwarded-For or many addresses change nothing. Shared through Redis with several instances.
 * The limit is UPLOAD_IMAGES_PER_HOUR (100 by default: nine full listings of eleven photos an hour).
 */
export const UPLOAD_QUOTA_WINDOW_MS = 60 * 60 * 1000;

/** Ours (the spec has no upload quota). */
export const UPLOAD_QUOTA_MESSAGE = 'Per daug įkeltų nuotraukų per valandą. Pabandykite vėliau.';

const key = (accountId: number) => `uploads:account:${accountId}`;

/** Before the body is read: an account already at its quota is answered 429 without reading a byte. */
export async function refuseSpentUploadQuota(app: FastifyInstance, accountId: number): Promise<void> {
  if ((await app.rateLimits.count(key(accountId))) >= app.config.uploadImagesPerHour) throw tooManyRequests(UPLOAD_QUOTA_MESSAGE);
}

/**
 * After the form is read and before any image is processed: counts this request's images and
 * refuses the request (none of its images processed) when they pass the hour's quota.
 */
export async function spendUploadQuota(app: FastifyInstance, accountId: number, images: number): Promise<void> {
  if (images === 0) return;
  const used = await app.rateLimits.increment(key(accountId), UPLOAD_QUOTA_WINDOW_MS, images);
  if (used > app.config.uploadImagesPerHour) throw tooManyRequests(UPLOAD_QUOTA_MESSAGE);
}

/**
 * How many listing forms with images are read and processed at once, across the process. A form
 * is read whole (up to 11 × 5 MB, its files into the upload spool on disk: http/upload-spool.ts)
 * before its images are checked, so four owners uploading at once held four bodies while images
 * took turns in the image queue; a form waiting here is not read at all — its bytes wait in the
 * socket — so the spool holds two bodies at most.
 * Throughput is the same: images are processed one at a time anyway (images/process-image.ts).
 */
export const UPLOAD_SLOTS = 2;
/**
 * Longest a form waits for a slot. Below the request timeout (120 s, app.ts), which would
 * otherwise cut a waiting body with a 408 that blames the client's connection.
 */
export const UPLOAD_SLOT_WAIT_MS = 90_000;
const uploadSlots = pLimit(UPLOAD_SLOTS);

/** Forms being read or processed, and waiting, now (tests). */
export function uploadQueue(): { active: number; waiting: number } {
  return { active: uploadSlots.activeCount, waiting: uploadSlots.pendingCount };
}

/** Runs `work` (read the form, process its images, save) in an upload slot; 503 after waiting `maxWaitMs`. */
export function inUploadSlot<T>(work: () => Promise<T>, maxWaitMs = UPLOAD_SLOT_WAIT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let gaveUp = false;
    const timer = setTimeout(() => {
      gaveUp = true;
      reject(new HttpError(503, 'ServiceUnavailableError', API_MESSAGES.unavailable));
    }, maxWaitMs);
    void uploadSlots(async () => {
      clearTimeout(timer);
      if (gaveUp) return;
      try {
        resolve(await work());
      } catch (error) {
        reject(error);
      }
    });
  });
}
