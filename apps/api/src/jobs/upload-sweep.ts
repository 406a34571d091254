import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { referencedHashes } from '../modules/listings/listings.repository';
import type { FileStorage } from '../storage/storage';

/**
 * The sweep of listing image files that no listing uses: what a crash between writing a listing's
 * files and its transaction left behind (modules/listings deletes them itself when a request fails
 * without a crash), and half-written `*.tmp` files of a disk write cut short.
 *
 * An upload in progress is never swept: its files are written before its transaction commits, so
 * for a moment they belong to no listing. Only files last written more than `graceHours` ago are
 * considered — a request ends in minutes (the API's request timeout) — and a listing that reuses
 * an existing photo rewrites its files (`storage.put`, write-then-rename or PutObject), so they
 * are young again while its request runs.
 */
export const UPLOAD_SWEEP = { prefix: 'cars/', graceHours: 24 } as const;

/** `cars/<hash>-<width>.webp`, the key of one variant (images/process-image.ts imageKey). */
const VARIANT_KEY = /^cars\/([0-9a-f]+)-\d+\.webp$/;

export interface UploadSweepResult {
  /** Files looked at (older than the grace period). */
  checked: number;
  deleted: number;
}

export async function sweepOrphanUploads(
  db: Kysely<Database>,
  storage: FileStorage,
  options: { graceHours?: number; now?: Date } = {},
): Promise<UploadSweepResult> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceHours ?? UPLOAD_SWEEP.graceHours) * 3600_000;
  const byHash = new Map<string, string[]>();
  const stray: string[] = [];
  let checked = 0;
  for await (const file of storage.list(UPLOAD_SWEEP.prefix)) {
    if (file.lastModified.getTime() > cutoff) continue;
    checked += 1;
    const hash = VARIANT_KEY.exec(file.key)?.[1];
    if (hash) byHash.set(hash, [...(byHash.get(hash) ?? []), file.key]);
    else if (file.key.endsWith('.tmp')) stray.push(file.key);
    // Anything else under cars/ is not ours to judge: left alone.
  }
  let unused = await unusedOf(db, [...byHash.keys()]);
  if (unused.length > 0) {
    // Look again just before deleting: a request that started meanwhile with the same photo has
    // rewritten its files (young again) or committed its listing (used again), and keeps them.
    const stillOld = new Set<string>();
    for await (const file of storage.list(UPLOAD_SWEEP.prefix)) if (file.lastModified.getTime() <= cutoff) stillOld.add(file.key);
    unused = (await unusedOf(db, unused)).filter((hash) => (byHash.get(hash) ?? []).every((key) => stillOld.has(key)));
  }
  const orphans = [...stray, ...unused.flatMap((hash) => byHash.get(hash) ?? [])];
  for (const key of orphans) await storage.delete(key);
  return { checked, deleted: orphans.length };
}

/** The hashes no image row references, asked in slices so one query never carries thousands of parameters. */
async function unusedOf(db: Kysely<Database>, hashes: string[]): Promise<string[]> {
  const unused: string[] = [];
  for (let i = 0; i < hashes.length; i += 500) {
    const slice = hashes.slice(i, i + 500);
    const used = await referencedHashes(db, slice);
    unused.push(...slice.filter((hash) => !used.has(hash)));
  }
  return unused;
}
