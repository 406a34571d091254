import type { Kysely, Selectable } from 'kysely';
import type { CarAdvertisementSummary, UploadedImage } from '@ratai/domain';
import type { CarAdvertisementsTable, Database } from '../../db/schema';

/**
 * The card fields of a car advertisement (@ratai/domain CarAdvertisementSummary): what a search
 * card, an own listing on the account page and the full car have in common. One row type, one
 * column list and one mapper, so a card field is added or renamed in one place for all three.
 */

/** The card columns of the listing itself (its make and model as ids). */
export type CarCardRow = Pick<
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
  | 'sale_status'
>;

/** The card columns as a join returns them: the car aliased `a`, its make `mk` and model `md`. */
export type CarSummaryRow = CarCardRow & {
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

/** The select list of {@link CarCardRow}: columns of `car_advertisements as a` alone. */
export const CAR_CARD_COLUMNS = [
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
  'a.make_id',
  'a.model_id',
  'a.sale_status',
] as const;

/** The select list of {@link CarSummaryRow}, over the aliases `a`, `mk` and `md`. */
export const CAR_SUMMARY_COLUMNS = [
  ...CAR_CARD_COLUMNS,
  'mk.name as make_name',
  'mk.slug as make_slug',
  'md.name as model_name',
  'md.slug as model_slug',
] as const;

/** A make or a model as a card shows it. */
export interface NameAndSlug {
  name: string;
  slug: string;
}

export interface MakeAndModelNames {
  make: NameAndSlug;
  model: NameAndSlug;
}

/** The names of a row read with {@link carsWithMakeAndModel}. */
export function joinedNames(row: CarSummaryRow): MakeAndModelNames {
  return { make: { name: row.make_name, slug: row.make_slug }, model: { name: row.model_name, slug: row.model_slug } };
}

/**
 * The card fields of a row. The names come from the caller: joined by the account page and the
 * car page ({@link joinedNames}), from the in-process directory by the search
 * (modules/catalog/make-model-names.ts), which reads the listing table alone. So does the cover
 * image: the account page shows it at card width, search and the car page at gallery width, and
 * the car page takes it from the images it loads anyway.
 */
export function toCarSummary(row: CarCardRow, names: MakeAndModelNames, headerImage: UploadedImage | null): CarAdvertisementSummary {
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
    carMake: { id: row.make_id, name: names.make.name, slug: names.make.slug },
    carModel: { id: row.model_id, name: names.model.name, slug: names.model.slug },
    saleStatus: row.sale_status,
  };
}
