import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. Disk by default; an S3-compatible bucket implements the same
 * interface in production (DESIGN.md). Keys are relative paths such as `cars/ab12….webp`.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Public URL of a stored file. */
  url(key: string): string;
}

/** Files under a directory, served by the API at `/api/uploads/<key>`. */
export class DiskStorage implements FileStorage {
  constructor(
    readonly root: string,
    private readonly publicBaseUrl: string,
  ) {}

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
    return `${this.publicBaseUrl}/api/uploads/${key}`;
  }

  private resolve(key: string): string {
    if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, key);
  }
}
