import type { Insertable, Kysely } from 'kysely';
import type { AirConditioning, BodyType, DoorCount, Drivetrain, FuelType } from '@ratai/domain';
import { fromPricePerMonth } from '@ratai/pricing';
import type { CarAdvertisementsTable, Database } from '../schema';
import type { FileStorage } from '../../storage/storage';
import { processImage, storeImage } from '../../images/process-image';
import { CAR_COLORS, CITIES, DEMO_CARS, type DemoCarSeed } from './data/demo-cars';
import { CAR_MAKES } from './data/makes';
import type { CarImageRenderer, CarImageSpec } from './images';
import { SeededRandom } from './random';
import { slugify } from './slug';
import { ensureUser } from './team';

/**
 * Demo owners and their cars, for a local installation that looks like the real thing.
 * Everything random comes from one seeded generator and is drawn before any I/O, so the same
 * data come out on every run; the cars are written only when no demo owner has any car yet.
 */
type Db = Kysely<Database>;

/** The password of every demo account (documented in README.md; local data only). */
export const DEMO_PASSWORD = 'Demo2026!';

export const DEMO_OWNERS = {
  company: 'demo.imone@ratai.lt',
  personal: 'demo.asmuo@ratai.lt',
  onboarding: 'demo.naujas@ratai.lt',
} as const;

/** The year the demo data describe: fixed, so ages and mileages do not drift between runs. */
const DEMO_YEAR = 2026;
const SEED = 20260101;

/** World manufacturer identifiers, so demo VINs start the way real ones of the make do. */
const WMI: Record<string, string> = {
  volkswagen: 'WVW', toyota: 'JTD', skoda: 'TMB', audi: 'WAU', bmw: 'WBA', 'mercedes-benz': 'WDD', ford: 'WF0',
  opel: 'W0L', renault: 'VF1', peugeot: 'VF3', citroen: 'VF7', volvo: 'YV1', nissan: 'SJN', mazda: 'JMZ', kia: 'U5Y',
  hyundai: 'TMA', tesla: '5YJ', porsche: 'WP0', mitsubishi: 'JMB', subaru: 'JF1', dacia: 'UU1', seat: 'VSS',
  fiat: 'ZFA', lexus: 'JTH', 'land-rover': 'SAL', mini: 'WMW',
};
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

export interface DemoOwners {
  company: number;
  personal: number;
  onboarding: number;
}

/** The three demo accounts: a company (UAB), a private owner, and one still onboarding. */
export async function ensureDemoOwners(db: Db): Promise<DemoOwners> {
  const company = await ensureUser(db, { email: DEMO_OWNERS.company, password: DEMO_PASSWORD, roles: ['owner'], profileType: 'company' });
  const personal = await ensureUser(db, { email: DEMO_OWNERS.personal, password: DEMO_PASSWORD, roles: ['owner'], profileType: 'personal' });
  const onboarding = await ensureUser(db, { email: DEMO_OWNERS.onboarding, password: DEMO_PASSWORD, roles: ['owner'] });
  await db
    .insertInto('company_profiles')
    .values({
      user_id: company.id,
      name: 'UAB „Demo ratai“',
      company_code: '305123456',
      address: 'Ukmergės g. 120, Vilnius',
      vat_number: 'LT100012345610',
      email: DEMO_OWNERS.company,
      phone_number: '+37060000001',
      terms_of_service: true,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await db
    .insertInto('personal_profiles')
    .values({
      user_id: personal.id,
      name: 'Tomas',
      surname: 'Petrauskas',
      address: 'Savanorių pr. 45, Kaunas',
      individual_activity_certificate: '1045678',
      vat_number: null,
      email: DEMO_OWNERS.personal,
      phone_number: '+37060000002',
      terms_of_service: true,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return { company: company.id, personal: personal.id, onboarding: onboarding.id };
}

/** One demo car fully drawn: the row (without ids resolved at write time), its pictures and features. */
export interface DemoCarPlan {
  seed: DemoCarSeed;
  row: Omit<Insertable<CarAdvertisementsTable>, 'owner_id' | 'make_id' | 'model_id' | 'reviewed_by'>;
  images: CarImageSpec[];
  /** Feature names (resolved to ids at write time). */
  features: string[];
}

function doorCount(seed: DemoCarSeed): DoorCount {
  return ['coupe', 'convertible', 'sportCar'].includes(seed.bodyType) ? 'twoThree' : 'fourFive';
}

function seats(seed: DemoCarSeed, rng: SeededRandom): number {
  const byBody: Partial<Record<BodyType, number>> = { van: 3, sportCar: 4, coupe: 4 };
  if (seed.bodyType === 'minivan') return rng.pick([5, 7, 7]);
  if (seed.bodyType === 'convertible') return ['Z4', 'MX-5'].includes(seed.model) ? 2 : 4;
  return byBody[seed.bodyType] ?? 5;
}

function drivetrain(seed: DemoCarSeed): Drivetrain {
  if (seed.bodyType === 'suv' || seed.bodyType === 'pickup') return 'awd';
  if (['bmw', 'mercedes-benz', 'porsche', 'tesla'].includes(seed.make) || seed.bodyType === 'sportCar') return 'rear';
  if (seed.make === 'subaru' || seed.model === 'Mustang') return 'rear';
  return 'front';
}

/** l/100 km as owners quote it; plug-in hybrids by the official mixed cycle, electric cars 0. */
function consumption(fuel: FuelType, displacement: number, rng: SeededRandom): number {
  const base: Record<FuelType, [number, number]> = {
    petrol: [5.8, 7.5],
    diesel: [4.6, 6.2],
    petrolGas: [8.0, 9.8],
    hybrid: [4.1, 5.4],
    hybridGas: [5.4, 6.4],
    hybridDiesel: [4.4, 5.4],
    plugIn: [1.8, 2.6],
    electric: [0, 0],
  };
  const [low, high] = base[fuel];
  const large = fuel === 'electric' || fuel === 'plugIn' ? 0 : Math.max(0, (displacement - 2000) / 1000) * 1.6;
  return Math.round((low + rng.next() * (high - low) + large) * 10) / 10;
}

function airConditioning(year: number, rng: SeededRandom): AirConditioning {
  if (year >= 2012) return 'climateControl';
  return rng.chance(0.7) ? 'airConditioning' : 'climateControl';
}

function vin(make: string, rng: SeededRandom): string {
  let rest = '';
  for (let i = 0; i < 14; i += 1) rest += VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)];
  return `${WMI[make] ?? 'XXX'}${rest}`;
}

function description(seed: DemoCarSeed, makeName: string, odometer: number, consumptionL: number, rng: SeededRandom): string {
  const km = new Intl.NumberFormat('lt-LT').format(odometer);
  const lines = [
    `${makeName} ${seed.model}, ${seed.year} m., rida ${km} km. ${rng.pick([
      'Tvarkingas, reguliariai prižiūrėtas automobilis.',
      'Prižiūrėtas oficialiame servise, visa istorija.',
      'Vienas savininkas Lietuvoje, serviso knygelė.',
      'Techniškai tvarkingas, be investicijų.',
    ])}`,
  ];
  const byFuel: Record<FuelType, string> = {
    petrol: 'Patikimas benzininis variklis, nebrangus išlaikyti.',
    diesel: 'Ekonomiškas dyzelinis variklis – puikiai tinka ilgoms kelionėms.',
    petrolGas: 'Sumontuota sertifikuota dujų įranga: kuras kainuoja beveik perpus pigiau.',
    hybrid: `Ekonomiškas hibridas: mieste sunaudoja apie ${String(consumptionL).replace('.', ',')} l/100 km.`,
    hybridGas: 'Hibridas su dujų įranga – vienas pigiausių variantų daug važinėjantiems.',
    hybridDiesel: 'Dyzelinis hibridas: dyzelio ekonomiškumas ir elektros variklio pagalba mieste.',
    plugIn: 'Įkraunamas hibridas: kasdienes keliones galima nuvažiuoti vien elektra.',
    electric: 'Elektromobilis: įkrovimas namuose kainuoja vos kelis eurus, o priežiūra minimali.',
  };
  lines.push(byFuel[seed.fuelType]);
  if (seed.isForTaxi) lines.push('Paruoštas darbui su Bolt ir Uber: galiojanti techninė apžiūra, draudimas keleiviams vežti.');
  lines.push(`Automobilį galima apžiūrėti ${rng.pick(CITIES)}. Nuoma su išpirkimu – mėnesio įmoką apskaičiuokite skaičiuokle.`);
  return lines.join('\n\n');
}

const makeNames = new Map(CAR_MAKES.map((m) => [m.slug, m.name]));

/**
 * Draws every demo car: the random parts come from `rng` in a fixed order, so the plans (and the
 * pictures drawn from them) are the same on every run.
 */
export function planDemoCars(featureNames: string[], rng = new SeededRandom(SEED), now = new Date()): DemoCarPlan[] {
  return DEMO_CARS.map((seed, index) => {
    const makeName = makeNames.get(seed.make) ?? seed.make;
    const age = Math.max(0, DEMO_YEAR - seed.year);
    const perYear = seed.isForTaxi ? rng.int(35000, 60000) : rng.int(11000, 23000);
    const odometer = Math.min(480000, Math.round((age * perYear + rng.int(2000, 9000)) / 100) * 100);
    const consumptionL = consumption(seed.fuelType, seed.engineDisplacement, rng);
    const color = rng.pick(CAR_COLORS);
    // Two to four pictures, three on average less a little: ~180 pictures keep the first start short.
    const imageCount = rng.pick([2, 2, 3, 3, 4]);
    const features = rng.sample(featureNames, rng.int(4, 9));
    if ((seed.fuelType === 'petrolGas' || seed.fuelType === 'hybridGas') && !features.includes('Dujų įranga (LPG)')) {
      features.push('Dujų įranga (LPG)');
    }
    const suffix = Math.floor(rng.next() * 36 ** 6).toString(36).padStart(6, '0');
    const rim = Math.min(21, 15 + (seed.price > 10000 ? 1 : 0) + (seed.price > 20000 ? 1 : 0) + (['suv', 'pickup'].includes(seed.bodyType) ? 2 : 0));
    // Newest first on the site: the first cars of the list were "listed" most recently.
    const createdAt = new Date(now.getTime() - (index * 7 * 60 + rng.int(0, 300)) * 60_000);
    const reviewed = seed.status !== 'pending';
    const row: DemoCarPlan['row'] = {
      slug: `${seed.make}-${slugify(seed.model)}-${seed.year}-${suffix}`,
      visibility: seed.hidden ? 'hidden' : 'visible',
      review_status: seed.status ?? 'approved',
      rejection_reason: seed.status === 'rejected' ? (seed.rejectionReason ?? null) : null,
      vin_code: vin(seed.make, rng),
      production_year: seed.year,
      body_type: seed.bodyType,
      fuel_type: seed.fuelType,
      gearbox: seed.gearbox,
      door_count: doorCount(seed),
      engine_displacement: seed.engineDisplacement,
      engine_power: seed.enginePower,
      number_of_seats: seats(seed, rng),
      drivetrain: drivetrain(seed),
      inspection_year: rng.int(DEMO_YEAR, DEMO_YEAR + 2),
      inspection_month: rng.int(1, 12),
      rim_size: rim,
      air_conditioning: airConditioning(seed.year, rng),
      price: seed.price,
      average_fuel_consumption: consumptionL,
      odometer,
      description: description(seed, makeName, odometer, consumptionL, rng),
      is_for_taxi: seed.isForTaxi ?? false,
      from_price_per_month: fromPricePerMonth(seed.price),
      created_at: createdAt,
      updated_at: createdAt,
      reviewed_at: reviewed ? createdAt : null,
    };
    const images = Array.from({ length: imageCount }, (_, view) => ({
      make: makeName,
      model: seed.model,
      year: seed.year,
      bodyType: seed.bodyType,
      color,
      view,
    }));
    return { seed, row, images, features };
  });
}

/** Runs `fn` over `items` with at most `limit` at a time, keeping the order of the results. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export interface DemoCarsResult {
  cars: number;
  images: number;
  skipped: boolean;
}

/**
 * Writes the demo cars unless a demo owner already has a car. Pictures are drawn, re-encoded by
 * the same pipeline as an owner's upload (processImage) and stored first; the rows follow in one
 * transaction, so an interrupted run leaves no half-seeded car and the next start simply redoes it
 * (stored files are content-addressed, rewriting them is harmless).
 */
export async function seedDemoCars(
  db: Db,
  storage: FileStorage,
  owners: DemoOwners,
  teamUserId: number,
  options: { renderCarImage: CarImageRenderer; concurrency?: number },
): Promise<DemoCarsResult> {
  const ownerIds = [owners.company, owners.personal, owners.onboarding];
  const existing = await db.selectFrom('car_advertisements').select('id').where('owner_id', 'in', ownerIds).limit(1).executeTakeFirst();
  if (existing) return { cars: 0, images: 0, skipped: true };

  const features = await db.selectFrom('car_features').select(['id', 'name']).orderBy('id').execute();
  const featureIds = new Map(features.map((f) => [f.name, f.id]));
  const models = await db
    .selectFrom('car_models as md')
    .innerJoin('car_makes as mk', 'mk.id', 'md.make_id')
    .select(['mk.id as make_id', 'mk.slug as make_slug', 'md.id as model_id', 'md.slug as model_slug'])
    .execute();
  const modelIds = new Map(models.map((m) => [`${m.make_slug}/${m.model_slug}`, m]));

  const plans = planDemoCars(features.map((f) => f.name));
  const jobs = plans.flatMap((plan, carIndex) => plan.images.map((spec, position) => ({ carIndex, position, spec })));
  // Identical pictures share a hash and so a file: store each once, or two writers of the same
  // file race each other.
  const storing = new Map<string, Promise<unknown>>();
  const stored = await mapLimit(jobs, options.concurrency ?? 2, async (job) => {
    const processed = await processImage(await options.renderCarImage(job.spec));
    if (!storing.has(processed.hash)) storing.set(processed.hash, storeImage(storage, processed));
    await storing.get(processed.hash);
    return { ...job, hash: processed.hash, ext: processed.ext, width: processed.width, height: processed.height };
  });

  await db.transaction().execute(async (trx) => {
    for (const [carIndex, plan] of plans.entries()) {
      const ids = modelIds.get(`${plan.seed.make}/${slugify(plan.seed.model)}`);
      if (!ids) throw new Error(`Demo car ${plan.seed.make} ${plan.seed.model} has no seeded model`);
      const car = await trx
        .insertInto('car_advertisements')
        .values({
          ...plan.row,
          owner_id: plan.seed.owner === 'personal' ? owners.personal : owners.company,
          make_id: ids.make_id,
          model_id: ids.model_id,
          reviewed_by: plan.row.reviewed_at ? teamUserId : null,
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!car) continue;
      const images = stored.filter((s) => s.carIndex === carIndex);
      await trx
        .insertInto('car_images')
        .values(
          images.map((image) => ({
            car_advertisement_id: car.id,
            hash: image.hash,
            ext: image.ext,
            width: image.width,
            height: image.height,
            position: image.position,
            is_cover: image.position === 0,
          })),
        )
        .execute();
      const chosen = plan.features.flatMap((name) => {
        const id = featureIds.get(name);
        return id === undefined ? [] : [{ car_advertisement_id: car.id, feature_id: id }];
      });
      if (chosen.length > 0) await trx.insertInto('car_advertisement_features').values(chosen).execute();
    }
  });
  return { cars: plans.length, images: stored.length, skipped: false };
}
