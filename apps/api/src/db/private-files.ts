import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's files hold personal data (tables and the WAL: applications, contacts),
 * so on a shared machine nobody but the API's user may read them (issue 18, item 9).
 *
 * What PGlite writes, checked on 0.5 (`test/operations/private-files.spec.ts`):
 * - a new data directory is unpacked from PGlite's initdb image with every file 0666, whatever
 *   the umask (PGlite sets the modes itself), and `pg_internal.init` is rewritten 0644 at each start;
 * - files and directories Postgres creates later (new tables, WAL segments) follow the process's
 *   umask: 0644 / 0755 under the usual 022.
 * Hence both: a 077 umask for everything created from now on, and a walk that sets 0700 / 0600
 * on what is already there, after PGlite has started (and again at close).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Files and directories this process creates from now on are private to its user. Process-wide
 * on purpose: uploads and generated secrets beside the database are personal too. (A worker
 * thread cannot change the umask: it keeps its parent's, and the walk below still applies.)
 */
export function usePrivateUmask(): void {
  try {
    process.umask(0o077);
  } catch {
    // ERR_WORKER_UNSUPPORTED_OPERATION in a worker thread.
  }
}

/** Sets 0700 on `dir` and every directory under it, 0600 on every file (symlinks are left alone). */
export function makePrivate(dir: string): void {
  const stat = lstatSync(dir, { throwIfNoEntry: false });
  if (!stat || stat.isSymbolicLink()) return;
  if (!stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_FILE_MODE) chmodSync(dir, PRIVATE_FILE_MODE);
    return;
  }
  if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(dir, PRIVATE_DIR_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(full);
    else if (entry.isFile() && (lstatSync(full).mode & 0o777) !== PRIVATE_FILE_MODE) chmodSync(full, PRIVATE_FILE_MODE);
  }
}
