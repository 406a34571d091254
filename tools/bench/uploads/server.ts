/**
 * Child process of the upload benchmark: the real API (buildApp, logger off, production config) on
 * a fresh database, with reference data (seedDatabase, no demo), BENCH_OWNERS owners with complete
 * company profiles and one sign-in account. Writes what the load generator needs (tokens, the
 * catalog ids, the sign-in credentials) to BENCH_SETUP_FILE, then listens on an ephemeral port of
 * 127.0.0.1 and prints `BENCH_LISTENING <port>`. Stops on SIGTERM/SIGINT or when stdin closes.
 *
 * Environment (set by run.ts): BENCH_DATABASE_URL + BENCH_SCHEMA (PostgreSQL) or BENCH_PGLITE_DIR,
 * BENCH_DATA_DIR, BENCH_SETUP_FILE, BENCH_OWNERS.
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '../../../apps/api/src/app';
import { migrateToLatest, openDatabase } from '../../../apps/api/src/db/database';
import { seedDatabase } from '../../../apps/api/src/db/seed';
import { hashPassword } from '../../../apps/api/src/modules/accounts/password';
import { benchConfig } from '../api-search/config';
import { serveAsChild } from '../api-search/serve-child';

export interface UploadBenchSetup {
  owners: { token: string }[];
  login: { email: string; password: string };
  makeId: number;
  modelId: number;
  featureIds: number[];
}

async function main(): Promise<void> {
  const databaseUrl = process.env['BENCH_DATABASE_URL'] || undefined;
  const schema = databaseUrl ? process.env['BENCH_SCHEMA'] : undefined;
  const pgliteDir = process.env['BENCH_PGLITE_DIR'] || undefined;
  const dataDir = process.env['BENCH_DATA_DIR'];
  const setupFile = process.env['BENCH_SETUP_FILE'];
  if (!dataDir || !setupFile || (!databaseUrl && !pgliteDir)) throw new Error('server.ts: BENCH_DATA_DIR, BENCH_SETUP_FILE and a database are required');
  const owners = Number(process.env['BENCH_OWNERS'] ?? '4');

  const database = await openDatabase({ databaseUrl, schema, pgliteDir });
  await migrateToLatest(database.db, schema);
  // Sign-ins come from many addresses through a trusted loopback proxy, as behind a load balancer:
  // the per-IP sign-in limit would otherwise answer 429 after a few dozen.
  const config = benchConfig(dataDir, { ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), TRUST_PROXY: 'loopback' });
  const app = await buildApp({ config, db: database.db, logger: false });
  await seedDatabase({ db: database.db, storage: app.storage, config, log: app.log });

  const db = database.db;
  const make = await db.selectFrom('car_makes').select('id').orderBy('id').executeTakeFirstOrThrow();
  const model = await db.selectFrom('car_models').select('id').where('make_id', '=', make.id).orderBy('id').executeTakeFirstOrThrow();
  const features = await db.selectFrom('car_features').select('id').orderBy('id').limit(3).execute();
  const password = 'Bench-Slaptas-2026!';
  const passwordHash = await hashPassword(password);
  const created: { token: string }[] = [];
  for (let i = 0; i <= owners; i++) {
    const email = `bench-owner-${i}@pavyzdys.lt`;
    const user = await db
      .insertInto('users')
      .values({ email, password_hash: passwordHash, profile_type: 'company' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: user.id, role: 'owner' }).execute();
    await db
      .insertInto('company_profiles')
      .values({
        user_id: user.id,
        name: `UAB Bandymų ratai ${i}`,
        company_code: `30456789${i}`,
        address: 'Gedimino pr. 1, Vilnius',
        vat_number: null,
        email,
        phone_number: '+37061234567',
        terms_of_service: true,
      })
      .execute();
    if (i < owners) created.push({ token: await app.signToken(user.id) });
  }
  const setup: UploadBenchSetup = {
    owners: created,
    // The extra account (index `owners`) only signs in.
    login: { email: `bench-owner-${owners}@pavyzdys.lt`, password },
    makeId: make.id,
    modelId: model.id,
    featureIds: features.map((f) => f.id),
  };
  writeFileSync(setupFile, JSON.stringify(setup));

  await serveAsChild(app, () => database.close(), `${database.kind} ${config.env}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
