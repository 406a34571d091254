import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { sql, type Insertable, type Kysely } from 'kysely';
import {
  AIR_CONDITIONING_TYPES,
  BODY_TYPES,
  type AirConditioning,
  type BodyType,
  type Drivetrain,
  type FuelType,
  type Gearbox,
} from '@ratai/domain';
import { fromPricePerMonth } from '@ratai/pricing';
import type { AppConfig } from '../../../apps/api/src/config/env';
import type { CarAdvertisementsTable, Database } from '../../../apps/api/src/db/schema';
import { seedDatabase } from '../../../apps/api/src/db/seed';
import { DiskStorage } from '../../../apps/api/src/storage/storage';
import { log, prng, weighted } from './common';

/** Rows per INSERT (≈ 30 parameters a row stays well below PostgreSQL's 65,535). */
const BATCH = 1000;

/** Makes people actually sell in Lithuania, most common first; seeded makes are ranked by it. */
const POPULAR = [
  'volkswagen', 'toyota', 'bmw', 'audi', 'skoda', 'mercedes-benz', 'opel', 'ford', 'volvo', 'peugeot',
  'renault', 'nissan', 'honda', 'mazda', 'hyundai', 'kia', 'citroen', 'seat', 'tesla', 'lexus',
];

/** Used only when the API's seed did not create reference data (seed not ready yet). */
const FALLBACK_MAKES: Record<string, string[]> = {
  Volkswagen: ['Golf', 'Passat', 'Touran', 'Tiguan', 'Polo', 'Sharan'],
  Toyota: ['Corolla', 'Avensis', 'RAV4', 'Prius', 'Auris', 'Yaris'],
  BMW: ['3 serija', '5 serija', 'X3', 'X5', '1 serija'],
  Audi: ['A4', 'A6', 'A3', 'Q5', 'Q7'],
  Skoda: ['Octavia', 'Superb', 'Fabia', 'Kodiaq'],
  'Mercedes-Benz': ['C klasė', 'E klasė', 'A klasė', 'Vito'],
  Opel: ['Astra', 'Insignia', 'Zafira', 'Corsa'],
  Ford: ['Focus', 'Mondeo', 'Galaxy', 'Transit'],
  Volvo: ['V60', 'XC60', 'V70', 'XC90'],
  Peugeot: ['308', '508', '3008', '5008'],
  Renault: ['Megane', 'Laguna', 'Scenic', 'Clio'],
  Nissan: ['Qashqai', 'Leaf', 'X-Trail'],
  Honda: ['Civic', 'Accord', 'CR-V'],
  Mazda: ['6', '3', 'CX-5'],
  Hyundai: ['i30', 'Tucson', 'Ioniq'],
  Kia: ['Ceed', 'Sportage', 'Niro'],
  Tesla: ['Model 3', 'Model Y', 'Model S'],
};

const FUELS: readonly FuelType[] = ['petrol', 'diesel', 'petrolGas', 'hybrid', 'hybridGas', 'hybridDiesel', 'plugIn', 'electric'];
const FUEL_WEIGHTS = [30, 35, 5, 12, 2, 3, 5, 8];
const BODY_WEIGHTS: Record<BodyType, number> = {
  sedan: 22, hatchback: 18, suv: 14, crossover: 10, coupe: 3, convertible: 1,
  stationWagon: 20, minivan: 6, pickup: 1, van: 4, sportCar: 1,
};
const DRIVETRAINS: readonly Drivetrain[] = ['front', 'rear', 'awd'];
const AC_WEIGHTS: Record<AirConditioning, number> = { airConditioning: 40, climateControl: 55, none: 5 };
const DESCRIPTIONS = [
  'Tvarkingas, reguliariai prižiūrėtas automobilis. Serviso istorija, dvi rakto kopijos, žieminės padangos.',
  'Puikiai tinka darbui ir šeimai. Nauji stabdžiai, pakeisti tepalai, techninė apžiūra galioja.',
  'Ekonomiškas ir patikimas. Parkavimo davikliai, šildomos sėdynės, navigacija.',
  'Automobilis nuomai su išpirkimu: dokumentai tvarkingi, galima apžiūrėti Vilniuje.',
];

export interface SeedReport {
  listings: number;
  makes: number;
  models: number;
  features: number;
  referenceFrom: 'api seed' | 'fallback';
  seconds: number;
}

/** Context the API's seed needs; `log` is a warn-level Fastify logger. */
function seedContext(db: Kysely<Database>, config: AppConfig) {
  const logger = Fastify({ logger: { level: 'warn' } }).log;
  return { db, config, storage: new DiskStorage(config.uploadsDir, config.publicUrl), log: logger };
}

/**
 * Reference data through the API's own seed (seedDemo=false: team user, makes/models, features,
 * articles); falls back to a small built-in make/model list when the seed created none.
 */
async function seedReference(db: Kysely<Database>, config: AppConfig): Promise<'api seed' | 'fallback'> {
  try {
    await seedDatabase(seedContext(db, { ...config, seedDemo: false }));
  } catch (error) {
    log(`seedDatabase failed (${error instanceof Error ? error.message : String(error)}); using fallback makes`);
  }
  const { count } = await db.selectFrom('car_models').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  if (Number(count) > 0) return 'api seed';
  for (const [name, models] of Object.entries(FALLBACK_MAKES)) {
    const make = await db
      .insertInto('car_makes')
      .values({ name, slug: slugify(name) })
      .onConflict((oc) => oc.column('slug').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!make) continue;
    await db
      .insertInto('car_models')
      .values(models.map((m) => ({ make_id: make.id, name: m, slug: slugify(m) })))
      .execute();
  }
  return 'fallback';
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

async function createOwner(db: Kysely<Database>): Promise<number> {
  const email = `bench-owner-${Date.now()}@ratai.test`;
  const user = await db
    .insertInto('users')
    .values({ email, password_hash: null, profile_type: 'company' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: user.id, role: 'owner' }).execute();
  await db
    .insertInto('company_profiles')
    .values({
      user_id: user.id,
      name: 'UAB Bench ratai',
      company_code: '304567890',
      address: 'Gedimino pr. 1, Vilnius',
      vat_number: null,
      email,
      phone_number: '+37061234567',
      terms_of_service: true,
    })
    .execute();
  return user.id;
}

interface MakeChoice {
  id: number;
  slug: string;
  models: { id: number; slug: string }[];
}

/** Makes with at least one model, ranked: popular slugs first, then by id. */
async function loadMakes(db: Kysely<Database>): Promise<MakeChoice[]> {
  const rows = await db
    .selectFrom('car_models as md')
    .innerJoin('car_makes as mk', 'mk.id', 'md.make_id')
    .select(['mk.id as make_id', 'mk.slug as make_slug', 'md.id as model_id', 'md.slug as model_slug'])
    .orderBy('mk.id')
    .orderBy('md.id')
    .execute();
  const byMake = new Map<number, MakeChoice>();
  for (const r of rows) {
    const make = byMake.get(r.make_id) ?? { id: r.make_id, slug: r.make_slug, models: [] };
    make.models.push({ id: r.model_id, slug: r.model_slug });
    byMake.set(r.make_id, make);
  }
  const rank = (slug: string) => {
    const i = POPULAR.indexOf(slug);
    return i === -1 ? POPULAR.length : i;
  };
  return [...byMake.values()].sort((a, b) => rank(a.slug) - rank(b.slug) || a.id - b.id);
}

/** Zipf-like weights: rank 0 is the most common. */
const zipf = (n: number, s: number) => Array.from({ length: n }, (_, i) => 1 / Math.pow(i + 1, s));

const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/**
 * Fills a freshly migrated database: reference data, one owner, `listings` approved + visible
 * cars (deterministic spread), one cover image row per car, a few features per car, the
 * `extraSql` statements if any, then VACUUM ANALYZE so the planner sees a steady-state table (as autovacuum would leave it).
 */
export async function seedBench(
  db: Kysely<Database>,
  config: AppConfig,
  listings: number,
  label: string,
  extraSql: string[] = [],
): Promise<SeedReport> {
  const started = Date.now();
  const referenceFrom = await seedReference(db, config);
  const ownerId = await createOwner(db);
  const makes = await loadMakes(db);
  if (makes.length === 0) throw new Error('no car makes/models to seed listings with');
  const makeWeights = zipf(makes.length, 0.9);
  const modelWeights = new Map(makes.map((m) => [m.id, zipf(m.models.length, 0.8)]));
  const features = (await db.selectFrom('car_features').select('id').orderBy('id').execute()).map((f) => f.id);

  const random = prng(20260101);
  const now = Date.now();
  const thisYear = new Date().getFullYear();
  const bodyTypes = BODY_TYPES as readonly BodyType[];
  const bodyWeights = bodyTypes.map((b) => BODY_WEIGHTS[b]);
  const acTypes = AIR_CONDITIONING_TYPES as readonly AirConditioning[];
  const acWeights = acTypes.map((a) => AC_WEIGHTS[a]);
  const gauss = () => {
    const u = 1 - random();
    const v = random();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };

  for (let offset = 0; offset < listings; offset += BATCH) {
    const count = Math.min(BATCH, listings - offset);
    const cars: Insertable<CarAdvertisementsTable>[] = [];
    for (let k = 0; k < count; k++) {
      const n = offset + k;
      const make = weighted(random, makes, makeWeights);
      const model = weighted(random, make.models, modelWeights.get(make.id) ?? []);
      // Years 2005–2025, most of them around 2013–2019.
      const year = 2005 + Math.min(20, Math.floor(((random() + random() + random()) / 3) * 21));
      const age = Math.max(1, 2026 - year);
      const price = Math.min(50000, Math.max(2000, Math.round((45000 * Math.exp(-0.13 * age) * Math.exp(0.35 * gauss())) / 100) * 100));
      const fuel = weighted(random, FUELS, FUEL_WEIGHTS);
      const body = weighted(random, bodyTypes, bodyWeights);
      const electric = fuel === 'electric';
      const gearbox: Gearbox = electric || random() < 0.35 + (year - 2005) * 0.025 ? 'automatic' : 'manual';
      const createdAt = new Date(now - Math.floor(random() * 365 * 86_400_000));
      cars.push({
        owner_id: ownerId,
        slug: `${make.slug}-${model.slug}-${year}-${(n + 1).toString(36)}`,
        visibility: 'visible',
        review_status: 'approved',
        make_id: make.id,
        model_id: model.id,
        vin_code: Array.from({ length: 17 }, () => VIN_ALPHABET[Math.floor(random() * VIN_ALPHABET.length)]).join(''),
        production_year: year,
        body_type: body,
        fuel_type: fuel,
        gearbox,
        door_count: body === 'coupe' || body === 'convertible' || body === 'sportCar' ? 'twoThree' : random() < 0.92 ? 'fourFive' : 'twoThree',
        engine_displacement: electric ? 0 : 1000 + Math.floor(random() * 21) * 100,
        engine_power: 50 + Math.floor(random() * 200),
        number_of_seats: body === 'minivan' ? 7 : body === 'van' ? 3 : body === 'coupe' || body === 'sportCar' ? 4 : 5,
        drivetrain: weighted(random, DRIVETRAINS, [60, 15, 25]),
        inspection_year: thisYear + (random() < 0.5 ? 0 : 1),
        inspection_month: 1 + Math.floor(random() * 12),
        rim_size: 15 + Math.floor(random() * 6),
        air_conditioning: weighted(random, acTypes, acWeights),
        price,
        average_fuel_consumption: electric ? '0.0' : (4 + random() * 5.5).toFixed(1),
        odometer: Math.max(1000, Math.round(age * (12_000 + random() * 13_000))),
        description: DESCRIPTIONS[n % DESCRIPTIONS.length],
        is_for_taxi: random() < 0.1,
        from_price_per_month: fromPricePerMonth(price),
        created_at: createdAt,
        updated_at: createdAt,
        reviewed_at: new Date(Math.min(now, createdAt.getTime() + 86_400_000)),
      });
    }
    const inserted = await db.insertInto('car_advertisements').values(cars).returning(['id', 'slug']).execute();
    await db
      .insertInto('car_images')
      .values(
        inserted.map((car) => ({
          car_advertisement_id: car.id,
          hash: createHash('sha256').update(car.slug).digest('hex'),
          ext: 'webp',
          width: 1600,
          height: 1200,
          position: 0,
          is_cover: true,
        })),
      )
      .execute();
    if (features.length > 0) {
      const links: { car_advertisement_id: number; feature_id: number }[] = [];
      for (const car of inserted) {
        const picked = new Set<number>();
        const want = Math.min(features.length, 3 + Math.floor(random() * 6));
        for (let tries = 0; picked.size < want && tries < want * 4; tries++) picked.add(features[Math.floor(random() * features.length)]);
        for (const id of picked) links.push({ car_advertisement_id: car.id, feature_id: id });
      }
      await db.insertInto('car_advertisement_features').values(links).execute();
    }
    const done = offset + count;
    if (done % 10_000 === 0 || done === listings) log(`${label}: ${done}/${listings} listings`);
  }

  // Experiments (BENCH_EXTRA_SQL), e.g. a candidate index, before the planner statistics.
  for (const statement of extraSql) await sql.raw(statement).execute(db);
  await sql`vacuum analyze car_advertisements, car_images, car_advertisement_features, car_makes, car_models, car_features`.execute(db);
  return {
    listings,
    makes: makes.length,
    models: makes.reduce((s, m) => s + m.models.length, 0),
    features: features.length,
    referenceFrom,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}

/** The make with most public listings: the "common make" of the filtered search. */
export async function commonMakeSlug(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('car_advertisements as a')
    .innerJoin('car_makes as mk', 'mk.id', 'a.make_id')
    .select(['mk.slug', (eb) => eb.fn.countAll<number>().as('n')])
    .where('a.review_status', '=', 'approved')
    .where('a.visibility', '=', 'visible')
    .groupBy('mk.slug')
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.slug;
}

/** A fixed spread of public slugs (every ~N-th car) for the car-page benchmark. */
export async function sampleSlugs(db: Kysely<Database>, count: number): Promise<string[]> {
  const rows = await db
    .selectFrom('car_advertisements')
    .select(['id', 'slug'])
    .where('review_status', '=', 'approved')
    .where('visibility', '=', 'visible')
    .orderBy('id')
    .execute();
  const step = Math.max(1, Math.floor(rows.length / count));
  const picked = rows.filter((_, i) => i % step === 0).slice(0, count).map((r) => r.slug);
  // Deterministic shuffle, so consecutive requests hit unrelated rows.
  const random = prng(7);
  for (let i = picked.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [picked[i], picked[j]] = [picked[j], picked[i]];
  }
  return picked;
}
