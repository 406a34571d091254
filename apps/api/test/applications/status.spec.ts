import { startSandbox, type RunningSandbox } from '../bank/sandbox-server';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { CODES, Recorder, applicationForm, insertCar, type CreateAnswer } from './helpers';

/**
 * GET /api/car-application/status/{id} (issue 17, the applicant's status page): the access key of
 * the e-mail link opens it; the answer is the status the applicant sees (mapped from the team's
 * pipeline in @ratai/domain), the car, the term and the payment — and nothing personal.
 * PGlite by default, PostgreSQL with DATABASE_URL.
 */

let sandbox: RunningSandbox;
let t: TestApp;
let r: Recorder;
let team: TestUser;
let carId: number;
let ip = 0;

beforeAll(async () => {
  // The bank step's list comes from the provider: a sandbox of this suite's own.
  sandbox = await startSandbox();
  t = await buildTestApp({ BANK_DATA_URL: sandbox.url });
  r = new Recorder(t);
  team = await createTeamUser(t.app, t.db);
  const owner = await createUser(t.app, t.db, { profile: 'company' });
  carId = (await insertCar(t.db, owner.id, { price: 12000 })).id;
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

async function apply(overrides: Record<string, string> = {}): Promise<string> {
  ip += 1;
  const res = await r.create(applicationForm(overrides), `10.40.${ip}.1`);
  expect(res.statusCode).toBe(201);
  return res.json<CreateAnswer>().id;
}
const status = (id: string, withoutKey = false) => r.inject({ method: 'GET', url: `/api/car-application/status/${id}` }, withoutKey);
const move = (id: string, to: string) =>
  t.app.inject({ method: 'POST', url: `/api/moderation/car-applications/${id}/status`, headers: team.auth, payload: { status: to, note: 'Pastaba apie pokytį' } });

describe('the applicant\'s status', () => {
  it('answers only what the page shows, and follows the team\'s pipeline', async () => {
    const id = await apply({ carId: String(carId), term: '36', approxMonthlyPayment: '321' });
    const first = await status(id);
    expect(first.statusCode).toBe(200);
    const body = first.json<Record<string, unknown>>();
    expect(body).toEqual({
      id,
      status: 'received',
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      car: { title: expect.stringMatching(/^Markė \d+ Modelis, 2016 m\.$/), slug: expect.stringMatching(/^automobilis-/) },
      carAdvertisementUrl: null,
      pricing: { term: 36, approxMonthlyPayment: 321 },
      // The bank was not connected yet: the page offers it, with the provider's banks.
      bankStep: { institutions: expect.arrayContaining([{ id: 'SWEDBANK_HABALT22', name: 'Swedbank', bic: 'HABALT22', logo: expect.any(String) }]) },
    });

    const seen: string[] = [];
    const offered: boolean[] = [];
    for (const to of ['contacted', 'sent_to_owner', 'contract_signed']) {
      expect((await move(id, to)).statusCode).toBe(200);
      const answer = (await status(id)).json<{ status: string; bankStep: unknown }>();
      seen.push(answer.status);
      offered.push(answer.bankStep !== null);
    }
    expect(seen).toEqual(['assessing', 'passed_to_owner', 'contract_signed']);
    // Still open while the team assesses it; not once it was passed to the owner.
    expect(offered).toEqual([true, false, false]);
  });

  it('offers the bank step only while the bank could still be connected', async () => {
    const read = await apply();
    const exhausted = await apply();
    await t.db.updateTable('rental_applications').set({ bank_read_at: new Date() }).where('id', '=', read).execute();
    await t.db.updateTable('rental_applications').set({ bank_attempts: 10 }).where('id', '=', exhausted).execute();
    expect((await status(read)).json()).toMatchObject({ status: 'received', bankStep: null });
    expect((await status(exhausted)).json()).toMatchObject({ status: 'received', bankStep: null });
  });

  it('the consent start refuses what the page no longer offers: an application passed on or closed', async () => {
    const passedOn = await apply({ carId: String(carId) });
    const closed = await apply();
    for (const to of ['contacted', 'sent_to_owner']) expect((await move(passedOn, to)).statusCode).toBe(200);
    expect((await move(closed, 'declined')).statusCode).toBe(200);
    for (const id of [passedOn, closed]) {
      const res = await r.inject({ method: 'GET', url: `/api/car-application/gocardless/redirect/SWEDBANK_HABALT22/${id}` });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ data: null, error: { status: 409, message: 'Šiai paraiškai banko susieti nebereikia: ji jau perduota savininkui arba uždaryta' } });
      const saved = await t.db.selectFrom('rental_applications').select(['bank_attempts', 'bank_requisition_id']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(saved).toEqual({ bank_attempts: 0, bank_requisition_id: null });
    }
    // While the team is still assessing it, the applicant may connect the bank.
    const assessing = await apply();
    expect((await move(assessing, 'contacted')).statusCode).toBe(200);
    const started = await r.inject({ method: 'GET', url: `/api/car-application/gocardless/redirect/SWEDBANK_HABALT22/${assessing}` });
    expect(started.statusCode).toBe(200);
  });

  it('still offers the step, with no banks, when the provider cannot be asked: the page says so', async () => {
    const offline = await buildTestApp({ BANK_DATA_URL: 'http://127.0.0.1:9' });
    try {
      const recorder = new Recorder(offline);
      const created = await recorder.create(applicationForm(), '10.41.0.1');
      expect(created.statusCode).toBe(201);
      const id = created.json<CreateAnswer>().id;
      const res = await recorder.inject({ method: 'GET', url: `/api/car-application/status/${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'received', bankStep: { institutions: [] } });
    } finally {
      await offline.close();
    }
  });

  it('shows declined and withdrawn applications alike as declined', async () => {
    const declined = await apply();
    const withdrawn = await apply();
    expect((await move(declined, 'declined')).statusCode).toBe(200);
    expect((await move(withdrawn, 'withdrawn')).statusCode).toBe(200);
    expect((await status(declined)).json<{ status: string }>().status).toBe('declined');
    expect((await status(withdrawn)).json<{ status: string }>().status).toBe('declined');
    expect((await status(declined)).json()).toMatchObject({ bankStep: null });
  });

  it('gives the partner flow\'s link and no car; never a name, contact or code', async () => {
    const id = await apply({ partnerSlug: 'partneris', metadata: JSON.stringify({ carAdvertisementUrl: 'https://autoplius.lt/skelbimai/1' }) });
    const res = await status(id);
    expect(res.json()).toMatchObject({ car: null, carAdvertisementUrl: 'https://autoplius.lt/skelbimai/1' });
    const form = applicationForm();
    for (const personal of [form.name, form.surname, form.email, form.phoneNumber, form.address, CODES.applicant.slice(-4), CODES.applicant.slice(0, 1) + '*']) {
      expect(res.body).not.toContain(String(personal));
    }
    r.expectNoFullCodes();
  });

  it('answers the one 404 without the key, with a wrong key and for an unknown id', async () => {
    const id = await apply();
    const noKey = await status(id, true);
    const wrongKey = await r.inject({ method: 'GET', url: `/api/car-application/status/${id}`, headers: { 'x-application-key': 'x'.repeat(43) } });
    const unknown = await r.inject({ method: 'GET', url: '/api/car-application/status/0b7f2f0e-3c1e-4f43-9d2a-1f0b8f6f7a11', headers: { 'x-application-key': r.keys.get(id) as string } });
    for (const res of [noKey, wrongKey, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ data: null, error: { status: 404, message: expect.stringMatching(/^Paraiška nerasta arba ši nuoroda jos neatveria/) } });
    }
    const malformed = await r.inject({ method: 'GET', url: '/api/car-application/status/ne-numeris' });
    expect(malformed.statusCode).toBe(400);
  });
});
