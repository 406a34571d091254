import sharp from 'sharp';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import type { TestApp } from '../helpers/build-test-app';

/**
 * Shared by the listing and moderation suites: reference data, valid form fields, images made
 * with sharp, multipart bodies built with the platform's own FormData (so boundaries and
 * headers are exactly what a browser sends) and a look at the stored files (disk or bucket).
 */

export interface Catalog {
  makeId: number;
  modelId: number;
  otherMakeId: number;
  /** A model of the other make, to try a model that does not belong to the make. */
  otherModelId: number;
  featureIds: number[];
}

/** Inserts two makes with a model each and a feature category with three features. */
export async function seedCatalog(db: Kysely<Database>): Promise<Catalog> {
  const make = await db.insertInto('car_makes').values({ name: 'Škoda', slug: 'skoda' }).returning('id').executeTakeFirstOrThrow();
  const model = await db
    .insertInto('car_models')
    .values({ make_id: make.id, name: 'Octavia Žalia', slug: 'octavia-zalia' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const other = await db.insertInto('car_makes').values({ name: 'Volvo', slug: 'volvo' }).returning('id').executeTakeFirstOrThrow();
  const otherModel = await db
    .insertInto('car_models')
    .values({ make_id: other.id, name: 'V70', slug: 'v70' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const category = await db
    .insertInto('car_feature_categories')
    .values({ name: 'Komfortas', position: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const features = await db
    .insertInto('car_features')
    .values([
      { category_id: category.id, name: 'Šildomos sėdynės', position: 1 },
      { category_id: category.id, name: 'Navigacija', position: 2 },
      { category_id: category.id, name: 'Kablys', position: 3 },
    ])
    .returning('id')
    .execute();
  return { makeId: make.id, modelId: model.id, otherMakeId: other.id, otherModelId: otherModel.id, featureIds: features.map((f) => f.id) };
}

/** Every required text field of the form, valid; `overrides` replace or (with undefined) drop fields. */
export function listingFields(catalog: Catalog, overrides: Record<string, string | string[] | undefined> = {}): Record<string, string | string[]> {
  const year = new Date().getFullYear();
  const fields: Record<string, string | string[] | undefined> = {
    carMake: String(catalog.makeId),
    carModel: String(catalog.modelId),
    vinCode: 'WVWZZZ1KZ6W000001',
    productionYear: '2016',
    bodyType: 'stationWagon',
    fuelType: 'diesel',
    gearbox: 'automatic',
    doorCount: 'fourFive',
    engineDisplacement: '1968',
    enginePower: '110',
    numberOfSeats: '5',
    drivetrain: 'front',
    inspectionYear: String(year + 1),
    inspectionMonth: '6',
    rimSize: '17',
    airConditioning: 'climateControl',
    price: '8500',
    averageFuelConsumption: '5,6',
    odometer: '185000',
    description: 'Tvarkingas automobilis, viena savininkė.',
    carFeatures: catalog.featureIds.slice(0, 2).map(String),
    isForTaxi: 'true',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined));
}

/** A plain-colour PNG; each colour gives a different image, hence a different stored file. */
export function png(width: number, height: number, colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

/** A JPEG carrying EXIF (copyright and GPS position) that must not survive the upload. */
export function jpegWithExif(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'Slapta savininko informacija', Artist: 'Jonas' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '54/1 41/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '25/1 16/1 0/1' },
    })
    .toBuffer();
}

export const RED = { r: 200, g: 30, b: 30 };
export const GREEN = { r: 30, g: 180, b: 60 };
export const BLUE = { r: 30, g: 60, b: 200 };
export const GREY = { r: 120, g: 120, b: 120 };
export const YELLOW = { r: 230, g: 210, b: 40 };

export interface UploadFile {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

export const pngFile = (field: string, data: Buffer, name = 'nuotrauka.png'): UploadFile => ({ field, name, type: 'image/png', data });
export const jpegFile = (field: string, data: Buffer, name = 'nuotrauka.jpg'): UploadFile => ({ field, name, type: 'image/jpeg', data });

/** A multipart body and its headers, as a browser would send the form. */
export async function multipart(
  fields: Record<string, string | string[]>,
  files: UploadFile[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  }
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const request = new Request('http://ratai.test/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return { payload, headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

/** Sends a multipart form with `auth` headers; answers the inject response. */
export async function sendForm(
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  auth: Record<string, string>,
  fields: Record<string, string | string[]>,
  files: UploadFile[] = [],
) {
  const body = await multipart(fields, files);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...auth, ...body.headers } });
}

/** Names of the stored car image files (sorted), on disk or in the bucket (TEST_STORAGE=s3). */
export function storedFiles(t: TestApp): Promise<string[]> {
  return t.storedFiles('cars/');
}


/** The three stored files (card, gallery, full) of an image hash. */
export const filesOf = (hash: string) => [480, 1024, 1920].map((width) => `${hash}-${width}.webp`);

/** Row counts of the listing tables, to prove a failed request wrote nothing. */
export async function listingRowCounts(db: Kysely<Database>) {
  const count = async (table: 'car_advertisements' | 'car_images' | 'car_advertisement_features') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  return {
    cars: await count('car_advertisements'),
    images: await count('car_images'),
    features: await count('car_advertisement_features'),
  };
}

/** Field errors of an error body, as `path.join('.') → message` pairs. */
export function fieldErrors(body: unknown): Record<string, string> {
  const details = (body as { error?: { details?: { errors?: { path: string[]; message: string }[] } } }).error?.details;
  return Object.fromEntries((details?.errors ?? []).map((e) => [e.path.join('.'), e.message]));
}
