import { sql, type Kysely, type Selectable } from 'kysely';
import type { CarAdvertisement, CarImage, TeamHiding, UploadedImage } from '@ratai/domain';
import { CompiledShapes } from '../../db/compiled-shapes';
import type { CarAdvertisementsTable, Database } from '../../db/schema';
import type { FileStorage } from '../../storage/storage';
import { imageUrls, type ImageVariant } from '../../images/process-image';
import { carsWithMakeAndModel, joinedNames, toCarSummary, type CarSummaryRow } from './car-summary';
import { publicListing } from './public-listing';

/**
 * The read model of a car advertisement, shared by the car page, the owner's edit form and the
 * moderation queue. One statement for any number of cars: each car with its make and model, and
 * its images and features aggregated as JSON arrays by correlated sub-selects — never one query
 * per car. (It was three statements — cars, images, features — until the car page's benchmark
 * showed PostgreSQL spending most of the request's CPU parsing and planning three statements
 * for one row: tools/bench/api-search, "car by slug".)
 */

/** An image of the car as its JSON array holds it, in gallery order. */
interface ImageJson {
  id: number;
  hash: string;
  ext: string;
  is_cover: boolean;
}

/** A feature of the car as its JSON array holds it, in the catalogue's order. */
interface FeatureJson {
  id: number;
  name: string;
}

/** Every column of the car, with the make's and model's names and slugs of the card, its images and features. */
type CarRow = Selectable<CarAdvertisementsTable> & CarSummaryRow & { images: ImageJson[]; features: FeatureJson[] };

export type CarWithOwner = CarAdvertisement & { ownerId: number };

// ORDER BY inside json_agg: the order of a sub-select's rows is not guaranteed to reach the aggregate.
const IMAGES = sql<ImageJson[]>`(select coalesce(json_agg(json_build_object('id', i.id, 'hash', i.hash, 'ext', i.ext, 'is_cover', i.is_cover) order by i.position, i.id), '[]'::json) from car_images as i where i.car_advertisement_id = a.id)`;
const FEATURES = sql<FeatureJson[]>`(select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name) order by f.category_id, f.position), '[]'::json) from car_advertisement_features as af inner join car_features as f on f.id = af.feature_id where af.car_advertisement_id = a.id)`;

function baseQuery(db: Kysely<Database>) {
  return carsWithMakeAndModel(db)
    .selectAll('a')
    .select(['mk.name as make_name', 'mk.slug as make_slug', 'md.name as model_name', 'md.slug as model_slug'])
    .select([IMAGES.as('images'), FEATURES.as('features')]);
}

/**
 * The read model's statements, compiled once per shape (db/compiled-shapes.ts): the car page is
 * the second hot public read after the search, and Kysely's build + compile of the statement
 * would cost more CPU than the rest of the request.
 */
export const carStatements = {
  /**
   * One car by slug, with `is_public`: publicListing() — the search's rule (approved, visible, not
   * hidden by the team, owner not blocked) — as a column, which loadCarBySlug checks, rather than
   * in WHERE. In WHERE the rule matches the predicate of every public partial search index (ten of
   * them), and PostgreSQL then costs an index path for each to find one row by its unique slug:
   * on the bench's 50,000 listings that planning was ~0.2 ms of the statement's ~0.9 ms of CPU
   * (measured per backend from /proc, 4,000 statements; modules/cars/README.md). One shape
   * for the public and the owner's read, sent as a named prepared statement on PostgreSQL: the
   * rest of its cost was parsing and planning it again for every page view (db/prepared-statements.ts).
   */
  bySlug: new CompiledShapes<Database, { slug: string }>(
    (db, { slug }) => baseQuery(db).select(publicListing('a').as('is_public')).where('a.slug', '=', slug),
    [],
    { prepared: true },
  ),
  byIds: new CompiledShapes<Database, { ids: number[] }>((db, { ids }) => baseQuery(db).where('a.id', 'in', ids), []),
};

/** Cars by id, in the order of `ids`; missing ids are skipped. */
export async function loadCars(db: Kysely<Database>, storage: FileStorage, ids: number[]): Promise<CarWithOwner[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.executeQuery<CarRow>(carStatements.byIds.compile(db, { ids }));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [mapCar(storage, row)] : [];
  });
}

/** One car by slug; with `publicOnly` only an approved and visible one. */
export async function loadCarBySlug(
  db: Kysely<Database>,
  storage: FileStorage,
  slug: string,
  options: { publicOnly: boolean },
): Promise<CarWithOwner | null> {
  const row = (await db.executeQuery<CarRow & { is_public: boolean }>(carStatements.bySlug.compile(db, { slug }))).rows[0];
  if (!row || (options.publicOnly && !row.is_public)) return null;
  return mapCar(storage, row);
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

function mapCar(storage: FileStorage, row: CarRow): CarWithOwner {
  // The cover is the flagged image, else the first one (migration 0007's rule for cover_hash).
  const coverImage = row.images.find((image) => image.is_cover) ?? row.images[0];
  const cover = coverImage ? toUploadedImage(storage, coverImage.hash) : null;
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
    hiddenByTeam: teamHiding(row),
    headerImage,
    images: row.images.map((image) => toCarImage(storage, image)),
    ...card,
    carFeatures: row.features.map((feature) => ({ id: feature.id, name: feature.name })),
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

/** The team's hiding of a listing row (migration 0024), null when the team has not hidden it. */
export function teamHiding(row: { hidden_by_team_at: Date | string | null; hidden_by_team_reason: string | null }): TeamHiding | null {
  if (row.hidden_by_team_at === null) return null;
  return { reason: row.hidden_by_team_reason ?? '', hiddenAt: new Date(row.hidden_by_team_at).toISOString() };
}

/** Public view of a car: the owner's id is not for visitors. */
export function publicCar(car: CarWithOwner): CarAdvertisement {
  const { ownerId: _ownerId, ...rest } = car;
  return rest;
}
