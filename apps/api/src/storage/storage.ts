import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readdir, rm, stat, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live: DiskStorage on one machine (the default), S3Storage (s3-storage.ts)
 * in a bucket shared by several API instances. Keys are relative paths such as
 * `cars/ab12…-1024.webp`; a file under a key never changes (images are named by content hash),
 * so every reader may cache it for a year.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Deleting a key that does not exist is not an error. */
  delete(key: string): Promise<void>;
  /** Public URL of a stored file. */
  url(key: string): string;
  /** Resolves when files can be written and read now; rejects otherwise (the readiness check). */
  checkReachable(): Promise<void>;
  /** Releases connections (the app closes the storage it created). */
  close(): Promise<void>;
  /**
   * Every stored file whose key starts with `prefix` (e.g. `cars/`), with when it was last
   * written — for the sweep of files no listing uses (src/jobs/upload-sweep.ts).
   */
  list(prefix: string): AsyncIterable<StoredFile>;
}

/** A file as {@link FileStorage.list} reports it. */
export interface StoredFile {
  key: string;
  lastModified: Date;
}

/** `Cache-Control` of every stored file: keys are content hashes, so a file never changes. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Keys we write: relative, no `..`, no leading slash, plain characters only. */
export function isStorageKey(key: string): boolean {
  return /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes('..') && !key.includes('//') && key.length <= 512;
}

export function assertStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** Files under a directory, served by the API at `/api/uploads/<key>` (storage/serve-uploads.ts). */
export class DiskStorage implements FileStorage {
  private readonly imageBaseUrl: string;

  /**
   * @param apiPublicUrl where the API is reached (PUBLIC_URL); image URLs are `<it>/api/uploads/<key>`
   * @param imageBaseUrl overrides that base (PUBLIC_IMAGE_BASE_URL, e.g. a CDN in front of /api/uploads)
   */
  constructor(
    readonly root: string,
    apiPublicUrl: string,
    imageBaseUrl?: string,
  ) {
    this.imageBaseUrl = imageBaseUrl ?? `${apiPublicUrl}/api/uploads`;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.resolve(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${file}.${randomBytes(8).toString('hex')}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  url(key: string): string {
    return `${this.imageBaseUrl}/${key}`;
  }

  async checkReachable(): Promise<void> {
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  async close(): Promise<void> {
    // Nothing is held open between calls.
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    // The prefix's directory part is where to look; the rest filters names (keys use '/').
    const dir = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/') + 1) : '';
    const start = path.join(this.root, dir);
    const entries = await readdir(start, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, file).split(path.sep).join('/');
      if (!key.startsWith(prefix)) continue;
      // A file may be deleted between the listing and the stat (another sweep, a listing's cleanup).
      const info = await stat(file).catch(() => null);
      if (info) yield { key, lastModified: info.mtime };
    }
  }

  private resolve(key: string): string {
    return path.join(this.root, assertStorageKey(key));
  }
}
