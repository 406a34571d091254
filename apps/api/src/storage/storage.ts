import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, rm, writeFile, rename } from 'node:fs/promises';
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

  private resolve(key: string): string {
    return path.join(this.root, assertStorageKey(key));
  }
}
