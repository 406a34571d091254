import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { prepareStatement, preparedStatementName, usePreparedStatements } from './prepared-statements';

/** A pool that hands out one client whose query() records what it was called with. */
function fakePool() {
  const calls: unknown[][] = [];
  const client = { query: (...args: unknown[]) => (calls.push(args), 'sent') };
  const pool = new EventEmitter();
  usePreparedStatements(pool as unknown as pg.Pool);
  pool.emit('connect', client);
  return { client, calls };
}

describe('prepared statements (PostgreSQL)', () => {
  const sql = 'select "a"."id" from "car_advertisements" as "a" where "a"."slug" = $1 /* prepared-statements.spec */';

  it('names a registered text by a hash of it, the same name every time', () => {
    expect(preparedStatementName(sql)).toBeUndefined();
    prepareStatement(sql);
    prepareStatement(sql);
    expect(preparedStatementName(sql)).toMatch(/^ratai_[0-9a-f]{32}$/);
    expect(preparedStatementName(`${sql} `)).toBeUndefined();
  });

  it("sends a registered text under its name, anything else exactly as the caller did", () => {
    prepareStatement(sql);
    const { client, calls } = fakePool();
    const callback = () => undefined;

    expect(client.query(sql, ['bmw-x5-2019-abc'])).toBe('sent');
    client.query('select 1', []);
    client.query({ text: sql, values: ['x'] });
    client.query(sql, ['y'], callback);

    expect(calls).toEqual([
      [{ name: preparedStatementName(sql), text: sql, values: ['bmw-x5-2019-abc'] }],
      ['select 1', []],
      [{ text: sql, values: ['x'] }],
      [sql, ['y'], callback],
    ]);
  });
});
