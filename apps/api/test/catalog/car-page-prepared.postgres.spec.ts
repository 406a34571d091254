import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { preparedStatementName } from '../../src/db/prepared-statements';
import { carStatements, loadCarBySlug } from '../../src/modules/cars/car-read';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/**
 * The car page's statement is a named prepared statement on PostgreSQL (db/prepared-statements.ts):
 * parsed and planned once per connection, then executed by name. One connection here (pool of 1),
 * so pg_prepared_statements — per session — shows what that connection keeps. PostgreSQL only
 * (`*.postgres.spec.ts`): PGlite has no such protocol step. The car page's answers themselves are
 * checked by the catalog suites, which run on PostgreSQL through the same statement.
 */
describe('the car page statement on PostgreSQL', () => {
  let t: TestApp;
  let single: DatabaseHandle;

  beforeAll(async () => {
    t = await buildTestApp();
    const { databaseUrl, schema } = t.database;
    if (!databaseUrl) throw new Error('*.postgres.spec.ts runs with DATABASE_URL only');
    single = await openDatabase({ databaseUrl, schema, poolSize: 1 });
  });
  afterAll(async () => {
    await single?.close();
    await t?.close();
  });

  it('is prepared once under its name and executed by name after that', async () => {
    const text = carStatements.bySlug.compile(single.db, { slug: 'nera-tokio' }).sql;
    for (let i = 0; i < 7; i += 1) expect(await loadCarBySlug(single.db, t.app.storage, `nera-tokio-${i}`, { publicOnly: true })).toBeNull();
    const name = preparedStatementName(text);
    expect(name).toBeDefined();
    const prepared = await sql<{ name: string; statement: string; generic_plans: string; custom_plans: string }>`
      select name, statement, generic_plans, custom_plans from pg_prepared_statements`.execute(single.db);
    const ours = prepared.rows.filter((row) => row.name === name);
    expect(ours).toHaveLength(1);
    expect(ours[0].statement).toBe(text);
    // Seven executions of one prepared statement: PostgreSQL planned it for each value five times,
    // then chose its generic plan (a unique slug: no value changes the plan).
    expect(Number(ours[0].generic_plans) + Number(ours[0].custom_plans)).toBe(7);
  });
});
