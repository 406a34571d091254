import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files wait between the multipart reader (multipart-form.ts) and the image
 * encoder (images/): one file per uploaded part under DATA_DIR/upload-spool, 0600 in a 0700
 * directory, deleted when the request that brought it ends.
 *
 * Why on disk and not in memory (issue 18, item 4): a listing form carries up to 11 × 5 MB. Read
 * into Buffers, two forms in their upload slots kept ~100 MB in the API's heap, and the churn of
 * those megabytes made V8 run full collections every second or so — 10–25 ms pauses of the one
 * thread that also answers sign-ins. Streamed to a file, a part's bytes pass through in 64 KB
 * chunks; the encoder process reads the file itself, so the image's bytes never cross the IPC
 * channel either.
 */

/** A spooled file is never older than its request (120 s at most); an hour is surely a crash's leftover. */
export const SPOOL_STALE_MS = 60 * 60 * 1000;

export const uploadSpoolDir = (dataDir: string): string => path.join(dataDir, 'upload-spool');

/**
 * At start: creates the spool directory and deletes what a crashed process left in it. Age, not
 * "everything", decides, so an instance sharing the data directory keeps its requests' files.
 * Returns how many files were deleted.
 */
export async function prepareUploadSpool(dir: string, now = Date.now()): Promise<number> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  let removed = 0;
  for (const name of await readdir(dir)) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info || now - info.mtimeMs < SPOOL_STALE_MS) continue;
    await rm(file, { force: true, recursive: true });
    removed += 1;
  }
  return removed;
}

/**
 * Writes `stream` to a new file in `dir`. `onCreated` learns the file's path before the first
 * byte is written, so whoever owns the request deletes it whatever happens next (a cut
 * connection included).
 */
export async function spoolToFile(dir: string, stream: Readable, onCreated: (file: string) => void): Promise<{ path: string; size: number }> {
  const file = path.join(dir, randomUUID());
  onCreated(file);
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  await pipeline(stream, out);
  return { path: file, size: out.bytesWritten };
}

/** Deletes spooled files; never throws (the request's answer is decided, a leftover goes at the next start). */
export async function removeSpooled(files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file, { force: true }).catch(() => undefined)));
}
