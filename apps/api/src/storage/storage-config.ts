import * as v from 'valibot';

/**
 * Where uploaded images live, read from the environment at boot (config/env.ts calls this):
 * `STORAGE=disk` (the one-machine default: files under DATA_DIR/uploads, served by the API) or
 * `STORAGE=s3` (an S3-compatible bucket through the AWS SDK v3, for several API instances).
 */
export type StorageConfig =
  | { kind: 'disk'; publicImageBaseUrl: string | undefined }
  | {
      kind: 's3';
      /** Custom endpoint of an S3-compatible service (MinIO, Hetzner, Scaleway, R2…); AWS when unset. */
      endpoint: string | undefined;
      region: string;
      bucket: string;
      /** Both or neither: without them the SDK's default chain is used (instance role, AWS_* variables). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** `bucket.host/key` (virtual-hosted, AWS's default) or `host/bucket/key` (most self-hosted services). */
      forcePathStyle: boolean;
      /**
       * Public base URL of the images (the bucket's public URL or a CDN in front of it). When unset,
       * image URLs point at the API, which streams them from the bucket (`/api/uploads/<key>`).
       */
      publicImageBaseUrl: string | undefined;
    };

const Url = v.pipe(v.string(), v.url());

const StorageEnvSchema = v.object({
  STORAGE: v.optional(v.picklist(['disk', 's3']), 'disk'),
  S3_ENDPOINT: v.optional(Url),
  S3_REGION: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'expected a region name such as eu-central-1'))),
  // S3's bucket naming rules (3–63 lower-case letters, digits, dots and hyphens).
  S3_BUCKET: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected an S3 bucket name'))),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  S3_FORCE_PATH_STYLE: v.optional(v.picklist(['true', 'false']), 'false'),
  PUBLIC_IMAGE_BASE_URL: v.optional(Url),
});

export class StorageConfigError extends Error {}

/** Reads the storage variables; throws StorageConfigError naming every problem. */
export function loadStorageConfig(source: NodeJS.ProcessEnv): StorageConfig {
  const defined = Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const result = v.safeParse(StorageEnvSchema, defined);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
    throw new StorageConfigError(`Invalid storage environment: ${problems.join('; ')}`);
  }
  const e = result.output;
  const publicImageBaseUrl = e.PUBLIC_IMAGE_BASE_URL?.replace(/\/+$/, '');
  if (e.STORAGE === 'disk') return { kind: 'disk', publicImageBaseUrl };

  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('S3_BUCKET is required when STORAGE=s3');
  if (!e.S3_REGION) problems.push('S3_REGION is required when STORAGE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither, for the default credential chain)');
  }
  if (problems.length > 0 || !e.S3_BUCKET || !e.S3_REGION) throw new StorageConfigError(`Invalid storage environment: ${problems.join('; ')}`);
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    publicImageBaseUrl,
  };
}
