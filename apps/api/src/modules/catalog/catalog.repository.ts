import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { BodyType, Drivetrain, FuelType, Gearbox, SearchSort } from '@ratai/domain';
import { CompiledShapes } from '../../db/compiled-shapes';
import { escapeLike } from '../../db/like-pattern';
import type { Database } from '../../db/schema';
import { CAR_CARD_COLUMNS, type CarCardRow } from '../cars/car-summary';
import { publicListing } from '../cars/public-listing';

/**
 * Every SQL statement of the public catalog: plain functions taking `db`, so the routes hold no
 * SQL and tests can call them directly.
 */
type Db = Kysely<Database>;

/**
 * The most rows a search counts. Past this the total is reported as this number with
 * `totalIsCapped` (the UI shows "1000+"): counting every match of a broad filter on every request
 * would cost more than the page itself, and nobody pages past page 100. See README.md.
 */
export const SEARCH_TOTAL_CAP = 1000;

/** The search as the repository runs it: the filter after validation, defaults applied. */
export interface CarSearch {
  carMake?: string;
  carModel?: string;
  modelYearFrom?: number;
  modelYearTo?: number;
  fuelType: FuelType[];
  gearbox: Gearbox[];
  priceFrom?: number;
  priceTo?: number;
  isForTaxi?: boolean;
  bodyType: BodyType[];
  odometerFrom?: number;
  odometerTo?: number;
  drivetrain: Drivetrain[];
  numberOfSeatsFrom?: number;
  keyword?: string;
  page: number;
  pageSize: number;
  sort: SearchSort;
}

/** The most words of a keyword that are searched for (each must match). */
export const KEYWORD_MAX_WORDS = 5;

/**
 * A keyword's words as the statements bind them (CompiledShapes does no string work on values):
 * `%word%` for ILIKE on the description and the make and model names, and the word folded to
 * ASCII for the slugs (so "skoda" finds Škoda). LIKE's wildcards in a word are escaped.
 */
interface KeywordPatterns {
  keywordText: string[];
  keywordSlug: string[];
}

/** The patterns of no keyword (most searches): shared, never changed. */
const NO_KEYWORD: KeywordPatterns = Object.freeze({ keywordText: Object.freeze([]) as unknown as string[], keywordSlug: Object.freeze([]) as unknown as string[] });

export function keywordPatterns(keyword: string | undefined): KeywordPatterns {
  if (!keyword) return NO_KEYWORD;
  const words = keyword.split(/\s+/).filter(Boolean).slice(0, KEYWORD_MAX_WORDS);
  return {
    keywordText: words.map((word) => `%${escapeLike(word)}%`),
    keywordSlug: words.map(
      (word) =>
        `%${escapeLike(
          word
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toLowerCase(),
        )}%`,
    ),
  };
}

/** The search with its keyword patterns (what the statements take). */
type CarSearchQuery = CarSearch & KeywordPatterns;

/**
 * One card of the search result, as SQL returns it: the card columns of the listing alone. The
 * make and model names are added from the in-process directory (make-model-names.ts), the cover
 * is the listing's `cover_hash` column (migration 0007): a search page reads one table.
 */
export type CarSearchRow = CarCardRow & { cover_hash: string | null };

export interface CarSearchResult {
  rows: CarSearchRow[];
  /** Exact below {@link SEARCH_TOTAL_CAP}; the cap itself when `totalIsCapped`. */
  total: number;
  totalIsCapped: boolean;
}

type SortColumn = 'created_at' | 'price' | 'production_year' | 'odometer' | 'id';
type SortKey = readonly [SortColumn, 'asc' | 'desc'];

/**
 * Each order ends with the id so pages are stable, and matches a partial index of the migration
 * (car_ads_public_*_idx; priceDesc reads the price index backwards), so the capped scan below
 * walks an index in order and stops early.
 */
const SORT_KEYS: Record<SearchSort, readonly SortKey[]> = {
  newest: [['created_at', 'desc'], ['id', 'desc']],
  priceAsc: [['price', 'asc'], ['id', 'asc']],
  priceDesc: [['price', 'desc'], ['id', 'desc']],
  yearDesc: [['production_year', 'desc'], ['id', 'desc']],
  odometerAsc: [['odometer', 'asc'], ['id', 'asc']],
};

function makeIdBySlug(db: Db, slug: string) {
  return db.selectFrom('car_makes').select('car_makes.id').where('car_makes.slug', '=', slug);
}

/**
 * Approved, visible listings that match the filter, without sold cars (issue 16: a sold car leaves
 * the search; its car page stays). Make and model come as slugs and are resolved inside the same
 * statement, so an unknown slug simply matches nothing. The sale status is a filter on top of the
 * public partial indexes: sold cars are few among public ones, and those indexes keep working.
 */
function publicMatches(db: Db, f: CarSearchQuery) {
  let q = db
    .selectFrom('car_advertisements as a')
    .where(publicListing('a'))
    // A sold car keeps its page (car-read) but leaves the search.
    .where('a.sale_status', '<>', 'sold');
  if (f.carMake) q = q.where('a.make_id', '=', makeIdBySlug(db, f.carMake));
  if (f.carModel) {
    let models = db.selectFrom('car_models as md').select('md.id').where('md.slug', '=', f.carModel);
    // Model slugs are unique per make only ('leon' is a Seat and a Cupra).
    if (f.carMake) models = models.where('md.make_id', '=', makeIdBySlug(db, f.carMake));
    q = q.where('a.model_id', 'in', models);
  }
  if (f.modelYearFrom !== undefined) q = q.where('a.production_year', '>=', f.modelYearFrom);
  if (f.modelYearTo !== undefined) q = q.where('a.production_year', '<=', f.modelYearTo);
  if (f.priceFrom !== undefined) q = q.where('a.price', '>=', f.priceFrom);
  if (f.priceTo !== undefined) q = q.where('a.price', '<=', f.priceTo);
  if (f.fuelType.length > 0) q = q.where('a.fuel_type', 'in', f.fuelType);
  if (f.gearbox.length > 0) q = q.where('a.gearbox', 'in', f.gearbox);
  if (f.isForTaxi !== undefined) q = q.where('a.is_for_taxi', '=', f.isForTaxi);
  // Issue 17's filters.
  if (f.bodyType.length > 0) q = q.where('a.body_type', 'in', f.bodyType);
  if (f.odometerFrom !== undefined) q = q.where('a.odometer', '>=', f.odometerFrom);
  if (f.odometerTo !== undefined) q = q.where('a.odometer', '<=', f.odometerTo);
  if (f.drivetrain.length > 0) q = q.where('a.drivetrain', 'in', f.drivetrain);
  if (f.numberOfSeatsFrom !== undefined) q = q.where('a.number_of_seats', '>=', f.numberOfSeatsFrom);
  // Each word of the keyword in the make, the model (name or slug) or the description.
  for (let i = 0; i < f.keywordText.length; i += 1) {
    const text = f.keywordText[i];
    const slug = f.keywordSlug[i];
    q = q.where((eb) =>
      eb.or([
        eb('a.description', 'ilike', text),
        eb(
          'a.make_id',
          'in',
          eb
            .selectFrom('car_makes as km')
            .select('km.id')
            .where((k) => k.or([k('km.name', 'ilike', text), k('km.slug', 'like', slug)])),
        ),
        eb(
          'a.model_id',
          'in',
          eb
            .selectFrom('car_models as kd')
            .select('kd.id')
            .where((k) => k.or([k('kd.name', 'ilike', text), k('kd.slug', 'like', slug)])),
        ),
      ]),
    );
  }
  return q;
}

function orderBy<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  keys: readonly SortKey[],
  table: string,
): SelectQueryBuilder<DB, TB, O> {
  let q = query;
  for (const [column, direction] of keys) q = q.orderBy(sql.ref(`${table}.${column}`), direction);
  return q;
}

/** The search with the slice of matches to read, computed beforehand (CompiledShapes binds values, it does no arithmetic). */
type SearchWindow = CarSearchQuery & { limit: number; offset: number };

/** The card columns of {@link CarSearchRow}, all of `car_advertisements as a`. */
const CARD_COLUMNS = [...CAR_CARD_COLUMNS, 'a.cover_hash'] as const;

/** The same columns read back from the `matched` set of {@link pageWithTotalQuery}. */
const MATCHED_CARD_COLUMNS = CARD_COLUMNS.map((column) => column.replace('a.', 'm.')) as unknown as readonly MatchedColumn<
  (typeof CARD_COLUMNS)[number]
>[];
type MatchedColumn<C> = C extends `a.${infer Name}` ? `m.${Name}` : never;

/**
 * One page of the public search in one statement:
 * 1. `matched`: the cards (and sort keys) of at most SEARCH_TOTAL_CAP matching listings, in
 *    order — an ordered walk of a partial index that stops at the cap;
 * 2. the requested slice of those, with `count(*) over ()` of the capped set as the total.
 * One table, no join: the names come from the directory, the cover from `cover_hash`.
 */
function pageWithTotalQuery(db: Db, w: SearchWindow) {
  const keys = SORT_KEYS[w.sort];
  // created_at is read for the outer order (the other sort keys are card columns).
  const matched = orderBy(publicMatches(db, w).select([...CARD_COLUMNS, 'a.created_at']), keys, 'a').limit(SEARCH_TOTAL_CAP);
  return orderBy(
    db
      .with('matched', () => matched)
      .selectFrom('matched as m')
      .select([...MATCHED_CARD_COLUMNS])
      .select(sql<number>`(count(*) over ())::int`.as('total')),
    keys,
    'm',
  )
    .limit(w.limit)
    .offset(w.offset);
}

/**
 * One page when the total is already known (catalog-cache.ts): an ordered walk of a partial index
 * that stops after offset + limit matches — no counting, no join.
 */
function pageOnlyQuery(db: Db, w: SearchWindow) {
  return orderBy(publicMatches(db, w).select([...CARD_COLUMNS]), SORT_KEYS[w.sort], 'a')
    .limit(w.limit)
    .offset(w.offset);
}

/** Matching listings, counted up to SEARCH_TOTAL_CAP (the cap bounds the cost of a broad filter). */
function cappedCountQuery(db: Db, f: CarSearchQuery) {
  const capped = publicMatches(db, f).select(sql<number>`1`.as('one')).limit(SEARCH_TOTAL_CAP).as('capped');
  return db.selectFrom(capped).select(sql<number>`count(*)::int`.as('total'));
}

/**
 * The search's statements, compiled once per shape of filter (db/compiled-shapes.ts): building
 * and compiling them with Kysely on every request cost more of the API's CPU than anything else
 * it does for a search. Exported for the test that compares them with direct compilation.
 */
export const searchStatements = {
  pageWithTotal: new CompiledShapes<Database, SearchWindow>(pageWithTotalQuery, ['sort']),
  pageOnly: new CompiledShapes<Database, SearchWindow>(pageOnlyQuery, ['sort']),
  cappedCount: new CompiledShapes<Database, CarSearchQuery>(cappedCountQuery, []),
};

/**
 * One page of the public search: with `knownTotal` (a recent count of the same filter) one
 * statement reading just the page; else one statement reading the page with the capped total.
 * Only a page past the end returns no row to read the total from; then one capped count follows.
 */
export async function searchPublicCars(db: Db, search: CarSearch, knownTotal?: number): Promise<CarSearchResult> {
  const { keywordText, keywordSlug } = keywordPatterns(search.keyword);
  const offset = (search.page - 1) * search.pageSize;
  if (knownTotal !== undefined) {
    // The results end at the cap, exactly as in the counting path.
    const limit = Math.min(search.pageSize, SEARCH_TOTAL_CAP - offset);
    const rows =
      limit > 0
        ? (await db.executeQuery<CarSearchRow>(searchStatements.pageOnly.compileParts(db, search, { keywordText, keywordSlug, limit, offset }))).rows
        : [];
    return {
      rows,
      total: knownTotal,
      totalIsCapped: knownTotal >= SEARCH_TOTAL_CAP,
    };
  }
  const { rows } = await db.executeQuery<CarSearchRow & { total: number }>(
    searchStatements.pageWithTotal.compileParts(db, search, { keywordText, keywordSlug, limit: search.pageSize, offset }),
  );
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && search.page > 1) total = await countPublicCars(db, search);
  // Each row keeps its `total` column: the mapper reads only the card fields.
  return {
    rows,
    total,
    totalIsCapped: total >= SEARCH_TOTAL_CAP,
  };
}

/** Matching listings, counted up to SEARCH_TOTAL_CAP (the cap bounds the cost of a broad filter). */
export async function countPublicCars(db: Db, f: CarSearch): Promise<number> {
  const query: CarSearchQuery = { ...f, ...keywordPatterns(f.keyword) };
  const { rows } = await db.executeQuery<{ total: number }>(searchStatements.cappedCount.compile(db, query));
  return rows[0]?.total ?? 0;
}

export interface OptionRow {
  id: number;
  name: string;
  slug: string;
}

/**
 * Every make. Ordered by slug: slugs are the names folded to ASCII, so 'Škoda' sorts with the
 * S's on PGlite and on any server collation alike (ordering by the name itself would put it
 * after 'Volvo' under the C collation).
 */
export function listMakes(db: Db): Promise<OptionRow[]> {
  return db.selectFrom('car_makes').select(['id', 'name', 'slug']).orderBy('slug').orderBy('id').execute();
}

/** The models of a make given by id or by slug, in name order (see listMakes); [] for an unknown make. */
export function listModelsOfMake(db: Db, make: { id: number } | { slug: string }): Promise<OptionRow[]> {
  const makeId = 'id' in make ? make.id : makeIdBySlug(db, make.slug);
  return db
    .selectFrom('car_models')
    .select(['id', 'name', 'slug'])
    .where('make_id', '=', makeId)
    .orderBy('slug')
    .orderBy('id')
    .execute();
}

export interface FeatureCategoryRow {
  id: number;
  name: string;
  features: { id: number; name: string }[];
}

/** Categories with their features, in form order, in one query (features as a JSON array). */
export function listFeatureCategories(db: Db): Promise<FeatureCategoryRow[]> {
  return db
    .selectFrom('car_feature_categories as c')
    .select((eb) => [
      'c.id',
      'c.name',
      jsonArrayFrom(
        eb
          .selectFrom('car_features as f')
          .select(['f.id', 'f.name'])
          .whereRef('f.category_id', '=', 'c.id')
          .orderBy('f.position')
          .orderBy('f.id'),
      ).as('features'),
    ])
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
}

/**
 * Public listings matching `search` that the team approved after `since` and until `until`, newest
 * approval first, at most `limit` (the saved searches' daily alert: modules/saved-searches).
 */
export function publicCarsApprovedBetween(db: Db, search: CarSearch, since: Date, until: Date, limit: number) {
  const f: CarSearchQuery = { ...search, ...keywordPatterns(search.keyword) };
  return publicMatches(db, f)
    .where('a.reviewed_at', '>', since)
    .where('a.reviewed_at', '<=', until)
    .innerJoin('car_makes as mk', 'mk.id', 'a.make_id')
    .innerJoin('car_models as md', 'md.id', 'a.model_id')
    .select(['a.id', 'a.slug', 'a.production_year', 'a.price', 'a.from_price_per_month', 'mk.name as make_name', 'md.name as model_name'])
    .orderBy('a.reviewed_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

/** How far a similar car's price may be from the car's: ±30 % (issue 16 "same price band"). */
export const SIMILAR_PRICE_BAND = 0.3;

/**
 * Cars like this one for its page (issue 16: shown on a sold car's page): public, not sold, not
 * the car itself, of the same make or the same body type, priced within ±30 % of it. Same make
 * first, then the nearest price, then the newest listing.
 */
export function similarPublicCars(db: Db, car: { id: number; makeId: number; bodyType: BodyType; price: number }, limit: number): Promise<CarSearchRow[]> {
  const low = Math.floor(car.price * (1 - SIMILAR_PRICE_BAND));
  const high = Math.ceil(car.price * (1 + SIMILAR_PRICE_BAND));
  return db
    .selectFrom('car_advertisements as a')
    .where(publicListing('a'))
    .where('a.sale_status', '<>', 'sold')
    .where('a.id', '<>', car.id)
    .where('a.price', '>=', low)
    .where('a.price', '<=', high)
    .where((eb) => eb.or([eb('a.make_id', '=', car.makeId), eb('a.body_type', '=', car.bodyType)]))
    .select([...CARD_COLUMNS])
    .orderBy(sql`case when a.make_id = ${car.makeId} then 0 else 1 end`)
    .orderBy(sql`abs(a.price - ${car.price})`)
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}
