import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { channel } from 'node:diagnostics_channel';
import pLimit from 'p-limit';
import { UPLOAD, UPLOAD_ERRORS } from '@ratai/domain';
import { HttpError, badRequest } from '../http/errors';
import type { FileStorage } from '../storage/storage';
import { encodeInEncoderProcess } from './encoder-process';
import { IMAGE_WIDTHS, MAX_INPUT_PIXELS, type ImageVariant } from './image-encoder';

export { IMAGE_WIDTHS, MAX_INPUT_PIXELS, type ImageVariant };

/** Ours: the spec has no pixel limit; a photo this large is almost surely not a phone photo. */
const TOO_MANY_PIXELS = 'Nuotrauka per didelė (daugiausia 40 MP)';

export interface ProcessedImage {
  /** sha256 (hex, first 32 chars) of the full-size WebP: names the files, dedupes uploads. */
  hash: string;
  ext: '.webp';
  width: number;
  height: number;
  variants: Record<ImageVariant, Buffer>;
}

/**
 * An image to process: bytes in memory (the demo seed's renders, tests) or an uploaded file
 * waiting in the upload spool (http/upload-spool.ts), which the encoder reads itself.
 */
export type ImageInput = Buffer | { path: string; size: number };

/** Every processImage run is published here (plugins/metrics.ts times uploads with it). */
export const IMAGE_PROCESSING_CHANNEL = 'ratai:image-processing';
export interface ImageProcessingEvent {
  seconds: number;
  /** 'refused': the file was not an acceptable image (400); 'error': anything else. */
  outcome: 'ok' | 'refused' | 'error';
}
const imageProcessing = channel(IMAGE_PROCESSING_CHANNEL);

/**
 * How many images the API has decoded and re-encoded at once, across all requests (issue 18,
 * item 4). A 40 MP image costs about half a second of CPU and tens of MB while it is decoded;
 * several owners uploading eleven each at the same time took 1.3 GB and made sign-in wait half a
 * second. One at a time, in the image encoder process (encoder-process.ts: its own process at a
 * lower CPU priority, one libvips thread): the API's threads (argon2 of a sign-in runs on libuv's
 * pool) get the CPU first, and memory stays one image deep whatever the number of uploads.
 * Waiting uploads only wait. tools/bench/uploads measures it.
 */
export const IMAGE_CONCURRENCY = 1;
const imageSlots = pLimit(IMAGE_CONCURRENCY);

/** Images being processed and waiting for a slot now (tests and metrics). */
export function imageQueue(): { active: number; waiting: number } {
  return { active: imageSlots.activeCount, waiting: imageSlots.pendingCount };
}

/**
 * Checks that the bytes really are a PNG or JPEG (by content, not by name or Content-Type),
 * at most 5 MB and 40 MP, then re-encodes to WebP in three widths (in the encoder process). Re-encoding drops every
 * piece of metadata (EXIF, GPS, ICC comments) and anything smuggled after the image data.
 * Throws a 400 with the spec's Lithuanian upload messages. Runs in one of IMAGE_CONCURRENCY
 * slots (queued until one is free).
 */
export function processImage(input: ImageInput): Promise<ProcessedImage> {
  return imageSlots(() => processNow(input));
}

async function processNow(input: ImageInput): Promise<ProcessedImage> {
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

async function checkAndEncode(input: ImageInput): Promise<ProcessedImage> {
  const inMemory = Buffer.isBuffer(input);
  if ((inMemory ? input.length : input.size) > UPLOAD.maxFileSizeBytes) throw badRequest(UPLOAD_ERRORS.tooLarge);
  if (!looksLikePngOrJpeg(inMemory ? input : await firstBytes(input.path, 16))) throw badRequest(UPLOAD_ERRORS.wrongType);

  const reply = await encodeInEncoderProcess(inMemory ? { input } : { path: input.path });
  if (!reply.ok) throw badRequest(reply.reason === 'too-many-pixels' ? TOO_MANY_PIXELS : UPLOAD_ERRORS.wrongType);
  // Bytes come back over IPC as plain Uint8Arrays: the same memory, seen as Buffers.
  const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const variants = { card: asBuffer(reply.variants.card), gallery: asBuffer(reply.variants.gallery), full: asBuffer(reply.variants.full) };
  const hash = createHash('sha256').update(variants.full).digest('hex').slice(0, 32);
  return { hash, ext: '.webp', width: reply.width, height: reply.height, variants };
}

/** The first `count` bytes of a file (fewer if it is shorter): enough for the signature check. */
async function firstBytes(file: string, count: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(count);
    const { bytesRead } = await handle.read(head, 0, count, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
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
