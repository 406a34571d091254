import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MakeAndModelNames, NameAndSlug } from '../cars/car-summary';

interface Directory {
  makes: Map<number, NameAndSlug>;
  models: Map<number, NameAndSlug>;
}

/**
 * The names and slugs of every make and model, by id, held in process for the search cards.
 *
 * Why: joining `car_makes` and `car_models` to a page of cards made PostgreSQL plan a four-table
 * statement on every search, and planning cost more than running it (tools/bench/api-search). The
 * search now reads `car_advertisements` alone and the cards get their names here.
 *
 * Makes and models are reference data: the seed adds entries at start-up and nothing renames or
 * deletes them (db/seed/reference-data.ts). So the directory is read once, on first use, and read
 * again only when a row names an id it does not hold — data newer than the directory, e.g. another
 * instance started with a longer list. Ids come from the database's rows, never from a request,
 * so no request can make it reload at will. Filters by make or model slug are still resolved in
 * SQL, so an entry added after the directory was read is found by the search at once.
 * A name corrected by hand in SQL shows on the cards after the API restarts.
 */
export class MakeModelNames {
  private directory: Promise<Directory> | null = null;

  /** The make and model of every row, reading the directory again once if an id is unknown. */
  async forRows<R extends { make_id: number; model_id: number }>(
    db: Kysely<Database>,
    rows: readonly R[],
  ): Promise<MakeAndModelNames[]> {
    if (rows.length === 0) return [];
    let directory = await this.current(db);
    if (!rows.every((row) => directory.makes.has(row.make_id) && directory.models.has(row.model_id))) {
      directory = await this.reload(db);
    }
    return rows.map((row) => {
      const make = directory.makes.get(row.make_id);
      const model = directory.models.get(row.model_id);
      // The foreign keys make this impossible once the directory is fresh.
      if (!make || !model) throw new Error(`make ${row.make_id} or model ${row.model_id} is not in car_makes / car_models`);
      return { make, model };
    });
  }

  private current(db: Kysely<Database>): Promise<Directory> {
    return this.directory ?? this.reload(db);
  }

  private reload(db: Kysely<Database>): Promise<Directory> {
    const loading = load(db);
    this.directory = loading;
    // A failed read is not kept: the next search tries again.
    loading.catch(() => {
      if (this.directory === loading) this.directory = null;
    });
    return loading;
  }
}

/** Both tables in one statement (one round trip, one query in the search's query count). */
async function load(db: Kysely<Database>): Promise<Directory> {
  const rows = await db
    .selectFrom('car_makes')
    .select([sql<'make' | 'model'>`'make'`.as('kind'), 'id', 'name', 'slug'])
    .unionAll(db.selectFrom('car_models').select([sql<'make' | 'model'>`'model'`.as('kind'), 'id', 'name', 'slug']))
    .execute();
  const directory: Directory = { makes: new Map(), models: new Map() };
  for (const row of rows) (row.kind === 'make' ? directory.makes : directory.models).set(row.id, { name: row.name, slug: row.slug });
  return directory;
}
