import { Kysely, PostgresDialect } from 'kysely';
import type { Pool } from 'pg';
import { CompiledShapes } from './compiled-shapes';

interface People {
  person: { id: number; name: string; age: number; active: boolean };
}
type Query = { name?: string; minAge?: number; active?: boolean; ids: number[]; order: 'name' | 'age'; limit: number };

const db = new Kysely<People>({ dialect: new PostgresDialect({ pool: {} as Pool }) });

/** A builder that uses presence, truthiness, list length and a structural key, like the search does. */
const shapes = new CompiledShapes<People, Query>(
  (k, q) => {
    let query = k.selectFrom('person').select('id');
    if (q.name) query = query.where('name', '=', q.name);
    if (q.minAge !== undefined) query = query.where('age', '>=', q.minAge);
    if (q.active !== undefined) query = query.where('active', '=', q.active);
    if (q.ids.length > 0) query = query.where('id', 'in', q.ids);
    return query.orderBy(q.order).limit(q.limit);
  },
  ['order'],
);

describe('CompiledShapes', () => {
  afterAll(async () => {
    await db.destroy();
  });

  it('binds each call its own values into the SQL compiled for its shape', () => {
    const inputs: Query[] = [
      { name: 'Ona', minAge: 30, ids: [1, 2], order: 'name', limit: 10 },
      { name: 'Jonas', minAge: 40, ids: [7, 8], order: 'name', limit: 20 },
      { name: '', minAge: 0, active: false, ids: [], order: 'age', limit: 5 },
      { minAge: 0, active: true, ids: [3], order: 'age', limit: 5 },
      { name: 'Ona', ids: [1, 2, 3], order: 'age', limit: 1 },
    ];
    for (const input of [...inputs, ...inputs.reverse()]) {
      const bound = shapes.compile(db, input);
      const direct = shapes.compileDirectly(db, input);
      expect({ sql: bound.sql, parameters: bound.parameters }).toEqual({ sql: direct.sql, parameters: direct.parameters });
    }
    expect(shapes.compile(db, inputs[0] as Query).parameters).not.toEqual(shapes.compile(db, inputs[1] as Query).parameters);
  });

  it('binds an input given in two parts as the same input in one object', () => {
    const bases: Omit<Query, 'order' | 'limit'>[] = [
      { name: 'Ona', minAge: 30, ids: [1, 2] },
      { name: '', minAge: 0, active: false, ids: [] },
      { active: true, ids: [3] },
    ];
    for (const base of bases) {
      for (const more of [{ order: 'name', limit: 10 }, { order: 'age', limit: 0 }] as const) {
        const bound = shapes.compileParts(db, base, more);
        const direct = shapes.compileDirectly(db, { ...base, ...more });
        expect({ sql: bound.sql, parameters: bound.parameters }).toEqual({ sql: direct.sql, parameters: direct.parameters });
      }
    }
  });

  it('gives every bound query its own id (plugins key per-query state by it)', () => {
    const input: Query = { ids: [], order: 'name', limit: 1 };
    expect(shapes.compile(db, input).queryId).not.toBe(shapes.compile(db, input).queryId);
  });
});
