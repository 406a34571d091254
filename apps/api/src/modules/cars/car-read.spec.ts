import { Kysely, PostgresDialect } from 'kysely';
import type { Pool } from 'pg';
import type { Database } from '../../db/schema';
import { carStatements } from './car-read';

/** The car read model's statements from compiled templates equal Kysely's direct compilation (db/compiled-shapes.ts). */
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as Pool }) });

describe('car read statements compiled once per shape', () => {
  afterAll(async () => {
    await db.destroy();
  });

  it('equal direct compilation, whatever the slug or ids', () => {
    const check = <I extends object>(statement: { compile(k: typeof db, i: I): { sql: string; parameters: readonly unknown[] }; compileDirectly(k: typeof db, i: I): { sql: string; parameters: readonly unknown[] } }, input: I) => {
      const bound = statement.compile(db, input);
      const direct = statement.compileDirectly(db, input);
      expect({ input, sql: bound.sql, parameters: bound.parameters }).toEqual({ input, sql: direct.sql, parameters: direct.parameters });
    };
    for (const pass of [1, 2]) {
      check(carStatements.bySlug, { slug: `skoda-octavia-${pass}` });
      for (const ids of [[pass], [pass, 5], [9, pass, 3]]) check(carStatements.byIds, { ids });
    }
  });
});
