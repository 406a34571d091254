import { Kysely, PostgresDialect } from 'kysely';
import type { Pool } from 'pg';
import type { Database } from '../../db/schema';
import { keywordPatterns, searchStatements, type CarSearch } from './catalog.repository';

/**
 * The search's statements come from compiled templates (db/compiled-shapes.ts). For every kind of
 * filter they must be exactly what Kysely compiles directly for the same input: same SQL text,
 * same parameters in the same order. (Compiling needs no connection: the pool is never used.)
 */
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as Pool }) });

const base: CarSearch = { fuelType: [], gearbox: [], bodyType: [], drivetrain: [], page: 1, pageSize: 10, sort: 'newest' };
const FILTERS: Partial<CarSearch>[] = [
  {},
  { carMake: 'audi' },
  { carMake: 'seat', carModel: 'leon' },
  { carModel: 'leon' },
  { modelYearFrom: 2012, modelYearTo: 2019 },
  { priceFrom: 0, priceTo: 25_000 },
  { priceFrom: 5_000 },
  { fuelType: ['diesel'] },
  { fuelType: ['diesel', 'petrol', 'electric'], gearbox: ['manual', 'automatic'] },
  { isForTaxi: true },
  { isForTaxi: false },
  { carMake: 'volkswagen', fuelType: ['diesel', 'petrol'], priceFrom: 5_000, priceTo: 25_000, modelYearFrom: 2012, page: 2 },
  { page: 7, pageSize: 50 },
  // Issue 17's filters.
  { bodyType: ['suv'], drivetrain: ['awd', 'front'] },
  { odometerFrom: 10_000, odometerTo: 150_000, numberOfSeatsFrom: 7 },
  { keyword: 'octavia' },
  { keyword: 'Škoda 100%_ kombi', fuelType: ['diesel'], odometerTo: 200_000 },
];
const SORTS: CarSearch['sort'][] = ['newest', 'priceAsc', 'priceDesc', 'yearDesc', 'odometerAsc'];

describe('search statements compiled once per shape', () => {
  afterAll(async () => {
    await db.destroy();
  });

  it.each(SORTS)('equal direct compilation for every filter, sorted %s', (sort) => {
    // Twice over: the first pass builds the templates, the second binds other values into them.
    for (const pass of [0, 1]) {
      for (const filter of FILTERS) {
        const f: CarSearch = { ...base, ...filter, sort };
        if (pass === 1) {
          if (f.carMake) f.carMake = `${f.carMake}-kita`;
          if (f.priceTo !== undefined) f.priceTo += 1;
          if (f.fuelType.length > 0) f.fuelType = [...f.fuelType].reverse();
          f.page += 1;
        }
        if (pass === 1 && f.keyword) f.keyword = `${f.keyword}x`;
        const query = { ...f, ...keywordPatterns(f.keyword) };
        const window = { ...query, limit: f.pageSize, offset: (f.page - 1) * f.pageSize };
        for (const [name, statement, input] of [
          ['pageWithTotal', searchStatements.pageWithTotal, window],
          ['pageOnly', searchStatements.pageOnly, window],
          ['cappedCount', searchStatements.cappedCount, query],
        ] as const) {
          const bound = (statement as typeof searchStatements.cappedCount).compile(db, input);
          const direct = (statement as typeof searchStatements.cappedCount).compileDirectly(db, input);
          expect({ name, filter, sql: bound.sql, parameters: bound.parameters }).toEqual({ name, filter, sql: direct.sql, parameters: direct.parameters });
        }
      }
    }
  });
});

describe('keywordPatterns', () => {
  it('makes one ILIKE pattern and one ASCII slug pattern per word, wildcards escaped, at most 5 words', () => {
    expect(keywordPatterns('  Škoda  100%_kombi ')).toEqual({
      keywordText: ['%Škoda%', '%100\\%\\_kombi%'],
      keywordSlug: ['%skoda%', '%100\\%\\_kombi%'],
    });
    expect(keywordPatterns(undefined)).toEqual({ keywordText: [], keywordSlug: [] });
    expect(keywordPatterns('a b c d e f g').keywordText).toHaveLength(5);
  });
});
