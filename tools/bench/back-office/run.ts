/**
 * Back-office list benchmark (issue 14: "every list is paginated on the server and loads under
 * 200 ms at 50,000 listings / 100,000 applications").
 *
 * On PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) in a fresh schema:
 * the API's migrations, the api-search bench's 50,000 listings (BENCH_LISTINGS) of which every 25th
 * is put back in the review queue and every 50th rejected, BENCH_APPLICATIONS (100,000)
 * applications and as many leads and audit-log entries. Then the real API (buildApp, production config,
 * logger off) listens on 127.0.0.1, the team signs in, and every list the back office reads is
 * asked for its first, a middle and its last page (and with each filter the page offers), one
 * request at a time as a team member's browser would: BENCH_REQUESTS (30) timed requests per URL
 * after 3 untimed ones. The target is p95 ≤ 200 ms for every URL.
 *
 *   npx tsx --tsconfig tsconfig.base.json tools/bench/back-office/run.ts
 *
 * The report is printed and written to tools/bench/back-office/results/latest.md (BENCH_OUT).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { CREDIT_LIGHTS, LEAD_STATUSES, PIPELINE_STATUSES, type ApplicationStatus } from '@ratai/domain';
import { buildApp } from '../../../apps/api/src/app';
import { migrateToLatest, openDatabase } from '../../../apps/api/src/db/database';
import type { Database } from '../../../apps/api/src/db/schema';
import type { CallbackLeadPayload } from '../../../apps/api/src/modules/leads/leads.tables';
import { DEFAULT_DATABASE_URL, envInt, isLocalDatabaseUrl, log } from '../api-search/common';
import { benchConfig } from '../api-search/config';
import { percentile } from '../api-search/measure';
import { seedBench } from '../api-search/seed-bench';

const settings = {
  listings: envInt('BENCH_LISTINGS', 50_000, 1, 1_000_000),
  applications: envInt('BENCH_APPLICATIONS', 100_000, 1, 2_000_000),
  requests: envInt('BENCH_REQUESTS', 30, 5, 10_000),
  out: process.env['BENCH_OUT'] || path.join(__dirname, 'results', 'latest.md'),
};
const TARGET_P95_MS = 200;
/** The bank-step states the seeded applications are spread over. */
const BANK_STATES: readonly ApplicationStatus[] = ['submitted', 'bank_connected', 'bank_refused'];
const PAGE_SIZE = 10;
/** 'Užklausos' shows 20 a page. */
const LEADS_PAGE_SIZE = 20;
/** An owner's page shows 20 of their listings a page. */
const OWNER_LISTINGS_PAGE_SIZE = 20;

/**
 * Applications and audit entries, cloned in SQL from one template row each: the list pages read
 * columns, not the encrypted personal code, so the template's bytes need not decrypt. Dates are
 * spread over two years (newest first is the lists' order); lights, bank states and pipeline
 * states are spread too, so the filters have something to filter.
 */
async function seedApplications(db: Kysely<Database>, count: number, teamId: number): Promise<void> {
  const templateId = randomUUID();
  const bytes = Buffer.from(randomBytes(32));
  await db
    .insertInto('rental_applications')
    .values({
      id: templateId,
      status: 'submitted',
      car_id: null,
      partner_slug: null,
      metadata: null,
      term: 36,
      price: 10_000,
      approx_monthly_payment: 364,
      approx_buyout: 0,
      car_usage: 'personal',
      name: 'Rūta',
      surname: 'Vaizdaitė',
      personal_code_enc: bytes,
      personal_code_hash: bytes,
      personal_code_last4_hash: bytes,
      personal_code_masked: '4**********',
      drivers_license: 'LT1234567',
      phone_number: '+37061234567',
      email: 'ruta@example.lt',
      monthly_income: 1800,
      monthly_expenses: 300,
      source_of_income: 'Darbo užmokestis',
      additional_income: 0,
      city: 'Vilnius',
      address: 'Gedimino pr. 1-2',
      company_name: null,
      company_code: null,
      has_guarantor: false,
      guarantor_name_surname: null,
      guarantor_personal_code_enc: null,
      guarantor_personal_code_hash: null,
      guarantor_personal_code_masked: null,
      guarantor_phone_number: null,
      guarantor_email: null,
      guarantor_city: null,
      guarantor_address: null,
      terms_agreed: true,
      marketing_agreed: false,
      access_key_hash: bytes,
      bank_holder_names: null,
      lookup_locked_until: null,
      bank_institution_id: null,
      bank_requisition_id: null,
      bank_read_started_at: null,
      bank_read_at: null,
      bank_summary: null,
      credit_light: 'yellow',
      credit_basis: 'declared',
      credit_ratio: 0.27,
      credit_reasons: JSON.stringify([{ code: 'NEEDS_CHECK', message: 'Pajamos nepatvirtintos banko duomenimis – reikia patikrinti' }]),
      scored_at: new Date(),
    })
    .execute();
  // Every column of the table but the ones varied below, so a column added later is copied too.
  const columns = (
    await sql<{ column_name: string }>`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'rental_applications' order by ordinal_position`.execute(db)
  ).rows
    .map((r) => r.column_name)
    .filter((c) => !['id', 'created_at', 'updated_at', 'scored_at', 'credit_light', 'status', 'pipeline_status'].includes(c));
  const list = sql.join(columns.map((c) => sql.ref(c)));
  await sql`
    insert into rental_applications (id, created_at, updated_at, scored_at, credit_light, status, pipeline_status, ${list})
    select gen_random_uuid(), t.at, t.at, t.at,
      (${[...CREDIT_LIGHTS]}::text[])[1 + g % ${CREDIT_LIGHTS.length}],
      (${[...BANK_STATES]}::text[])[1 + (g / ${CREDIT_LIGHTS.length}) % ${BANK_STATES.length}],
      (${[...PIPELINE_STATUSES]}::text[])[1 + (g / ${CREDIT_LIGHTS.length * BANK_STATES.length}) % ${PIPELINE_STATUSES.length}],
      ${list}
    from rental_applications, generate_series(1, ${count - 1}) as g,
      lateral (select now() - (g * interval '10 minutes') as at) as t
    where rental_applications.id = ${templateId}`.execute(db);
  // Leads ('Užklausos'): callbacks; the list reads the payload's name and phone.
  const callback: CallbackLeadPayload = { name: 'Jonas Jonaitis', phone: '+37061234567', subject: 'Dėl automobilio nuomos', termsAgreed: true };
  await sql`
    insert into leads (kind, payload, delivery, status, created_at)
    select 'callback', ${JSON.stringify(callback)}::jsonb, 'sent', (${[...LEAD_STATUSES]}::text[])[1 + g % ${LEAD_STATUSES.length}], now() - (g * interval '10 minutes')
    from generate_series(1, ${count}) as g`.execute(db);
  await sql`
    insert into audit_log (actor_id, actor_email, action, target_type, target_id, reason, created_at)
    select ${teamId}, 'komanda@ratai.lt', 'listing.approve', 'listing', (g % 50000)::text, null, now() - (g * interval '10 minutes')
    from generate_series(1, ${count}) as g`.execute(db);
}

interface Row {
  list: string;
  url: string;
  total: number | null;
  p50: number;
  p95: number;
  max: number;
  status: number;
}

async function timeUrl(base: string, token: string, list: string, url: string): Promise<Row> {
  const ask = async () => {
    const started = performance.now();
    const res = await fetch(base + url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { meta?: { pagination?: { total?: number } } };
    return { ms: performance.now() - started, status: res.status, total: body.meta?.pagination?.total ?? null };
  };
  for (let i = 0; i < 3; i++) await ask();
  const times: number[] = [];
  let last = { status: 0, total: null as number | null };
  for (let i = 0; i < settings.requests; i++) {
    const r = await ask();
    times.push(r.ms);
    last = r;
  }
  times.sort((a, b) => a - b);
  return { list, url, total: last.total, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1], status: last.status };
}

async function main(): Promise<void> {
  const databaseUrl = process.env['DATABASE_URL'] || DEFAULT_DATABASE_URL;
  if (!isLocalDatabaseUrl(databaseUrl) && process.env['BENCH_ALLOW_REMOTE_DB'] !== '1') throw new Error(`DATABASE_URL is not local (${databaseUrl})`);
  const schema = `test_bench_bo_${randomBytes(4).toString('hex')}`;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ratai-bench-bo-'));
  const config = benchConfig(path.join(tmp, 'data'));
  const dropSchema = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
    rmSync(tmp, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void dropSchema().finally(() => process.exit(130)));

  const database = await openDatabase({ databaseUrl, schema });
  try {
    log(`migrate + seed ${settings.listings} listings, ${settings.applications} applications and audit entries in ${schema}`);
    await migrateToLatest(database.db, schema);
    await seedBench(database.db, config, settings.listings, 'PostgreSQL');
    await sql`update car_advertisements set review_status = 'pending', reviewed_at = null where id % 25 = 0`.execute(database.db);
    await sql`update car_advertisements set review_status = 'rejected', rejection_reason = 'Neaiškios nuotraukos' where id % 50 = 1`.execute(database.db);
    const team = await database.db.selectFrom('users').select('id').where('email', '=', config.teamEmail).executeTakeFirstOrThrow();
    await seedApplications(database.db, settings.applications, team.id);
    await sql`vacuum analyze`.execute(database.db);
    const owner = await database.db.selectFrom('car_advertisements as a').innerJoin('users as u', 'u.id', 'a.owner_id').select(['u.email', 'u.id']).executeTakeFirstOrThrow();

    const app = await buildApp({ config, db: database.db, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const base = `http://127.0.0.1:${address.port}/api`;
    try {
      const login = await fetch(`${base}/auth/local`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: config.teamEmail, password: config.teamPassword }),
      });
      if (!login.ok) throw new Error(`team sign-in: ${login.status}`);
      const { jwt } = (await login.json()) as { jwt: string };

      const pending = Math.ceil(settings.listings / 25);
      const lastOf = (total: number) => Math.max(1, Math.min(10_000, Math.ceil(total / PAGE_SIZE)));
      const urls: [string, string][] = [
        ['Skelbimai: queue, oldest first', '/moderation/car-advertisements?page=1'],
        ['Skelbimai: queue, oldest first', `/moderation/car-advertisements?page=${Math.ceil(lastOf(pending) / 2)}`],
        ['Skelbimai: queue, oldest first', `/moderation/car-advertisements?page=${lastOf(pending)}`],
        ['Skelbimai: approved, latest decision first', '/moderation/car-advertisements?status=approved&page=1'],
        ['Skelbimai: approved, latest decision first', `/moderation/car-advertisements?status=approved&page=${lastOf(settings.listings * 0.94)}`],
        ['Skelbimai: by make', `/moderation/car-advertisements?status=approved&make=volkswagen&page=1`],
        ['Skelbimai: by owner', `/moderation/car-advertisements?status=approved&owner=${encodeURIComponent(owner.email)}&page=1`],
        ['Skelbimai: search by VIN / slug / e-mail', `/moderation/car-advertisements?status=approved&q=${encodeURIComponent(owner.email)}&page=1`],
        ['Paraiškos: newest first', '/moderation/car-applications?page=1'],
        ['Paraiškos: newest first', `/moderation/car-applications?page=${lastOf(settings.applications) / 2}`],
        ['Paraiškos: newest first', `/moderation/car-applications?page=${lastOf(settings.applications)}`],
        ['Paraiškos: by light', '/moderation/car-applications?light=green&page=1'],
        ['Paraiškos: by bank state', '/moderation/car-applications?status=bank_connected&page=1'],
        ['Paraiškos: by pipeline', '/moderation/car-applications?pipeline=contract_signed&page=1'],
        // Every seeded application is Rūta Vaizdaitė's (one template): the search matches all of them,
        // its worst case for counting; the second matches none, so every row is looked at.
        ['Paraiškos: search by name (all match)', `/moderation/car-applications?q=${encodeURIComponent('rūta vaizd')}&page=1`],
        ['Paraiškos: search by phone, no match', `/moderation/car-applications?q=${encodeURIComponent('8 699 00000')}&page=1`],
        ['Paraiškos: light + pipeline, deep page', `/moderation/car-applications?light=red&pipeline=declined&page=${Math.max(1, Math.floor(settings.applications / (CREDIT_LIGHTS.length * PIPELINE_STATUSES.length) / PAGE_SIZE))}`],
        ['Užklausos: newest first', '/moderation/leads?page=1'],
        ['Užklausos: newest first', `/moderation/leads?page=${Math.ceil(settings.applications / LEADS_PAGE_SIZE)}`],
        ['Užklausos: by status', '/moderation/leads?status=called&page=1'],
        ['Savininkai: list with counts', '/moderation/owners?page=1'],
        ['Savininkai: search', `/moderation/owners?q=${encodeURIComponent(owner.email)}&page=1`],
        ['Savininkai: the fleet owner of every listing (profile, counts)', `/moderation/owners/${owner.id}`],
        ["Savininkai: the fleet owner's listings, newest first", `/moderation/owners/${owner.id}/listings?page=1`],
        ["Savininkai: the fleet owner's listings, newest first", `/moderation/owners/${owner.id}/listings?page=${Math.ceil(settings.listings / OWNER_LISTINGS_PAGE_SIZE)}`],
        ['Veiksmų žurnalas: newest first', '/moderation/audit-log?page=1'],
        ['Veiksmų žurnalas: newest first', `/moderation/audit-log?page=${lastOf(settings.applications)}`],
        ['Veiksmų žurnalas: by action', '/moderation/audit-log?action=listing.approve&page=1'],
        ['Veiksmų žurnalas: by actor', `/moderation/audit-log?actor=${encodeURIComponent(config.teamEmail)}&page=1`],
      ];
      const rows: Row[] = [];
      for (const [list, url] of urls) {
        log(`${list}: ${url}`);
        rows.push(await timeUrl(base, jwt, list, url));
      }
      const report = renderReport(rows);
      mkdirSync(path.dirname(settings.out), { recursive: true });
      writeFileSync(settings.out, report);
      process.stdout.write(report);
      log(`report written to ${path.relative(process.cwd(), settings.out)}`);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await dropSchema();
  }
}

function renderReport(rows: Row[]): string {
  const fmt = (n: number) => n.toFixed(1);
  const ok = rows.every((r) => r.status === 200 && r.p95 <= TARGET_P95_MS);
  const worst = rows.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  const [l1, l5, l15] = os.loadavg();
  return [
    '# Back-office list benchmark — latest results',
    '',
    `Generated ${new Date().toISOString()} by \`npx tsx --tsconfig tsconfig.base.json tools/bench/back-office/run.ts\` (see the header of run.ts).`,
    '',
    `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, Node ${process.version}; load average at the end ${l1.toFixed(2)} / ${l5.toFixed(2)} / ${l15.toFixed(2)}`,
    `- Data (PostgreSQL): ${settings.listings.toLocaleString('en-US')} listings (every 25th pending, every 50th rejected), ${settings.applications.toLocaleString('en-US')} applications, ${settings.applications.toLocaleString('en-US')} leads and as many audit-log entries; VACUUM ANALYZE`,
    `- Each URL: 3 untimed requests, then ${settings.requests} timed ones, one at a time, as the signed-in team (the whole HTTP round trip on 127.0.0.1)`,
    '',
    '| list | URL | total | p50 ms | p95 ms | max ms | status |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.list} | \`${r.url}\` | ${r.total?.toLocaleString('en-US') ?? '—'} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.max)} | ${r.status} |`),
    '',
    '## Target (issue 14)',
    '',
    '| target | measured | result |',
    '|---|---|---|',
    `| every back-office list page p95 ≤ ${TARGET_P95_MS} ms at ${settings.listings.toLocaleString('en-US')} listings / ${settings.applications.toLocaleString('en-US')} applications | worst p95 ${fmt(worst.p95)} ms (${worst.list}) | **${ok ? 'PASS' : 'FAIL'}** |`,
    '',
  ].join('\n');
}

main().catch((error: unknown) => {
  log(`FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});

