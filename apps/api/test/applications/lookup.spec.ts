import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { startSandbox, type RunningSandbox } from '../bank/sandbox-server';
import { CODES, Recorder, applicationForm, type CreateAnswer, type ErrorAnswer } from './helpers';

/**
 * GET /api/car-application/get-application/{id}/{last4} (spec §2.10, §5, §7): the right digits
 * answer the masked application; anything else one 404; 5 wrong guesses lock for 24 hours; 20
 * lookups per IP an hour.
 */

let sandbox: RunningSandbox;
let t: TestApp;
let r: Recorder;

beforeAll(async () => {
  sandbox = await startSandbox();
  t = await buildTestApp({ BANK_DATA_URL: sandbox.url });
  r = new Recorder(t);
});

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

const LAST4 = CODES.applicant.slice(-4);
const WRONG4 = LAST4 === '0000' ? '0001' : '0000';
const MISSING_ID = '0b7f2f0e-3c1e-4f43-9d2a-1f0b8f6f7a11';
const NOT_FOUND = {
  data: null,
  error: {
    status: 404,
    name: 'NotFoundError',
    message: 'Paraiška nerasta arba nurodyti skaičiai neteisingi. Po 5 nesėkmingų bandymų paraiškos paieška užrakinama 24 valandoms.',
    details: {},
  },
};

let ipCounter = 0;
/** A fresh client IP, so each test has its own hourly allowance. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function createApplication(overrides = {}) {
  const res = await r.create(applicationForm(overrides));
  expect(res.statusCode).toBe(201);
  return res.json<CreateAnswer>().id;
}

describe('lookup', () => {
  it('answers the application in the spec\'s read-back shape, personal codes masked', async () => {
    const id = await createApplication({
      hasGuarantor: 'true',
      guarantorNameSurname: 'Jonas Jonaitis',
      guarantorPersonalCode: CODES.guarantor,
      guarantorPhoneNumber: '+37060000000',
      guarantorEmail: 'jonas@pavyzdys.lt',
      guarantorCity: 'Kaunas',
      guarantorAddress: 'Laisvės al. 1',
      partnerSlug: 'partneris',
      metadata: JSON.stringify({ carAdvertisementUrl: 'https://partneris.lt/skelbimas/1' }),
      marketingAgreed: 'true',
      additionalIncome: '120.5',
    });
    const res = await r.lookup(id, LAST4, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      carAdvertisement: null,
      pricing: { term: 24, approxMonthlyPayment: 475, approxBuyout: 0, fullPrice: 10000 },
      carUsage: 'personal',
      tenantDetails: {
        name: 'Rūta',
        surname: 'Petraitienė',
        personalCode: '3**********',
        driversLicense: 'LT1234567',
        phoneNumber: '+37061234567',
        email: 'ruta@pavyzdys.lt',
        monthlyIncome: 1800,
        monthlyExpenses: 150,
        sourceOfIncome: 'Darbo užmokestis',
        additionalIncome: 120.5,
        city: 'Vilnius',
        address: 'Gedimino pr. 1',
        companyName: null,
        companyCode: null,
      },
      hasGuarantor: true,
      tenantGuarantor: {
        guarantorNameSurname: 'Jonas Jonaitis',
        guarantorPersonalCode: '3**********',
        guarantorPhoneNumber: '+37060000000',
        guarantorEmail: 'jonas@pavyzdys.lt',
        guarantorCity: 'Kaunas',
        guarantorAddress: 'Laisvės al. 1',
      },
      legal: { termsAgreed: true, marketingAgreed: true },
      partner: { slug: 'partneris' },
      metadata: { carAdvertisementUrl: 'https://partneris.lt/skelbimas/1' },
    });
    // None of the last four digits is visible anywhere in the answer's codes.
    expect(res.body.replaceAll(id, '')).not.toContain(LAST4);
  });

  it('answers a wrong id, a wrong key and wrong digits with the same 404 body; without the key, after the same queries', async () => {
    const id = await createApplication();
    const ip = freshIp();
    const strangerKey = { 'x-application-key': 'k'.repeat(43) };

    const wrongDigits = await r.lookup(id, WRONG4, ip);
    t.queries.length = 0;
    const wrongKey = await r.inject({ method: 'GET', url: `/api/car-application/get-application/${id}/${LAST4}`, headers: strangerKey, remoteAddress: ip });
    const wrongKeyQueries = [...t.queries];
    t.queries.length = 0;
    const wrongId = await r.inject({ method: 'GET', url: `/api/car-application/get-application/${MISSING_ID}/${LAST4}`, headers: strangerKey, remoteAddress: ip });
    const wrongIdQueries = [...t.queries];

    for (const res of [wrongDigits, wrongKey, wrongId]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    }
    // A stranger's wrong key and wrong id cost the same work: one SELECT of the key's hash, and
    // no guess of the application is spent (the id alone cannot lock the lookup either).
    expect(wrongIdQueries).toEqual(wrongKeyQueries);
    expect(wrongIdQueries).toHaveLength(1);
    const { lookup_failures: failures } = await t.db.selectFrom('rental_applications').select('lookup_failures').where('id', '=', id).executeTakeFirstOrThrow();
    expect(failures).toBe(1);
  });

  it('needs the access key: the id and the right digits alone answer the one 404 (issue 18, item 3)', async () => {
    const id = await createApplication();
    const alone = await r.lookup(id, LAST4, freshIp(), true);
    expect(alone.statusCode).toBe(404);
    expect(alone.json()).toEqual(NOT_FOUND);
    for (let i = 0; i < 8; i += 1) expect((await r.lookup(id, WRONG4, freshIp(), true)).statusCode).toBe(404);
    // The stranger's tries spent nothing: the applicant's key and digits still open it.
    expect((await r.lookup(id, LAST4, freshIp())).statusCode).toBe(200);
  });

  it('refuses malformed digits and ids with the form\'s messages', async () => {
    const ip = freshIp();
    const short = await r.lookup(MISSING_ID, '123', ip);
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorAnswer>().error.details.errors).toEqual([{ path: ['personalCode'], message: 'Nurodykite paskutinius 4 skaičius' }]);
    const badId = await r.lookup('nera', LAST4, ip);
    expect(badId.statusCode).toBe(400);
    expect(badId.json<ErrorAnswer>().error.details.errors).toEqual([{ path: ['id'], message: 'Neteisingas paraiškos numeris' }]);
  });

  it('locks an application for 24 hours after 5 wrong guesses, even against the right digits', async () => {
    const id = await createApplication();
    const ip = freshIp();
    for (let i = 1; i <= 4; i += 1) expect((await r.lookup(id, WRONG4, ip)).statusCode).toBe(404);
    // Four wrong guesses leave the right one working; the fifth wrong one locks.
    expect((await r.lookup(id, LAST4, ip)).statusCode).toBe(200);
    expect((await r.lookup(id, WRONG4, ip)).json()).toEqual(NOT_FOUND);

    const locked = await r.lookup(id, LAST4, freshIp());
    expect(locked.statusCode).toBe(404);
    expect(locked.json()).toEqual(NOT_FOUND);

    const { lookup_locked_until: until } = await t.db
      .selectFrom('rental_applications')
      .select('lookup_locked_until')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const hours = (new Date(until ?? 0).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    // The update is refused too, with the lock named (its 403/404 already tell the id exists).
    const update = await r.update(id, applicationForm({ city: 'Kaunas' }));
    expect(update.statusCode).toBe(429);
    expect(update.json<ErrorAnswer>().error.message).toBe('Per daug nesėkmingų bandymų. Paraiška užrakinta 24 valandoms.');

    // 24 hours later (the lock moved into the past) the right digits work again.
    await t.db
      .updateTable('rental_applications')
      .set({ lookup_locked_until: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', id)
      .execute();
    expect((await r.lookup(id, LAST4, freshIp())).statusCode).toBe(200);
    const after = await t.db.selectFrom('rental_applications').select(['lookup_failures', 'lookup_locked_until']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(after).toEqual({ lookup_failures: 0, lookup_locked_until: null });
  });

  it('keeps counting wrong guesses across right lookups: a success gives back only its own guess (issue 18, item 12)', async () => {
    const id = await createApplication();
    const failures = async () =>
      (await t.db.selectFrom('rental_applications').select('lookup_failures').where('id', '=', id).executeTakeFirstOrThrow()).lookup_failures;
    // An attacker guesses between the applicant's own lookups: the applicant's success must not
    // hand the attacker a fresh allowance of five.
    for (let i = 1; i <= 3; i += 1) expect((await r.lookup(id, WRONG4, freshIp())).statusCode).toBe(404);
    expect((await r.lookup(id, LAST4, freshIp())).statusCode).toBe(200);
    expect(await failures()).toBe(3);
    expect((await r.lookup(id, WRONG4, freshIp())).statusCode).toBe(404);
    expect((await r.lookup(id, LAST4, freshIp())).statusCode).toBe(200);
    expect((await r.update(id, applicationForm({ city: 'Kaunas' }))).statusCode).toBe(200);
    expect(await failures()).toBe(4);
    // The fifth wrong guess overall locks it, although right lookups came in between.
    expect((await r.lookup(id, WRONG4, freshIp())).json()).toEqual(NOT_FOUND);
    expect((await r.lookup(id, LAST4, freshIp())).json()).toEqual(NOT_FOUND);
    expect((await r.update(id, applicationForm())).statusCode).toBe(429);
  });

  it('counts wrong codes on update towards the same lock', async () => {
    const id = await createApplication();
    for (let i = 0; i < 4; i += 1) expect((await r.update(id, applicationForm({ personalCode: CODES.other }))).statusCode).toBe(403);
    expect((await r.lookup(id, WRONG4, freshIp())).statusCode).toBe(404);
    expect((await r.lookup(id, LAST4, freshIp())).statusCode).toBe(404);
    expect((await r.update(id, applicationForm())).statusCode).toBe(429);
  });

  it('never compares more than 5 guesses, even in parallel', async () => {
    const id = await createApplication();
    const ips = Array.from({ length: 12 }, () => freshIp());
    const answers = await Promise.all(ips.map((ip) => r.lookup(id, WRONG4, ip)));
    expect(answers.every((a) => a.statusCode === 404)).toBe(true);
    const state = await t.db.selectFrom('rental_applications').select(['lookup_failures', 'lookup_locked_until']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(state.lookup_failures).toBe(5);
    expect(state.lookup_locked_until).not.toBeNull();
  });

  it('allows 20 lookups per IP an hour, then 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) expect((await r.lookup(MISSING_ID, LAST4, ip)).statusCode).toBe(404);
    const limited = await r.lookup(MISSING_ID, LAST4, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorAnswer>().error).toMatchObject({ name: 'RateLimitError', message: 'Per daug paieškos bandymų. Pabandykite po valandos.' });
    // Even the right digits of a real application are refused from that IP now.
    const id = await createApplication();
    expect((await r.lookup(id, LAST4, ip)).statusCode).toBe(429);
    // Another IP is not affected.
    expect((await r.lookup(id, LAST4, freshIp())).statusCode).toBe(200);
  });

  it('logs the lookup URL with the digits masked', async () => {
    const id = await createApplication();
    t.logs.length = 0;
    await r.lookup(id, LAST4, freshIp());
    const lines = t.logs.filter((line) => line.includes('get-application'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line).toContain(`/get-application/${id}/****`);
      expect(line).not.toContain(`${id}/${LAST4}`);
    }
  });
});

describe('personal codes never leave the API', () => {
  it('appear in no response body and no log line of this suite', () => {
    r.expectNoFullCodes();
  });
});
