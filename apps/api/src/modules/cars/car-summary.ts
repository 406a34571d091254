import { sql, type Kysely, type Selectable } from 'kysely';
import type { CarAdvertisementSummary, UploadedImage } from '@ratai/domain';
import type { CarAdvertisementsTable, Database } from '../../db/schema';

/**
 * The card fields of a car advertisement (@ratai/domain CarAdvertisementSummary): what a search
 * card, an own listing on the account page and the full car have in common. One row type, one
 * column list and one mapper, so a card field is added or renamed in one place for all three.
 */

/** The card columns as SQL returns them: the car aliased `a`, its make `mk` and model `md`. */
export type CarSummaryRow = Pick<
  Selectable<CarAdvertisementsTable>,
  | 'id'
  | 'slug'
  | 'is_for_taxi'
  | 'engine_displacement'
  | 'gearbox'
  | 'body_type'
  | 'fuel_type'
  | 'production_year'
  | 'odometer'
  | 'price'
  | 'from_price_per_month'
  | 'make_id'
  | 'model_id'
> & {
  make_name: string;
  make_slug: string;
  model_name: string;
  model_slug: string;
};

/**
 * `car_advertisements as a` with its make as `mk` and its model as `md`: the FROM of the queries
 * that read cars with their make and model (the search joins the same aliases to its page of
 * ids instead).
 */
export function carsWithMakeAndModel(db: Kysely<Database>) {
  return db
    .selectFrom('car_advertisements as a')
    .innerJoin('car_makes as mk', 'mk.id', 'a.make_id')
    .innerJoin('car_models as md', 'md.id', 'a.model_id');
}

/**
 * The hash of a car's cover, as a subquery on the outer query's `a`: the image flagged is_cover,
 * else the first by position — the rule car-read.ts applies to the images it loads. `a.id` is a
 * raw reference: the subquery is built from `db`, not from the outer query, so that one helper
 * serves both the account page's select and the search's lateral join (whose `a` sits in
 * differently typed queries that a typed reference would have to spell out).
 */
export function coverHashOf(db: Kysely<Database>) {
  return db
    .selectFrom('car_images as i')
    .select('i.hash')
    .where('i.car_advertisement_id', '=', sql.ref<number>('a.id'))
    .orderBy('i.is_cover', 'desc')
    .orderBy('i.position')
    .limit(1);
}

/** The select list of {@link CarSummaryRow}, over the aliases `a`, `mk` and `md`. */
export const CAR_SUMMARY_COLUMNS = [
  'a.id',
  'a.slug',
  'a.is_for_taxi',
  'a.engine_displacement',
  'a.gearbox',
  'a.body_type',
  'a.fuel_type',
  'a.production_year',
  'a.odometer',
  'a.price',
  'a.from_price_per_month',
  'mk.id as make_id',
  'mk.name as make_name',
  'mk.slug as make_slug',
  'md.id as model_id',
  'md.name as model_name',
  'md.slug as model_slug',
] as const;

/**
 * The card fields of a row. The cover image comes from the caller: the account page shows it at
 * card width, search and the car page at gallery width, and the car page takes it from the
 * images it loads anyway rather than from a column.
 */
export function toCarSummary(row: CarSummaryRow, headerImage: UploadedImage | null): CarAdvertisementSummary {
  return {
    id: row.id,
    slug: row.slug,
    headerImage,
    isForTaxi: row.is_for_taxi,
    engineDisplacement: row.engine_displacement,
    gearbox: row.gearbox,
    bodyType: row.body_type,
    fuelType: row.fuel_type,
    productionYear: row.production_year,
    odometer: row.odometer,
    price: row.price,
    fromPricePerMonth: row.from_price_per_month,
    carMake: { id: row.make_id, name: row.make_name, slug: row.make_slug },
    carModel: { id: row.model_id, name: row.model_name, slug: row.model_slug },
  };
}
