import type { Insertable, Kysely } from 'kysely';
import type { ProfileType } from '@ratai/domain';
import type { FastifyInstance } from 'fastify';
import type { CarAdvertisementsTable, Database } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/accounts/password';

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` for inject. */
  auth: { authorization: string };
}

let counter = 0;

/**
 * Inserts a user straight into the database (fast; no HTTP). `profile` creates a complete
 * company or personal profile; null leaves the user still onboarding.
 */
export async function createUser(
  app: FastifyInstance,
  db: Kysely<Database>,
  options: { profile?: ProfileType | null; roles?: string[]; email?: string; password?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `savininkas${counter}-${Date.now()}@pavyzdys.lt`;
  const password = options.password ?? 'Slaptas123!';
  const profile = options.profile === undefined ? 'company' : options.profile;
  const user = await db
    .insertInto('users')
    .values({ email, password_hash: await hashPassword(password), profile_type: profile })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const role of options.roles ?? ['owner']) {
    await db.insertInto('user_roles').values({ user_id: user.id, role }).execute();
  }
  if (profile === 'company') {
    await db
      .insertInto('company_profiles')
      .values({
        user_id: user.id,
        name: 'UAB Testo ratai',
        company_code: '304567890',
        address: 'Gedimino pr. 1, Vilnius',
        vat_number: null,
        email,
        phone_number: '+37061234567',
        terms_of_service: true,
      })
      .execute();
  } else if (profile === 'personal') {
    await db
      .insertInto('personal_profiles')
      .values({
        user_id: user.id,
        name: 'Jonas',
        surname: 'Jonaitis',
        address: 'Laisvės al. 10, Kaunas',
        individual_activity_certificate: '1234567',
        vat_number: null,
        email,
        phone_number: '+37061234567',
        terms_of_service: true,
      })
      .execute();
  }
  const token = await app.signToken(user.id);
  return { id: user.id, email, password, token, auth: { authorization: `Bearer ${token}` } };
}

export const createTeamUser = (app: FastifyInstance, db: Kysely<Database>) =>
  createUser(app, db, { roles: ['team'], profile: null });

/** The car_advertisements columns that every test car written straight into the database shares (the accounts, applications and catalog suites' insertListing/insertCar). */
export const commonCarColumns = {
  body_type: 'sedan',
  door_count: 'fourFive',
  number_of_seats: 5,
  drivetrain: 'front',
  inspection_year: 2027,
  inspection_month: 5,
  rim_size: 16,
  air_conditioning: 'climateControl',
  description: null,
} as const satisfies Partial<Insertable<CarAdvertisementsTable>>;
