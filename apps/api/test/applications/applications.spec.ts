import { maskPersonalCode, SAME_APPLICANT_LIMIT } from '@ratai/domain';
import { createHash } from 'node:crypto';
import { ACCESS_DENIED_MESSAGE as ACCESS_DENIED } from '../../src/modules/applications/access-key';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { startSandbox, type RunningSandbox } from '../bank/sandbox-server';
import {
  CODES,
  Recorder,
  UUID_V4,
  applicationForm,
  insertCar,
  multipart,
  personalCode,
  type CreateAnswer,
  type ErrorAnswer,
} from './helpers';

/**
 * Create, update and the team's view of rental applications (spec §2.9, §3, §5, §7), against the
 * bank sandbox for the institution list. The lookup and the bank step have suites of their own.
 */

let sandbox: RunningSandbox;
let t: TestApp;
let r: Recorder;
let team: TestUser;
let owner: TestUser;

beforeAll(async () => {
  sandbox = await startSandbox();
  t = await buildTestApp({ BANK_DATA_URL: sandbox.url });
  r = new Recorder(t);
  team = await createTeamUser(t.app, t.db);
  owner = await createUser(t.app, t.db);
});

afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

const row = (id: string) => t.db.selectFrom('rental_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const fieldErrors = (body: ErrorAnswer) => body.error.details.errors ?? [];

describe('POST /api/car-application/create', () => {
  it('saves a general-flow application and answers its random id with the Lithuanian banks', async () => {
    const res = await r.create();
    expect(res.statusCode).toBe(201);
    const body = res.json<CreateAnswer>();
    expect(body.id).toMatch(UUID_V4);
    expect(body.error).toBeUndefined();
    expect(body.institutions.length).toBeGreaterThan(3);
    expect(body.institutions).toContainEqual({
      id: 'SWEDBANK_HABALT22',
      name: 'Swedbank',
      bic: 'HABALT22',
      logo: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/logos\/SWEDBANK_HABALT22\.png$/),
    });
    for (const institution of body.institutions) expect(Object.keys(institution).sort()).toEqual(['bic', 'id', 'logo', 'name']);

    const saved = await row(body.id);
    expect(saved).toMatchObject({
      status: 'submitted',
      car_id: null,
      partner_slug: null,
      metadata: null,
      term: 24,
      car_usage: 'personal',
      personal_code_masked: '3**********',
      has_guarantor: false,
      terms_agreed: true,
      marketing_agreed: false,
      credit_basis: 'declared',
    });
    expect(Number(saved.approx_buyout)).toBe(0);
    expect(Number(saved.price)).toBe(10000);
    // 150 + max(estimate 475, sent 475) over 1800 = 34.7 %, but declared income alone is at most yellow.
    expect(saved.credit_light).toBe('yellow');
    expect(saved.credit_reasons.map((x) => x.code)).toEqual(['DECLARED_DATA', 'RATIO_WITHIN_40', 'NEEDS_CHECK']);
  });

  it('gives every application a different id', async () => {
    const [a, b] = await Promise.all([r.create(), r.create()]);
    expect(a.json<CreateAnswer>().id).not.toBe(b.json<CreateAnswer>().id);
  });

  it('stores the personal codes only encrypted, with keyed hashes and a masked copy', async () => {
    const res = await r.create(
      applicationForm({
        hasGuarantor: 'true',
        guarantorNameSurname: 'Jonas Jonaitis',
        guarantorPersonalCode: CODES.guarantor,
        guarantorPhoneNumber: '861234567',
        guarantorEmail: 'jonas@pavyzdys.lt',
        guarantorCity: 'Kaunas',
        guarantorAddress: 'Laisvės al. 1',
      }),
    );
    expect(res.statusCode).toBe(201);
    const saved = await row(res.json<CreateAnswer>().id);
    // No column, text or bytes, holds a code in the clear.
    for (const [column, value] of Object.entries(saved)) {
      const text = value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : JSON.stringify(value);
      expect({ column, leaks: [CODES.applicant, CODES.guarantor].filter((code) => text.includes(code)) }).toEqual({ column, leaks: [] });
    }
    expect(Buffer.from(saved.personal_code_enc).length).toBe(12 + 16 + 11);
    expect(Buffer.from(saved.personal_code_hash).length).toBe(32);
    expect(Buffer.from(saved.personal_code_last4_hash).length).toBe(32);
    expect(saved.guarantor_personal_code_masked).toBe(maskPersonalCode(CODES.guarantor));
    expect(saved.guarantor_phone_number).toBe('+37061234567');
  });

  it('stores the car of the car flow, and scores with the server\'s own payment estimate', async () => {
    const car = await insertCar(t.db, owner.id, { price: 12000 });
    // The applicant claims a payment of 1 €; the light uses the estimate for a 12 000 € car over 24 months.
    const res = await r.create(applicationForm({ carId: String(car.id), price: '12000', approxMonthlyPayment: '1', monthlyIncome: '1000', monthlyExpenses: '0' }));
    expect(res.statusCode).toBe(201);
    const saved = await row(res.json<CreateAnswer>().id);
    expect(saved.car_id).toBe(car.id);
    expect(Number(saved.approx_monthly_payment)).toBe(1);
    // estimateMonthlyPayment(12000, 24) = 570 → 57 % of 1000 → red, not green.
    expect(saved.credit_light).toBe('red');
  });

  it('refuses a car that is not approved, not visible or sold, and a car that does not exist, at carId', async () => {
    const pending = await insertCar(t.db, owner.id, { reviewStatus: 'pending' });
    const hidden = await insertCar(t.db, owner.id, { visibility: 'hidden' });
    // Issue 16: a sold car's page stays public, but it takes no applications.
    const sold = await insertCar(t.db, owner.id);
    await t.db.updateTable('car_advertisements').set({ sale_status: 'sold' }).where('id', '=', sold.id).execute();
    for (const carId of [pending.id, hidden.id, sold.id, 999999]) {
      const before = await t.db.selectFrom('rental_applications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const res = await r.create(applicationForm({ carId: String(carId) }));
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res.json<ErrorAnswer>())).toEqual([{ path: ['carId'], message: 'Automobilis nerastas arba nebeskelbiamas' }]);
      const after = await t.db.selectFrom('rental_applications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    }
  });

  it('stores the partner flow: partnerSlug and metadata.carAdvertisementUrl', async () => {
    const metadata = JSON.stringify({ carAdvertisementUrl: 'https://partneris.lt/skelbimas/123' });
    const res = await r.create(applicationForm({ partnerSlug: 'partneris', metadata }));
    expect(res.statusCode).toBe(201);
    const saved = await row(res.json<CreateAnswer>().id);
    expect(saved).toMatchObject({ partner_slug: 'partneris', metadata, car_id: null });
  });

  it('wants the advertisement link in the partner flow, and not both a car and a partner', async () => {
    const noLink = await r.create(applicationForm({ partnerSlug: 'partneris' }));
    expect(noLink.statusCode).toBe(400);
    expect(fieldErrors(noLink.json<ErrorAnswer>())).toEqual([{ path: ['metadata', 'carAdvertisementUrl'], message: 'Šis laukas yra privalomas' }]);

    const car = await insertCar(t.db, owner.id);
    const both = await r.create(
      applicationForm({ carId: String(car.id), partnerSlug: 'partneris', metadata: JSON.stringify({ carAdvertisementUrl: 'https://partneris.lt/1' }) }),
    );
    expect(both.statusCode).toBe(400);
    expect(fieldErrors(both.json<ErrorAnswer>())).toEqual([
      { path: ['partnerSlug'], message: 'Paraiška negali būti ir konkrečiam automobiliui, ir partnerio skelbimui' },
    ]);
  });

  it('stores approxBuyout as sent', async () => {
    const res = await r.create(applicationForm({ approxBuyout: '1234.5' }));
    expect(Number((await row(res.json<CreateAnswer>().id)).approx_buyout)).toBe(1234.5);
  });

  it('answers the form\'s Lithuanian messages at their fields', async () => {
    const res = await r.create(
      applicationForm({
        name: '',
        email: 'ne-el-pastas',
        monthlyExpenses: 'daug',
        personalCode: '38703181746',
        termsAgreed: 'false',
        hasGuarantor: 'true',
      }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorAnswer>();
    expect(body.error.name).toBe('ValidationError');
    expect(fieldErrors(body)).toEqual(
      expect.arrayContaining([
        { path: ['name'], message: 'Šis laukas yra privalomas' },
        { path: ['email'], message: 'Neteisingas el. pašto formatas' },
        { path: ['monthlyExpenses'], message: 'Įveskite skaičių' },
        { path: ['personalCode'], message: 'Neteisingas asmens kodas' },
        { path: ['termsAgreed'], message: 'Būtina sutikti su taisyklėmis' },
        { path: ['guarantorNameSurname'], message: 'Šis laukas yra privalomas' },
        { path: ['guarantorPersonalCode'], message: 'Šis laukas yra privalomas' },
      ]),
    );
  });

  it('requires the business fields for business usage and ignores the personal ones', async () => {
    const missing = await r.create(applicationForm({ carUsage: 'business' }));
    expect(missing.statusCode).toBe(400);
    expect(fieldErrors(missing.json<ErrorAnswer>())).toEqual([
      { path: ['companyName'], message: 'Šis laukas yra privalomas' },
      { path: ['companyCode'], message: 'Šis laukas yra privalomas' },
    ]);

    const ok = await r.create(
      applicationForm({ carUsage: 'business', companyName: 'UAB Vežėjas', companyCode: '304567890', personalCode: CODES.business }),
    );
    expect(ok.statusCode).toBe(201);
    const saved = await row(ok.json<CreateAnswer>().id);
    expect(saved).toMatchObject({ company_name: 'UAB Vežėjas', company_code: '304567890', source_of_income: null, personal_code_masked: '5**********' });
    expect(Number(saved.monthly_income)).toBe(0);
    // No declared income for business usage: red until the bank shows income.
    expect(saved.credit_light).toBe('red');
    expect(saved.credit_reasons.map((x) => x.code)).toContain('INCOME_NOT_ESTABLISHED');
  });

  it('reads repeated multipart fields as a list, which a single field refuses', async () => {
    const res = await r.create(applicationForm({ name: ['Rūta', 'Ona'] }));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json<ErrorAnswer>())[0]?.path).toEqual(['name']);
  });

  it('ignores carFeatures (spec §7) but refuses other unknown fields', async () => {
    expect((await r.create(applicationForm({ carFeatures: ['1', '2'] }))).statusCode).toBe(201);
    const unknown = await r.create(applicationForm({ favouriteColour: 'raudona' }));
    expect(unknown.statusCode).toBe(400);
    expect(fieldErrors(unknown.json<ErrorAnswer>())).toEqual([{ path: ['favouriteColour'], message: 'Nežinomas laukas' }]);
  });

  it('accepts the same fields as JSON', async () => {
    const res = await r.inject({ method: 'POST', url: '/api/car-application/create', payload: applicationForm() });
    expect(res.statusCode).toBe(201);
    expect(res.json<CreateAnswer>().id).toMatch(UUID_V4);
  });

  it('refuses a file part', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(applicationForm())) form.append(k, String(v));
    form.append('document', new Blob([new Uint8Array([1, 2, 3])], { type: 'application/pdf' }), 'pazyma.pdf');
    const request = new Request('http://ratai.test/', { method: 'POST', body: form });
    const res = await r.inject({
      method: 'POST',
      url: '/api/car-application/create',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json<ErrorAnswer>())).toEqual([{ path: ['document'], message: 'Neteisinga reikšmė' }]);
  });

  it('limits new applications per IP', async () => {
    const ip = '10.9.8.7';
    for (let i = 0; i < 30; i += 1) expect((await r.create(applicationForm({ name: 'x'.repeat(101) }), ip)).statusCode).toBe(400);
    const res = await r.create(applicationForm(), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json<ErrorAnswer>().error.name).toBe('RateLimitError');
  });
});

describe('PUT /api/car-application/update/{id}', () => {
  it('updates with the same full personal code, keeping the id', async () => {
    const { id } = (await r.create()).json<CreateAnswer>();
    const res = await r.update(id, applicationForm({ city: 'Kaunas', term: '36', monthlyIncome: '900' }));
    expect(res.statusCode).toBe(200);
    const body = res.json<CreateAnswer>();
    expect(body.id).toBe(id);
    expect(body.institutions.length).toBeGreaterThan(0);
    const saved = await row(id);
    expect(saved).toMatchObject({ city: 'Kaunas', term: 36 });
    // The light follows the new figures: 150 + max(estimate(10000, 36), 475) over 900 → red.
    expect(saved.credit_light).toBe('red');
    expect(new Date(saved.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(saved.created_at).getTime());
  });

  it('refuses another personal code with 403 and changes nothing', async () => {
    const { id } = (await r.create()).json<CreateAnswer>();
    const before = await row(id);
    const res = await r.update(id, applicationForm({ personalCode: CODES.other, city: 'Klaipėda' }));
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorAnswer>().error.message).toBe('Asmens kodas nesutampa su paraiškoje nurodytu. Paraiška nepakeista.');
    const after = await row(id);
    expect({ ...after, lookup_failures: 0 }).toEqual({ ...before, lookup_failures: 0 });
    // The wrong code spent one of the application's guesses.
    expect(after.lookup_failures).toBe(1);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await r.update('0b7f2f0e-3c1e-4f43-9d2a-1f0b8f6f7a11', applicationForm());
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorAnswer>().error.message).toBe(ACCESS_DENIED);
    const malformed = await r.update('123', applicationForm());
    expect(malformed.statusCode).toBe(400);
    expect(fieldErrors(malformed.json<ErrorAnswer>())).toEqual([{ path: ['id'], message: 'Neteisingas paraiškos numeris' }]);
  });

  it('needs the access key: the id and the full code alone change nothing and spend no guess (issue 18, item 3)', async () => {
    const res = await r.create();
    const { id, accessKey } = res.json<CreateAnswer & { accessKey: string }>();
    // The key is answered once, and only its SHA-256 is stored.
    expect(accessKey).toMatch(/^[\w-]{43}$/);
    const stored = await row(id);
    expect(Buffer.from(stored.access_key_hash ?? []).toString('hex')).toBe(createHash('sha256').update(accessKey).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(accessKey);

    const form = async () => multipart(applicationForm({ city: 'Kaunas' }));
    for (const headers of [{}, { 'x-application-key': 'k'.repeat(43) }, { 'x-application-key': accessKey.slice(1) }]) {
      const body = await form();
      const refused = await r.inject({ method: 'PUT', url: `/api/car-application/update/${id}`, payload: body.payload, headers: { ...body.headers, ...headers } }, true);
      expect(refused.statusCode).toBe(404);
      expect(refused.json<ErrorAnswer>().error).toMatchObject({ name: 'NotFoundError', message: ACCESS_DENIED });
    }
    const after = await row(id);
    expect(after.city).toBe(stored.city);
    expect(after.lookup_failures).toBe(0);
    // The applicant's own key still works.
    expect((await r.update(id, applicationForm({ city: 'Kaunas' }))).statusCode).toBe(200);
  });

  it('validates the body before anything else', async () => {
    const { id } = (await r.create()).json<CreateAnswer>();
    const res = await r.update(id, applicationForm({ email: '' }));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json<ErrorAnswer>())).toEqual([{ path: ['email'], message: 'Šis laukas yra privalomas' }]);
    expect((await row(id)).lookup_failures).toBe(0);
  });
});

describe('the bank list is unavailable', () => {
  it('still saves the application and answers its id with the error banner text', async () => {
    const offline = await buildTestApp({ BANK_DATA_URL: 'http://127.0.0.1:9' });
    try {
      const recorder = new Recorder(offline);
      const res = await recorder.create();
      expect(res.statusCode).toBe(201);
      const body = res.json<CreateAnswer>();
      expect(body).toEqual({
        id: expect.stringMatching(UUID_V4),
        institutions: [],
        error: { message: 'Paraiška išsaugota, bet bankų sąrašo įkelti nepavyko. Pateikite paraišką dar kartą po kelių minučių.' },
        accessKey: expect.stringMatching(/^[\w-]{43}$/),
      });
      const saved = await offline.db.selectFrom('rental_applications').select('id').where('id', '=', body.id).executeTakeFirst();
      expect(saved).toBeDefined();
      recorder.expectNoFullCodes();
    } finally {
      await offline.close();
    }
  });
});

describe('the team\'s view: GET /api/moderation/car-applications', () => {
  it('needs the team role', async () => {
    expect((await r.inject({ method: 'GET', url: '/api/moderation/car-applications' })).statusCode).toBe(401);
    expect((await r.inject({ method: 'GET', url: '/api/moderation/car-applications', headers: owner.auth })).statusCode).toBe(403);
    expect((await r.inject({ method: 'GET', url: '/api/moderation/car-applications/0b7f2f0e-3c1e-4f43-9d2a-1f0b8f6f7a11', headers: owner.auth })).statusCode).toBe(403);
  });

  it('lists newest first with light, status and masked codes, filtered by light', async () => {
    const car = await insertCar(t.db, owner.id, { price: 8000 });
    const yellow = (await r.create(applicationForm({ carId: String(car.id), price: '8000', monthlyIncome: '3000' }))).json<CreateAnswer>().id;
    const red = (await r.create(applicationForm({ monthlyIncome: '500' }))).json<CreateAnswer>().id;

    const all = await r.inject({ method: 'GET', url: '/api/moderation/car-applications', headers: team.auth });
    expect(all.statusCode).toBe(200);
    const page = all.json<{ data: { id: string }[]; meta: { pagination: { page: number; pageSize: number; total: number } } }>();
    expect(page.data.slice(0, 2).map((a) => a.id)).toEqual([red, yellow]);
    expect(page.meta.pagination).toMatchObject({ page: 1, pageSize: 10 });
    // The team's list names the car applied for; a general application has none.
    expect(all.json<{ data: { id: string; car: unknown }[] }>().data.find((a) => a.id === red)?.car).toBeNull();

    const reds = await r.inject({ method: 'GET', url: '/api/moderation/car-applications?light=red', headers: team.auth });
    const redIds = reds.json<{ data: { id: string; credit: { light: string } }[] }>().data;
    expect(redIds.map((a) => a.id)).toContain(red);
    expect(redIds.map((a) => a.id)).not.toContain(yellow);
    expect(redIds.every((a) => a.credit.light === 'red')).toBe(true);

    const one = await r.inject({ method: 'GET', url: `/api/moderation/car-applications/${yellow}`, headers: team.auth });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({
      id: yellow,
      status: 'submitted',
      carAdvertisement: { id: car.id, price: 8000 },
      car: { id: car.id, slug: expect.any(String), title: expect.stringMatching(/, \d{4}$/) },
      tenantDetails: { personalCode: '3**********', name: 'Rūta' },
      credit: { light: 'yellow', basis: 'declared', reasons: [{ code: 'DECLARED_DATA' }, { code: 'RATIO_WITHIN_40' }, { code: 'NEEDS_CHECK' }] },
      bank: { institutionId: null, institutionName: null, attempts: 0, readAt: null, summary: null },
    });
  });

  it("lists the same person's other applications on each of theirs, matched by personal code, never another person's", async () => {
    // A code of this test only: the suite's other applications all use CODES.applicant.
    const code = personalCode('3991231123');
    const car = await insertCar(t.db, owner.id, { price: 9000 });
    const first = (await r.create(applicationForm({ personalCode: code }), '10.76.0.1')).json<CreateAnswer>().id;
    const second = (await r.create(applicationForm({ personalCode: code, carId: String(car.id), price: '9000' }), '10.76.0.1')).json<CreateAnswer>().id;
    const stranger = (await r.create(applicationForm({ personalCode: CODES.other }), '10.76.0.1')).json<CreateAnswer>().id;
    type Listed = { id: string; appliedBefore: boolean; otherApplications: { id: string; createdAt: string; pipelineStatus: string; carTitle: string | null }[] };

    const list = (await r.inject({ method: 'GET', url: '/api/moderation/car-applications', headers: team.auth })).json<{ data: Listed[] }>().data;
    const byId = (id: string) => list.find((a) => a.id === id);
    expect(byId(second)?.otherApplications).toEqual([{ id: first, createdAt: expect.any(String), pipelineStatus: 'new', carTitle: null }]);
    expect(byId(first)?.otherApplications).toEqual([{ id: second, createdAt: expect.any(String), pipelineStatus: 'new', carTitle: expect.stringMatching(/, \d{4}$/) }]);
    expect(byId(first)?.appliedBefore).toBe(false);
    expect(byId(second)?.appliedBefore).toBe(true);
    expect(byId(stranger)?.otherApplications.map((a) => a.id)).not.toContain(first);
    expect(byId(stranger)?.otherApplications.map((a) => a.id)).not.toContain(second);

    const one = await r.inject({ method: 'GET', url: `/api/moderation/car-applications/${first}`, headers: team.auth });
    expect(one.json<Listed>().otherApplications.map((a) => a.id)).toEqual([second]);
  });

  it(`lists a person's newest ${SAME_APPLICANT_LIMIT} other applications, and their oldest one still says it was the first`, async () => {
    const code = personalCode('3991231145');
    const ids: string[] = [];
    for (let i = 0; i < SAME_APPLICANT_LIMIT + 2; i++) {
      ids.push((await r.create(applicationForm({ personalCode: code }), `10.77.0.${i + 1}`)).json<CreateAnswer>().id);
    }
    type Detail = { appliedBefore: boolean; otherApplications: { id: string }[] };
    const read = async (id: string) => (await r.inject({ method: 'GET', url: `/api/moderation/car-applications/${id}`, headers: team.auth })).json<Detail>();
    const oldest = await read(ids[0]);
    expect(oldest.appliedBefore).toBe(false);
    expect(oldest.otherApplications.map((a) => a.id)).toEqual(ids.slice(-SAME_APPLICANT_LIMIT).reverse());
    const newest = await read(ids[ids.length - 1]);
    expect(newest.appliedBefore).toBe(true);
    expect(newest.otherApplications.map((a) => a.id)).toEqual(ids.slice(1, -1).reverse());
  });

  it('finds applications by part of the name, the e-mail, the phone however written, or the id', async () => {
    const surname = `Paieškaitė${Date.now()}`;
    // An address of its own: the suite's other applications come from the default one, limited per IP.
    const found = (await r.create(applicationForm({ surname, email: 'paieska.testas@pavyzdys.lt', phoneNumber: '+37069912345' }), '10.78.0.1')).json<CreateAnswer>().id;
    const search = async (q: string) => {
      const res = await r.inject({ method: 'GET', url: `/api/moderation/car-applications?q=${encodeURIComponent(q)}`, headers: team.auth });
      expect(res.statusCode).toBe(200);
      return res.json<{ data: { id: string }[]; meta: { pagination: { total: number } } }>();
    };
    for (const q of [`rūta ${surname.toLowerCase()}`, surname.slice(0, 9).toUpperCase(), 'PAIESKA.TESTAS@', '8 699 12345', '+370 699 12345', '912345', found, found.toUpperCase()]) {
      const page = await search(q);
      expect({ q, ids: page.data.map((a) => a.id) }).toEqual({ q, ids: [found] });
      expect(page.meta.pagination.total).toBe(1);
    }
    // Nobody else's application, and a LIKE wildcard is a character like any other.
    expect((await search(`${surname}x`)).data).toEqual([]);
    expect((await search('%')).data).toEqual([]);
    expect((await search('1234')).data.map((a) => a.id)).not.toContain(found);
    // With the other filters: the search narrows them.
    expect((await search(surname)).data).toHaveLength(1);
    const withPipeline = await r.inject({ method: 'GET', url: `/api/moderation/car-applications?q=${surname}&pipeline=declined`, headers: team.auth });
    expect(withPipeline.json<{ data: unknown[] }>().data).toEqual([]);
    const tooLong = await r.inject({ method: 'GET', url: `/api/moderation/car-applications?q=${'x'.repeat(255)}`, headers: team.auth });
    expect(tooLong.statusCode).toBe(400);
    expect(fieldErrors(tooLong.json<ErrorAnswer>())).toEqual([{ path: ['q'], message: 'Per ilgas tekstas (daugiausia 254 simb.)' }]);
  });

  it('refuses an unknown light and answers 404 for an unknown id', async () => {
    const bad = await r.inject({ method: 'GET', url: '/api/moderation/car-applications?light=purple', headers: team.auth });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad.json<ErrorAnswer>())).toEqual([{ path: ['light'], message: 'Neteisinga reikšmė' }]);
    const missing = await r.inject({ method: 'GET', url: '/api/moderation/car-applications/0b7f2f0e-3c1e-4f43-9d2a-1f0b8f6f7a11', headers: team.auth });
    expect(missing.statusCode).toBe(404);
  });
});

describe('personal codes never leave the API', () => {
  it('appear in no response body and no log line of this suite', () => {
    r.expectNoFullCodes();
  });
});
