import { createHash } from 'node:crypto';
import { channel } from 'node:diagnostics_channel';
import pLimit from 'p-limit';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { UPLOAD, UPLOAD_ERRORS } from '@ratai/domain';
import { HttpError, badRequest } from '../http/errors';
import type { FileStorage } from '../storage/storage';

/** Largest image we decode, in pixels: a cap against decompression bombs (40 MP). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Ours: the spec has no pixel limit; a photo this large is almost surely not a phone photo. */
const TOO_MANY_PIXELS = 'Nuotrauka per didelė (daugiausia 40 MP)';

/** Widths we re-encode to: car cards, the gallery, the full-screen lightbox. */
export const IMAGE_WIDTHS = { card: 480, gallery: 1024, full: 1920 } as const;
export type ImageVariant = keyof typeof IMAGE_WIDTHS;

export interface ProcessedImage {
  /** sha256 (hex, first 32 chars) of the full-size WebP: names the files, dedupes uploads. */
  hash: string;
  ext: '.webp';
  width: number;
  height: number;
  variants: Record<ImageVariant, Buffer>;
}

/** Every processImage run is published here (plugins/metrics.ts times uploads with it). */
export const IMAGE_PROCESSING_CHANNEL = 'ratai:image-processing';
export interface ImageProcessingEvent {
  seconds: number;
  /** 'refused': the file was not an acceptable image (400); 'error': anything else. */
  outcome: 'ok' | 'refused' | 'error';
}
const imageProcessing = channel(IMAGE_PROCESSING_CHANNEL);

/**
 * How many images this process decodes and re-encodes at once, across all requests (issue 18,
 * item 4). A 40 MP image costs about a second of CPU and tens of MB while it is decoded; several
 * owners uploading eleven each at the same time took 1.3 GB and made sign-in wait half a second.
 * One at a time, each on one libvips thread: the other core and the libuv threads stay free for
 * the rest of the API (argon2 of a sign-in runs on libuv's pool too), and memory stays one image
 * deep whatever the number of uploads. Waiting uploads only wait. tools/bench/uploads measures it.
 */
export const IMAGE_CONCURRENCY = 1;
const imageSlots = pLimit(IMAGE_CONCURRENCY);
sharp.concurrency(1);
// libvips' operation cache (50 MB by default) only helps when the same image is processed again;
// every upload is a new image, so it would only add memory.
sharp.cache(false);

/** Images being processed and waiting for a slot now (tests and metrics). */
export function imageQueue(): { active: number; waiting: number } {
  return { active: imageSlots.activeCount, waiting: imageSlots.pendingCount };
}

/**
 * Checks that the bytes really are a PNG or JPEG (by content, not by name or Content-Type),
 * at most 5 MB and 40 MP, then re-encodes to WebP in three widths. Re-encoding drops every
 * piece of metadata (EXIF, GPS, ICC comments) and anything smuggled after the image data.
 * Throws a 400 with the spec's Lithuanian upload messages. Runs in one of IMAGE_CONCURRENCY
 * slots (queued until one is free).
 */
export function processImage(input: Buffer): Promise<ProcessedImage> {
  return imageSlots(() => processNow(input));
}

async function processNow(input: Buffer): Promise<ProcessedImage> {
  const started = performance.now();
  let outcome: ImageProcessingEvent['outcome'] = 'error';
  try {
    const image = await checkAndEncode(input);
    outcome = 'ok';
    return image;
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) outcome = 'refused';
    throw error;
  } finally {
    if (imageProcessing.hasSubscribers) {
      imageProcessing.publish({ seconds: (performance.now() - started) / 1000, outcome } satisfies ImageProcessingEvent);
    }
  }
}

async function checkAndEncode(input: Buffer): Promise<ProcessedImage> {
  if (input.length > UPLOAD.maxFileSizeBytes) throw badRequest(UPLOAD_ERRORS.tooLarge);
  if (!looksLikePngOrJpeg(input)) throw badRequest(UPLOAD_ERRORS.wrongType);

  let source: Sharp;
  let meta: Metadata;
  try {
    source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true });
    meta = await source.metadata();
  } catch (error) {
    // sharp refuses a header that declares more pixels than the cap before decoding anything.
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw badRequest(TOO_MANY_PIXELS);
    throw badRequest(UPLOAD_ERRORS.wrongType);
  }
  if (meta.format !== 'png' && meta.format !== 'jpeg') throw badRequest(UPLOAD_ERRORS.wrongType);
  if (!meta.width || !meta.height) throw badRequest(UPLOAD_ERRORS.wrongType);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw badRequest(TOO_MANY_PIXELS);

  try {
    // The source is decoded once, straight to the largest width (rotate() applies the EXIF
    // orientation before the metadata is dropped), into 8-bit sRGB pixels of at most
    // 1920 × 1920·h/w; the three WebPs are encoded from those, one after another. Decoding a
    // 40 MP PNG three times over, three pipelines at once, was most of an upload's CPU and memory.
    const largest = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true })
      .rotate()
      .resize({ width: IMAGE_WIDTHS.full, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: largest.info.width, height: largest.info.height, channels: largest.info.channels };
    const encode = (width: number) =>
      sharp(largest.data, { raw })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer({ resolveWithObject: true });
    const full = await encode(IMAGE_WIDTHS.full);
    const gallery = await encode(IMAGE_WIDTHS.gallery);
    const card = await encode(IMAGE_WIDTHS.card);
    const hash = createHash('sha256').update(full.data).digest('hex').slice(0, 32);
    return {
      hash,
      ext: '.webp',
      width: full.info.width,
      height: full.info.height,
      variants: { card: card.data, gallery: gallery.data, full: full.data },
    };
  } catch {
    // A header that parses but pixel data that does not (truncated, corrupt): still the user's file.
    throw badRequest(UPLOAD_ERRORS.wrongType);
  }
}

function looksLikePngOrJpeg(buffer: Buffer): boolean {
  const png = buffer.length > 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = buffer.length > 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff;
  return png || jpeg;
}

/** Storage key of one variant of an image. */
export const imageKey = (hash: string, variant: ImageVariant) => `cars/${hash}-${IMAGE_WIDTHS[variant]}.webp`;

/** Writes every variant; returns the keys written (for cleanup if a later step fails). */
export async function storeImage(storage: FileStorage, image: ProcessedImage): Promise<string[]> {
  const keys: string[] = [];
  for (const variant of Object.keys(IMAGE_WIDTHS) as ImageVariant[]) {
    const key = imageKey(image.hash, variant);
    await storage.put(key, image.variants[variant], 'image/webp');
    keys.push(key);
  }
  return keys;
}

/** URLs of every variant of a stored image. */
export function imageUrls(storage: FileStorage, hash: string): Record<ImageVariant, string> {
  return {
    card: storage.url(imageKey(hash, 'card')),
    gallery: storage.url(imageKey(hash, 'gallery')),
    full: storage.url(imageKey(hash, 'full')),
  };
}
