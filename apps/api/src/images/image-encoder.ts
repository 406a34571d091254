/**
 * The image encoder: its own Node process, started by encoder-process.ts at a lower CPU priority
 * than the API (issue 18, item 4). It only decodes and re-encodes pixels with sharp; the checks
 * that need no decoding (size, PNG/JPEG signature), the hash and the Lithuanian messages stay in
 * the API (process-image.ts). It imports nothing of ours, so it starts small and fast.
 *
 * Protocol (IPC, advanced serialization so buffers pass as bytes): the API sends
 * {@link EncodeRequest} (an upload as the path of its spooled file, so its megabytes never cross
 * the channel; in-memory bytes otherwise), the encoder answers one {@link EncodeReply} with the same id. When the API
 * goes away, the IPC channel closes and the encoder exits.
 */
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { Metadata } from 'sharp';

/** Largest image we decode, in pixels: a cap against decompression bombs (40 MP). */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Widths we re-encode to: car cards, the gallery, the full-screen lightbox. */
export const IMAGE_WIDTHS = { card: 480, gallery: 1024, full: 1920 } as const;
export type ImageVariant = keyof typeof IMAGE_WIDTHS;

/** What to encode: the bytes themselves, or a file the encoder reads (an upload in the spool). */
export type EncodeSource = { input: Uint8Array } | { path: string };

export type EncodeRequest = { id: number } & EncodeSource;

/** Why an image was refused: the API turns each into its Lithuanian message (400). */
export type RefusalReason = 'too-many-pixels' | 'wrong-type';

export type EncodeReply =
  | { id: number; ok: true; width: number; height: number; variants: Record<ImageVariant, Uint8Array> }
  | { id: number; ok: false; reason: RefusalReason };

type EncodeResult = Omit<Extract<EncodeReply, { ok: true }>, 'id'> | Omit<Extract<EncodeReply, { ok: false }>, 'id'>;

type SharpFn = (typeof import('sharp'))['default'];
let sharpModule: Promise<SharpFn> | undefined;

/**
 * sharp, loaded on first use, that is after {@link lowerOwnPriority}: the threads it starts are
 * started by threads that already run at the encoder's priority, and inherit it.
 */
function loadSharp(): Promise<SharpFn> {
  sharpModule ??= import('sharp').then((module) => {
    // The ES-module import's default, or the CommonJS export itself once a loader has wrapped it.
    const sharp: SharpFn = module.default ?? (module as unknown as SharpFn);
    // One libvips thread per image: with the process's low priority this is what leaves the other
    // core to the API. libvips' operation cache only helps when the same image is processed
    // again; every upload is a new image, so it would only add memory.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

/**
 * Lowers the CPU priority (raises the nice value) of every thread of this process. On Linux the
 * nice value belongs to each thread, and a process's threads that Node started before this line
 * (V8's platform workers, perhaps libuv's pool) would keep the priority they were born with; the
 * ones started later (libuv's pool, libvips' workers) inherit it from the thread that starts them.
 */
export function lowerOwnPriority(nice: number): void {
  let threads: number[] = [];
  try {
    threads = readdirSync('/proc/self/task').map(Number);
  } catch {
    // Not Linux: the process's priority is all there is.
  }
  if (threads.length === 0) threads = [process.pid];
  for (const thread of threads) {
    try {
      setPriority(thread, nice);
    } catch {
      // A thread that ended meanwhile; the others still count.
    }
  }
}

/**
 * Decodes `input` (already known to be a PNG or JPEG of at most 5 MB: its bytes, or the path of
 * a file holding them) and encodes three WebPs.
 */
export async function encode(input: Buffer | string): Promise<EncodeResult> {
  const sharp = await loadSharp();
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true });
  let meta: Metadata;
  try {
    meta = await open().metadata();
  } catch (error) {
    // sharp refuses a header that declares more pixels than the cap before decoding anything.
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { ok: false, reason: 'too-many-pixels' };
    return { ok: false, reason: 'wrong-type' };
  }
  if (meta.format !== 'png' && meta.format !== 'jpeg') return { ok: false, reason: 'wrong-type' };
  if (!meta.width || !meta.height) return { ok: false, reason: 'wrong-type' };
  if (meta.width * meta.height > MAX_INPUT_PIXELS) return { ok: false, reason: 'too-many-pixels' };

  try {
    // The source is decoded once, straight to the largest width (rotate() applies the EXIF
    // orientation before the metadata is dropped), into 8-bit sRGB pixels of at most
    // 1920 × 1920·h/w; the three WebPs are encoded from those, one after another. Decoding a
    // 40 MP PNG three times over, three pipelines at once, was most of an upload's CPU and memory.
    const largest = await open()
      .rotate()
      .resize({ width: IMAGE_WIDTHS.full, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: largest.info.width, height: largest.info.height, channels: largest.info.channels };
    const encodeAt = (width: number) =>
      sharp(largest.data, { raw })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer({ resolveWithObject: true });
    const full = await encodeAt(IMAGE_WIDTHS.full);
    const gallery = await encodeAt(IMAGE_WIDTHS.gallery);
    const card = await encodeAt(IMAGE_WIDTHS.card);
    return {
      ok: true,
      width: full.info.width,
      height: full.info.height,
      variants: { card: card.data, gallery: gallery.data, full: full.data },
    };
  } catch {
    // A header that parses but pixel data that does not (truncated, corrupt): still the user's file.
    return { ok: false, reason: 'wrong-type' };
  }
}

/** Serves requests one after another (the API sends one at a time; a queue keeps order anyway). */
function serve(): void {
  let queue = Promise.resolve();
  process.on('message', (request: EncodeRequest) => {
    queue = queue.then(async () => {
      const input = 'path' in request ? request.path : Buffer.from(request.input.buffer, request.input.byteOffset, request.input.byteLength);
      // encode() answers every refusal itself; anything else thrown is still about this input.
      const result: EncodeResult = await encode(input).catch(() => ({ ok: false, reason: 'wrong-type' }));
      process.send?.({ id: request.id, ...result } satisfies EncodeReply);
      // The image's buffers (megabytes each, outside V8's heap) are garbage now; V8 would
      // collect them only when its own small heap asks, and the process kept several images'
      // worth resident (a 40 MP PNG after another: 98 → 163 MB over four, 130 MB flat with this).
      // A collection of this tiny heap costs a few ms against ~700 ms of encoding.
      (globalThis as { gc?: () => void }).gc?.();
    });
  });
  // The API is gone (it exited or closed the channel): nothing more will come.
  process.on('disconnect', () => process.exit(0));
}

/**
 * Set by the API that starts the encoder (encoder-process.ts) to the nice value to run at. Its
 * presence is also what makes this module serve: the API imports the constants above, and an API
 * that was itself started with an IPC channel (the benchmarks fork it) must not start serving.
 */
export const ENCODER_NICE_ENV = 'RATAI_IMAGE_ENCODER_NICE';

const nice = process.env[ENCODER_NICE_ENV];
if (nice !== undefined && process.send) {
  lowerOwnPriority(Number(nice));
  serve();
}
