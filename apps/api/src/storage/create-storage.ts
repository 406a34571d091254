import type { AppConfig } from '../config/env';
import { S3Storage } from './s3-storage';
import { DiskStorage, type FileStorage } from './storage';

/** The storage the configuration names (STORAGE, storage-config.ts): disk by default, or the bucket. */
export function createStorage(config: Pick<AppConfig, 'storage' | 'uploadsDir' | 'publicUrl'>): FileStorage {
  const storage = config.storage;
  if (storage.kind === 'disk') return new DiskStorage(config.uploadsDir, config.publicUrl, storage.publicImageBaseUrl);
  return new S3Storage({
    bucket: storage.bucket,
    region: storage.region,
    endpoint: storage.endpoint,
    credentials: storage.credentials,
    forcePathStyle: storage.forcePathStyle,
    apiPublicUrl: config.publicUrl,
    publicImageBaseUrl: storage.publicImageBaseUrl,
  });
}
