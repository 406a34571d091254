import { Migrator } from 'kysely/migration';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrations } from '../../src/db/migrations';

/**
 * Migrations written in parallel can land out of number order (0025 landed after 0026 and 0027).
 * A database that already ran the higher numbers must run the missing lower one on the next
 * start, not refuse to start (Kysely refuses unless allowUnorderedMigrations is on). In-memory
 * PGlite: it needs a database with one migration left out, which the shared schemas are not.
 */
describe('a migration that lands after higher-numbered ones', () => {
  let handle: DatabaseHandle;
  afterAll(async () => {
    await handle?.close();
  });

  it('is run on the next start of a database that ran every other migration of its time', async () => {
    handle = await openDatabase({ pgliteDir: 'memory' });
    const names = Object.keys(migrations);
    const late = names.find((name) => name.startsWith('0025-'));
    if (!late) throw new Error('migration 0025 is missing');
    // The database as it stood when 0025 landed: 0001–0029 without 0025. Migrations written after
    // it (0030 on) may build on its columns; they run after it, on the same start.
    const later = names.filter((n) => n >= '0030');
    const withoutLate = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => Object.fromEntries(names.filter((n) => n !== late && !later.includes(n)).map((n) => [n, migrations[n]])) },
    });
    expect((await withoutLate.migrateToLatest()).error).toBeUndefined();

    const result = await migrateToLatest(handle.db);
    expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual([late, ...later].map((n) => [n, 'Success']));
    expect((await new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } }).getMigrations()).every((m) => m.executedAt)).toBe(true);
  });
});
