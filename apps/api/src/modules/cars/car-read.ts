import type { Kysely, Selectable } from 'kysely';
import type { CarAdvertisement, CarImage, UploadedImage } from '@ratai/domain';
import { CompiledShapes } from '../../db/compiled-shapes';
import type { CarAdvertisementsTable, CarImagesTable, Database } from '../../db/schema';
import type { FileStorage } from '../../storage/storage';
import { imageUrls, type ImageVariant } from '../../images/process-image';
import { carsWithMakeAndModel, joinedNames, toCarSummary, type CarSummaryRow } from './car-summary';

/**
 * The read model of a car advertisement, shared by the car page, the owner's edit form and the
 * moderation queue. Three queries for any number of cars: the cars with make and model, their
 * images, their features — never one query per car.
 */

/** Every column of the car, with the make's and model's names and slugs of the card. */
type CarRow = Selectable<CarAdvertisementsTable> & CarSummaryRow;

export type CarWithOwner = CarAdvertisement & { ownerId: number };

function baseQuery(db: Kysely<Database>) {
  return carsWithMakeAndModel(db)
    .selectAll('a')
    .select(['mk.name as make_name', 'mk.slug as make_slug', 'md.name as model_name', 'md.slug as model_slug']);
}

/** Cars by id, in the order of `ids`; missing ids are skipped. */
export async function loadCars(db: Kysely<Database>, storage: FileStorage, ids: number[]): Promise<CarWithOwner[]> {
  if (ids.length === 0) return [];
  const rows = (await baseQuery(db).where('a.id', 'in', ids).execute()) as CarRow[];
  return attach(db, storage, rows, ids);
}

/**
 * The car page's statements, compiled once per shape (db/compiled-shapes.ts): the car page is
 * the second hot public read after the search, and Kysely's build + compile of its three
 * statements cost more CPU than the rest of the request.
 */
export const carStatements = {
  bySlug: new CompiledShapes<Database, { slug: string; publicOnly: boolean }>((db, { slug, publicOnly }) => {
    let query = baseQuery(db).where('a.slug', '=', slug);
    if (publicOnly) query = query.where('a.review_status', '=', 'approved').where('a.visibility', '=', 'visible');
    return query;
  }, []),
  images: new CompiledShapes<Database, { ids: number[] }>(
    (db, { ids }) =>
      db
        .selectFrom('car_images')
        .select(['id', 'car_advertisement_id', 'hash', 'ext', 'position', 'is_cover'])
        .where('car_advertisement_id', 'in', ids)
        .orderBy('car_advertisement_id')
        .orderBy('position'),
    [],
  ),
  features: new CompiledShapes<Database, { ids: number[] }>(
    (db, { ids }) =>
      db
        .selectFrom('car_advertisement_features as af')
        .innerJoin('car_features as f', 'f.id', 'af.feature_id')
        .select(['af.car_advertisement_id', 'f.id', 'f.name'])
        .where('af.car_advertisement_id', 'in', ids)
        .orderBy('f.category_id')
        .orderBy('f.position'),
    [],
  ),
};

type ImageRow = Pick<Selectable<CarImagesTable>, 'id' | 'car_advertisement_id' | 'hash' | 'ext' | 'position' | 'is_cover'>;
type FeatureRow = { car_advertisement_id: number; id: number; name: string };

/** One car by slug; with `publicOnly` only an approved and visible one. */
export async function loadCarBySlug(
  db: Kysely<Database>,
  storage: FileStorage,
  slug: string,
  options: { publicOnly: boolean },
): Promise<CarWithOwner | null> {
  const row = (await db.executeQuery<CarRow>(carStatements.bySlug.compile(db, { slug, publicOnly: options.publicOnly }))).rows[0];
  if (!row) return null;
  const [car] = await attach(db, storage, [row], [row.id]);
  return car ?? null;
}

async function attach(db: Kysely<Database>, storage: FileStorage, rows: CarRow[], order: number[]): Promise<CarWithOwner[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [{ rows: images }, { rows: features }] = await Promise.all([
    db.executeQuery<ImageRow>(carStatements.images.compile(db, { ids })),
    db.executeQuery<FeatureRow>(carStatements.features.compile(db, { ids })),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return order.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = images.filter((i) => i.car_advertisement_id === id);
    const cover = own.find((i) => i.is_cover) ?? own[0];
    return [
      mapCar(
        row,
        own.map((i) => toCarImage(storage, i)),
        cover ? toUploadedImage(storage, cover.hash) : null,
        features.filter((f) => f.car_advertisement_id === id).map((f) => ({ id: f.id, name: f.name })),
      ),
    ];
  });
}

export function toCarImage(storage: FileStorage, image: { id: number; hash: string; ext: string }): CarImage {
  const formats = imageUrls(storage, image.hash);
  return { id: image.id, url: formats.full, hash: image.hash, ext: image.ext, formats };
}

/** An image shown at one width — the gallery's unless the view says otherwise — with all three URLs. */
export function toUploadedImage(storage: FileStorage, hash: string, width: ImageVariant = 'gallery'): UploadedImage {
  const formats = imageUrls(storage, hash);
  return { url: formats[width], formats };
}

function mapCar(row: CarRow, images: CarImage[], cover: UploadedImage | null, carFeatures: { id: number; name: string }[]): CarWithOwner {
  // The card fields that the read model interleaves with its own are taken out of the summary,
  // so the JSON keeps its field order (owner after the id, state before the cover, images after it).
  const { id, slug, headerImage, ...card } = toCarSummary(row, joinedNames(row), cover);
  return {
    id,
    ownerId: row.owner_id,
    slug,
    visibility: row.visibility,
    reviewStatus: row.review_status,
    rejectionReason: row.rejection_reason,
    headerImage,
    images,
    ...card,
    carFeatures,
    vinCode: row.vin_code,
    doorCount: row.door_count,
    enginePower: row.engine_power,
    numberOfSeats: row.number_of_seats,
    drivetrain: row.drivetrain,
    inspectionYear: row.inspection_year,
    inspectionMonth: row.inspection_month,
    rimSize: row.rim_size,
    airConditioning: row.air_conditioning,
    averageFuelConsumption: Number(row.average_fuel_consumption),
    description: row.description,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Public view of a car: the owner's id is not for visitors. */
export function publicCar(car: CarWithOwner): CarAdvertisement {
  const { ownerId: _ownerId, ...rest } = car;
  return rest;
}
