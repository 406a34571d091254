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

  it('is run on the next start of a database that ran every other migration', async () => {
    handle = await openDatabase({ pgliteDir: 'memory' });
    const names = Object.keys(migrations);
    const late = names.find((name) => name.startsWith('0025-'));
    if (!late) throw new Error('migration 0025 is missing');
    const withoutLate = new Migrator({
      db: handle.db,
      provider: { getMigrations: async () => Object.fromEntries(names.filter((n) => n !== late).map((n) => [n, migrations[n]])) },
    });
    expect((await withoutLate.migrateToLatest()).error).toBeUndefined();

    const result = await migrateToLatest(handle.db);
    expect(result.results?.map((r) => [r.migrationName, r.status])).toEqual([[late, 'Success']]);
    expect((await new Migrator({ db: handle.db, provider: { getMigrations: async () => migrations } }).getMigrations()).every((m) => m.executedAt)).toBe(true);
  });
});
