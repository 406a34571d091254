import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { IMMUTABLE_CACHE_CONTROL, assertStorageKey, type FileStorage, type StoredFile } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle?: boolean;
  /** Where the API is reached (PUBLIC_URL): image URLs are `<it>/api/uploads/<key>` unless… */
  apiPublicUrl: string;
  /** …a public base of the bucket (or a CDN in front of it) is given (PUBLIC_IMAGE_BASE_URL). */
  publicImageBaseUrl?: string;
}

/** One object read from the bucket, to stream to a client. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  contentLength: number | undefined;
  etag: string | undefined;
  lastModified: Date | undefined;
}

/** How long a readiness probe waits for the bucket before calling it unreachable. */
const REACHABLE_TIMEOUT_MS = 3000;

/**
 * Files in an S3-compatible bucket through the AWS SDK v3. Objects are written with their content
 * type and a one-year immutable Cache-Control, so the bucket's public URL (or a CDN) serves them
 * with the same headers the API would.
 */
export class S3Storage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly imageBaseUrl: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.imageBaseUrl = options.publicImageBaseUrl ?? `${options.apiPublicUrl}/api/uploads`;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials: options.credentials,
      // Checksums only where S3 requires them: the SDK's newer default (a CRC32 header on every
      // upload and a check on every download) is not understood by every S3-compatible service.
      // TLS already protects the bytes in transit.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A bucket that stops answering must fail the request (and the readiness probe), not hang it.
      requestHandler: { connectionTimeout: 3000, requestTimeout: 30000 },
      maxAttempts: 3,
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: assertStorageKey(key),
        Body: data,
        ContentLength: data.length,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a key that is not there, which is what FileStorage.delete promises.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: assertStorageKey(key) }));
  }

  url(key: string): string {
    return `${this.imageBaseUrl}/${key}`;
  }

  async checkReachable(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(REACHABLE_TIMEOUT_MS) });
  }

  /**
   * Reads an object to stream it through the API. Answers null when there is no such object and
   * 'not-modified' when `ifNoneMatch` names its current ETag.
   */
  async read(key: string, ifNoneMatch?: string): Promise<StoredObject | 'not-modified' | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: assertStorageKey(key), IfNoneMatch: ifNoneMatch || undefined }),
      );
      return {
        body: object.Body as Readable,
        contentType: object.ContentType ?? 'application/octet-stream',
        contentLength: object.ContentLength,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      if (status === 304) return 'not-modified';
      if (status === 404) return null;
      throw error;
    }
  }

  async *list(prefix: string): AsyncIterable<StoredFile> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified) yield { key: object.Key, lastModified: object.LastModified };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
