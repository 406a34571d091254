import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { migrations } from '../../src/db/migrations';

/**
 * Migration 0007 on a database that already has listings: every listing gets the cover its
 * pictures name (flagged, else first by position, else none) before the trigger takes over.
 * Runs on in-memory PGlite: it needs a database at migration 0006, which the suites' shared
 * PostgreSQL schemas are not.
 */
describe('migration 0007: cover_hash filled for existing listings', () => {
  let handle: DatabaseHandle;
  afterAll(async () => {
    await handle?.close();
  });

  it('fills the column from the pictures already stored', async () => {
    handle = await openDatabase({ pgliteDir: 'memory' });
    const db = handle.db;
    const names = Object.keys(migrations);
    const until = (last: string) => new Migrator({
      db,
      provider: { getMigrations: async () => Object.fromEntries(names.slice(0, names.indexOf(last) + 1).map((n) => [n, migrations[n]])) },
    });
    expect((await until('0006-search-by-make-year-odometer-indexes').migrateToLatest()).error).toBeUndefined();

    await sql`insert into users (email) values ('savininkas@pavyzdys.lt')`.execute(db);
    await sql`insert into car_makes (name, slug) values ('Toyota', 'toyota')`.execute(db);
    await sql`insert into car_models (make_id, name, slug) values (1, 'Corolla', 'corolla')`.execute(db);
    for (const slug of ['flagged', 'first', 'none']) {
      await sql`
        insert into car_advertisements (owner_id, slug, visibility, review_status, make_id, model_id, vin_code,
          production_year, body_type, fuel_type, gearbox, door_count, engine_displacement, engine_power,
          number_of_seats, drivetrain, inspection_year, inspection_month, rim_size, air_conditioning, price,
          average_fuel_consumption, odometer, is_for_taxi, from_price_per_month)
        values (1, ${slug}, 'visible', 'approved', 1, 1, 'WVWZZZ1KZAW000001', 2015, 'sedan', 'petrol', 'manual',
          'fourFive', 1598, 85, 5, 'front', 2027, 5, 16, 'climateControl', 10000, 6.5, 150000, false, 200)`.execute(db);
    }
    const picture = (car: number, hash: string, position: number, cover: boolean) =>
      sql`insert into car_images (car_advertisement_id, hash, ext, width, height, position, is_cover)
          values (${car}, ${hash}, '.webp', 1200, 800, ${position}, ${cover})`.execute(db);
    await picture(1, 'f0', 0, false);
    await picture(1, 'f1', 1, true);
    await picture(2, 'p1', 1, false);
    await picture(2, 'p0', 0, false);

    expect((await until('0007-search-cover-hash-column').migrateToLatest()).error).toBeUndefined();
    const rows = await sql<{ slug: string; cover_hash: string | null }>`select slug, cover_hash from car_advertisements order by id`.execute(db);
    expect(rows.rows).toEqual([
      { slug: 'flagged', cover_hash: 'f1' },
      { slug: 'first', cover_hash: 'p0' },
      { slug: 'none', cover_hash: null },
    ]);
  });
});
