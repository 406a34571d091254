import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { loadConfig, ConfigError } from '../../src/config/env';
import { openDatabase } from '../../src/db/database';

/**
 * Issue 18, item 9: the embedded database's files (tables and WAL, with personal data) are 0600 in
 * 0700 directories, and the development data key lives apart from the data directory it opens.
 */

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ratai-private-'));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Every path under `dir` (itself included) whose mode is not 0700 (directories) or 0600 (files). */
function notPrivate(dir: string): string[] {
  const wrong: string[] = [];
  const visit = (p: string) => {
    const stat = lstatSync(p);
    const mode = stat.mode & 0o777;
    if (stat.isDirectory()) {
      if (mode !== 0o700) wrong.push(`${path.relative(root, p) || '.'}/ ${mode.toString(8)}`);
      for (const entry of readdirSync(p)) visit(path.join(p, entry));
    } else if (stat.isFile() && mode !== 0o600) {
      wrong.push(`${path.relative(root, p)} ${mode.toString(8)}`);
    }
  };
  visit(dir);
  return wrong;
}

const PERSONAL = 'Nulaitytė +37069917733';

describe('PGlite files', () => {
  // Starting PGlite from its image takes seconds, more on a loaded machine.
  jest.setTimeout(120_000);
  it('are 0600 in 0700 directories: the unpacked database, new tables and the WAL', async () => {
    const dir = path.join(root, 'fresh', 'pglite');
    const database = await openDatabase({ pgliteDir: dir });
    try {
      // New relation files and WAL written while the API runs, not only what start-up unpacked.
      await sql`create table private_check (note text)`.execute(database.db);
      await sql`insert into private_check select ${PERSONAL} || g from generate_series(1, 5000) g`.execute(database.db);
      await sql`select pg_switch_wal()`.execute(database.db);
      await sql`checkpoint`.execute(database.db);
      const wal = readdirSync(path.join(dir, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name));
      expect(wal.length).toBeGreaterThan(0);
      expect(notPrivate(dir)).toEqual([]);
      expect(lstatSync(path.dirname(dir)).mode & 0o777).toBe(0o700);
    } finally {
      await database.close();
    }
    expect(notPrivate(dir)).toEqual([]);
  });

  it('makes an existing data directory private when it opens it (an older version left 0666 files)', async () => {
    const dir = path.join(root, 'old', 'pglite');
    const first = await openDatabase({ pgliteDir: dir });
    await first.close();
    const loosen = (p: string) => {
      chmodSync(p, lstatSync(p).isDirectory() ? 0o777 : 0o666);
      if (lstatSync(p).isDirectory()) for (const entry of readdirSync(p)) loosen(path.join(p, entry));
    };
    loosen(dir);
    expect(notPrivate(dir).length).toBeGreaterThan(100);
    const again = await openDatabase({ pgliteDir: dir });
    try {
      expect(notPrivate(dir)).toEqual([]);
    } finally {
      await again.close();
    }
  });
});

describe('the development data key', () => {
  const base = () => ({ NODE_ENV: 'development', JWT_SECRET: randomBytes(32).toString('hex') });

  it('is generated once into the user\'s config directory, 0600 in 0700, nothing beside the database', () => {
    const dataDir = path.join(root, 'key-a', 'data');
    const configHome = path.join(root, 'key-a', 'config');
    const first = loadConfig({ ...base(), DATA_DIR: dataDir, XDG_CONFIG_HOME: configHome });
    const keyFile = path.join(configHome, 'ratai', 'data-key');
    expect(lstatSync(keyFile).mode & 0o777).toBe(0o600);
    expect(lstatSync(path.dirname(keyFile)).mode & 0o777).toBe(0o700);
    expect(existsSync(path.join(dataDir, '.data-key'))).toBe(false);
    const second = loadConfig({ ...base(), DATA_DIR: path.join(root, 'key-a', 'other-data'), XDG_CONFIG_HOME: configHome });
    expect(second.dataKey.equals(first.dataKey)).toBe(true);
  });

  it('goes where DATA_KEY_FILE says, but never inside DATA_DIR', () => {
    const dataDir = path.join(root, 'key-b', 'data');
    const keyFile = path.join(root, 'key-b', 'secrets', 'ratai.key');
    loadConfig({ ...base(), DATA_DIR: dataDir, DATA_KEY_FILE: keyFile });
    expect(lstatSync(keyFile).mode & 0o777).toBe(0o600);
    expect(() => loadConfig({ ...base(), DATA_DIR: dataDir, DATA_KEY_FILE: path.join(dataDir, 'keys', 'data-key') })).toThrow(ConfigError);
  });

  it('moves a key an older version left in DATA_DIR, so existing local data still decrypts', () => {
    const dataDir = path.join(root, 'key-c', 'data');
    const configHome = path.join(root, 'key-c', 'config');
    const legacy = randomBytes(32).toString('hex');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, '.data-key'), legacy, { mode: 0o600 });
    const config = loadConfig({ ...base(), DATA_DIR: dataDir, XDG_CONFIG_HOME: configHome });
    expect(config.dataKey.toString('hex')).toBe(legacy);
    expect(existsSync(path.join(dataDir, '.data-key'))).toBe(false);
    expect(readFileSync(path.join(configHome, 'ratai', 'data-key'), 'utf8')).toBe(legacy);
  });

  it('keeps a data directory\'s own older key when the user already has another, and says so', () => {
    const dataDir = path.join(root, 'key-d', 'data');
    const keyFile = path.join(root, 'key-d', 'data-key');
    const legacy = randomBytes(32).toString('hex');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(keyFile, randomBytes(32).toString('hex'), { mode: 0o600 });
    writeFileSync(path.join(dataDir, '.data-key'), legacy, { mode: 0o600 });
    const warn = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      expect(loadConfig({ ...base(), DATA_DIR: dataDir, DATA_KEY_FILE: keyFile }).dataKey.toString('hex')).toBe(legacy);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('.data-key'));
    } finally {
      warn.mockRestore();
    }
  });
});
