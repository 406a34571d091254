import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { loadConfig } from '../../src/config/env';
import { migrateToLatest, openDatabase } from '../../src/db/database';
import { seedDatabase } from '../../src/db/seed';
import { DiskStorage } from '../../src/storage/storage';

/**
 * The PostgreSQL backup scripts of docs/deployment.md (tools/scripts/ops). With DATABASE_URL set
 * (the suite's PostgreSQL run), the backup drill runs for real on a database the API migrated and
 * seeded: back up, restore into an empty database, compare every table and sequence, and the API
 * starts on the restored database with nothing left to migrate.
 */
const ops = path.resolve(__dirname, '..', '..', '..', '..', 'tools', 'scripts', 'ops');
const run = (script: string, args: string[]) => spawnSync(path.join(ops, script), args, { encoding: 'utf8', timeout: 120_000 });

describe('PostgreSQL backup scripts', () => {
  it.each(['pg-backup.sh', 'pg-restore.sh', 'pg-compare.sh', 'pg-round-trip.sh'])('%s says how to call it', (script) => {
    const result = run(script, []);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^usage: /);
  });

  const databaseUrl = process.env['DATABASE_URL'];
  if (!databaseUrl) return;

  describe('against PostgreSQL (DATABASE_URL)', () => {
    const suffix = randomBytes(4).toString('hex');
    const names = { source: `ratai_backup_source_${suffix}`, scratch: `ratai_backup_scratch_${suffix}` };
    const urlOf = (database: string) => {
      const url = new URL(databaseUrl);
      url.pathname = `/${database}`;
      return url.toString();
    };
    let admin: pg.Client;
    let dataDir: string;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      for (const name of Object.values(names)) await admin.query(`create database ${name}`);
      dataDir = await mkdtemp(path.join(tmpdir(), 'ratai-backup-'));
      // The API's own schema and data: migrations, reference data, articles, the team account.
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), SEED_DEMO: 'false' });
      const source = await openDatabase({ databaseUrl: urlOf(names.source) });
      try {
        await migrateToLatest(source.db);
        await seedDatabase({
          db: source.db,
          storage: new DiskStorage(config.uploadsDir, config.publicUrl),
          config,
          log: Fastify({ logger: { level: 'silent' } }).log,
          renderArticleCover: () => sharp({ create: { width: 12, height: 8, channels: 3, background: '#336699' } }).webp().toBuffer(),
        });
      } finally {
        await source.close();
      }
    }, 120_000);
    afterAll(async () => {
      for (const name of Object.values(names)) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('restores a backup identical to the source, and the API finds nothing to migrate', async () => {
      const result = run('pg-round-trip.sh', [urlOf(names.source), urlOf(names.scratch)]);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const identical = /identical: (\d+) tables and (\d+) sequences/.exec(result.stdout);
      expect(Number(identical?.[1])).toBeGreaterThanOrEqual(15);
      expect(Number(identical?.[2])).toBeGreaterThanOrEqual(5);
      expect(result.stdout).toContain('round trip OK');

      const restored = await openDatabase({ databaseUrl: urlOf(names.scratch) });
      try {
        expect((await migrateToLatest(restored.db)).results).toEqual([]);
        const team = await restored.db.selectFrom('users').select('email').execute();
        expect(team.map((row) => row.email)).toContain('komanda@ratai.lt');
      } finally {
        await restored.close();
      }
    }, 120_000);

    it('notices a restored database that differs, and never restores over data', async () => {
      const scratch = new pg.Client({ connectionString: urlOf(names.scratch) });
      await scratch.connect();
      try {
        await scratch.query(`update articles set title = title || ' (pakeista)' where id = (select min(id) from articles)`);
      } finally {
        await scratch.end();
      }
      const compared = run('pg-compare.sh', [urlOf(names.source), urlOf(names.scratch)]);
      expect(compared.status).toBe(1);
      expect(compared.stdout).toMatch(/^-public\.articles \d+ [0-9a-f]{32}$/m);
      expect(compared.stderr).toContain('databases differ');

      const refused = run('pg-restore.sh', ['/dev/null', urlOf(names.scratch)]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/refusing to restore: the target database already has \d+ tables/);
    }, 120_000);
  });
});
