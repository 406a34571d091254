import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ReviewStatus, Visibility } from '@ratai/domain';
import type { Database } from '../../src/db/schema';
import { commonCarColumns } from '../helpers/fixtures';

/**
 * Helpers of the accounts suites. Every login and registration is rate limited per client IP,
 * so each test takes addresses of its own from `nextIp()` — tests then never share a counter.
 */
let ipCounter = 0;
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'savininkas'): string {
  emailCounter += 1;
  return `${prefix}${emailCounter}-${randomBytes(3).toString('hex')}@pavyzdys.lt`;
}

/** A registration body as the register form sends it (spec §3). */
export function registerBody(email: string, password = 'Slaptas123!') {
  return { identifier: email, email, username: email, password, termsAgreed: true, marketingAgreed: true };
}

const b64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A hand-made JWT, to test what the API does with tokens it did not issue. */
export function craftToken(options: {
  alg: 'HS256' | 'none' | 'HS512';
  secret?: string;
  payload: Record<string, unknown>;
}): string {
  const head = `${b64url({ alg: options.alg, typ: 'JWT' })}.${b64url(options.payload)}`;
  if (options.alg === 'none') return `${head}.`;
  const digest = options.alg === 'HS256' ? 'sha256' : 'sha512';
  return `${head}.${createHmac(digest, options.secret ?? '').update(head).digest('base64url')}`;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let slugCounter = 0;

/** A make and a model to hang listings on; unique per call. */
export async function insertMakeAndModel(db: Kysely<Database>) {
  slugCounter += 1;
  const make = await db
    .insertInto('car_makes')
    .values({ name: `Toyota ${slugCounter}`, slug: `toyota-${slugCounter}-${randomBytes(2).toString('hex')}` })
    .returning(['id', 'name', 'slug'])
    .executeTakeFirstOrThrow();
  const model = await db
    .insertInto('car_models')
    .values({ make_id: make.id, name: 'Corolla', slug: 'corolla' })
    .returning(['id', 'name', 'slug'])
    .executeTakeFirstOrThrow();
  return { make, model };
}

/** Inserts a listing straight into the database, optionally with images (`covers` first is the cover). */
export async function insertListing(
  db: Kysely<Database>,
  ownerId: number,
  options: {
    makeId: number;
    modelId: number;
    reviewStatus?: ReviewStatus;
    visibility?: Visibility;
    rejectionReason?: string | null;
    price?: number;
    imageHashes?: string[];
    createdAt?: string;
  },
) {
  slugCounter += 1;
  const listing = await db
    .insertInto('car_advertisements')
    .values({
      owner_id: ownerId,
      slug: `toyota-corolla-${slugCounter}-${randomBytes(3).toString('hex')}`,
      visibility: options.visibility ?? 'visible',
      review_status: options.reviewStatus ?? 'pending',
      rejection_reason: options.rejectionReason ?? null,
      make_id: options.makeId,
      model_id: options.modelId,
      vin_code: 'JTDBR32E720123456',
      production_year: 2018,
      fuel_type: 'hybrid',
      gearbox: 'automatic',
      engine_displacement: 1798,
      engine_power: 90,
      ...commonCarColumns,
      price: options.price ?? 12500,
      average_fuel_consumption: '4.5',
      odometer: 145000,
      is_for_taxi: true,
      from_price_per_month: 390,
      ...(options.createdAt ? { created_at: options.createdAt, updated_at: options.createdAt } : {}),
    })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow();
  const hashes = options.imageHashes ?? [];
  for (const [position, hash] of hashes.entries()) {
    await db
      .insertInto('car_images')
      .values({ car_advertisement_id: listing.id, hash, ext: '.webp', width: 1920, height: 1080, position, is_cover: position === 0 })
      .execute();
  }
  return listing;
}

/** A random 32-hex image hash, shaped like the ones process-image produces. */
export const randomHash = () => randomBytes(16).toString('hex');
