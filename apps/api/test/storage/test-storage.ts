import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { startS3TestServer } from './s3-test-server';

/**
 * The storage of one test app. Disk (a temp dir) by default; a bucket on a loopback s3rver when
 * the test asks for `STORAGE: 's3'` without an endpoint of its own, or when the whole run sets
 * `TEST_STORAGE=s3` — so any suite can be run against the bucket:
 * `TEST_STORAGE=s3 npx nx test api --testPathPattern=listings`.
 */
export interface TestStorage {
  kind: 'disk' | 's3';
  /** Variables for loadConfig (empty for disk: its directory comes from DATA_DIR). */
  env: Record<string, string>;
  storedFiles(prefix: string): Promise<string[]>;
  /** The bytes stored under a key. */
  readStoredFile(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

export async function startTestStorage(dataDir: string, env: Record<string, string>): Promise<TestStorage> {
  const wanted = env['STORAGE'] ?? process.env['TEST_STORAGE'] ?? 'disk';
  if (wanted === 's3' && !env['S3_ENDPOINT']) {
    const server = await startS3TestServer();
    return {
      kind: 's3',
      env: server.env,
      storedFiles: async (prefix) => (await server.keys(prefix)).map((key) => key.slice(prefix.length)),
      readStoredFile: async (key) => (await server.object(key)).body,
      close: () => server.close(),
    };
  }
  return {
    kind: wanted === 's3' ? 's3' : 'disk',
    env: {},
    storedFiles: (prefix) => filesUnder(path.join(dataDir, 'uploads', prefix)),
    readStoredFile: (key) => readFile(path.join(dataDir, 'uploads', key)),
    close: async () => undefined,
  };
}

/** Relative paths of the files under a directory, sorted; [] when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}
