import type { Insertable, Kysely } from 'kysely';
import { fromPricePerMonth } from '@ratai/pricing';
import type { CarAdvertisementsTable, Database } from '../../src/db/schema';
import { commonCarColumns } from '../helpers/fixtures';

/**
 * Test cars written straight into the database (no upload pipeline): the catalog only reads, so
 * its tests control every column, including created_at for the sort order.
 */
type Db = Kysely<Database>;

const titleCase = (slug: string) => slug.replace(/(^|-)([a-z0-9])/g, (_m, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`);

/** The make and model with these slugs, created on first use. Names are derived unless given. */
export async function ensureMakeModel(
  db: Db,
  makeSlug: string,
  modelSlug: string,
  names: { make?: string; model?: string } = {},
): Promise<{ makeId: number; modelId: number }> {
  await db
    .insertInto('car_makes')
    .values({ name: names.make ?? titleCase(makeSlug), slug: makeSlug })
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  const make = await db.selectFrom('car_makes').select('id').where('slug', '=', makeSlug).executeTakeFirstOrThrow();
  await db
    .insertInto('car_models')
    .values({ make_id: make.id, name: names.model ?? titleCase(modelSlug), slug: modelSlug })
    .onConflict((oc) => oc.columns(['make_id', 'slug']).doNothing())
    .execute();
  const model = await db
    .selectFrom('car_models')
    .select('id')
    .where('make_id', '=', make.id)
    .where('slug', '=', modelSlug)
    .executeTakeFirstOrThrow();
  return { makeId: make.id, modelId: model.id };
}

export type TestCarInput = Partial<Omit<Insertable<CarAdvertisementsTable>, 'owner_id' | 'make_id' | 'model_id'>> & {
  make?: string;
  model?: string;
  /** Pictures to attach (fake hashes; the catalog never opens the files). */
  images?: { hash: string; isCover?: boolean }[];
};

let counter = 0;

/** Inserts an approved, visible car unless told otherwise; returns its id and slug. */
export async function insertCar(db: Db, ownerId: number, input: TestCarInput = {}): Promise<{ id: number; slug: string }> {
  counter += 1;
  const { make = 'toyota', model = 'corolla', images = [], ...columns } = input;
  const { makeId, modelId } = await ensureMakeModel(db, make, model);
  const price = columns.price ?? 10000;
  const car = await db
    .insertInto('car_advertisements')
    .values({
      owner_id: ownerId,
      slug: `${make}-${model}-${counter}-${Math.random().toString(36).slice(2, 8)}`,
      visibility: 'visible',
      review_status: 'approved',
      make_id: makeId,
      model_id: modelId,
      vin_code: 'WVWZZZ1KZAW000001',
      production_year: 2015,
      fuel_type: 'petrol',
      gearbox: 'manual',
      engine_displacement: 1598,
      engine_power: 85,
      ...commonCarColumns,
      average_fuel_consumption: 6.5,
      odometer: 150000,
      is_for_taxi: false,
      ...columns,
      price,
      from_price_per_month: columns.from_price_per_month ?? fromPricePerMonth(price),
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  if (images.length > 0) {
    await db
      .insertInto('car_images')
      .values(
        images.map((image, position) => ({
          car_advertisement_id: car.id,
          hash: image.hash,
          ext: '.webp',
          width: 1200,
          height: 800,
          position,
          is_cover: image.isCover ?? false,
        })),
      )
      .execute();
  }
  return car;
}
