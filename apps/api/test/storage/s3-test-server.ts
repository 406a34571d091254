import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * A real S3-compatible server on loopback (s3rver: the S3 REST API over HTTP, objects in a temp
 * directory) with one bucket, for the API's STORAGE=s3 tests. `env` is what the API needs to use it.
 */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  /** Keys under `prefix` in the bucket, sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** An object as the bucket holds it (for checking what the API wrote). */
  object(key: string): Promise<{ body: Buffer; contentType?: string; cacheControl?: string }>;
  close(): Promise<void>;
}

export const TEST_BUCKET = 'ratai-test';

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'ratai-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts its documented default key pair only.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ region: 'eu-central-1', endpoint, forcePathStyle: true, credentials });
  return {
    endpoint,
    bucket: TEST_BUCKET,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'eu-central-1',
      S3_BUCKET: TEST_BUCKET,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys(prefix = '') {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async object(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
      return {
        body: Buffer.from(await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray()),
        contentType: object.ContentType,
        cacheControl: object.CacheControl,
      };
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
