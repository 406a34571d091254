import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { SUCCESS, callbackBody, carRequestBody, closedPortUrl, insertMakeAndModel, nextIp } from './helpers';

/** Setup makes a database (PGlite, or a PostgreSQL schema) and starts servers: generous on a loaded machine. */
const SETUP_TIMEOUT_MS = 60_000;

/**
 * Where a lead's e-mail goes when it cannot go over SMTP: never lost. Without SMTP_URL (the
 * one-machine default) it is written to mail_outbox; with an SMTP server that fails, the lead is
 * kept and the e-mail parked in mail_outbox too, and the visitor still gets the success answer.
 */
describe('leads: without SMTP (outbox) and without reCAPTCHA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TEAM_EMAIL: 'komanda@ratai.lt' });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('writes the car request e-mail into mail_outbox, with a log line', async () => {
    const car = await insertMakeAndModel(t.db, 'Toyota', 'Corolla');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email/car-request',
      payload: carRequestBody(car.make.id, car.model.id, { recaptchaToken: undefined, phone: '8 612 00001' }),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SUCCESS);

    const lead = await t.db.selectFrom('leads').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ kind: 'car_request', delivery: 'outbox' });
    const outbox = await t.db.selectFrom('mail_outbox').selectAll().where('lead_id', '=', lead.id).execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      to_address: 'komanda@ratai.lt',
      reply_to: 'ieva.petraitiene@pavyzdys.lt',
      subject: 'Nauja automobilio užklausa: Toyota Corolla, 2018 m.',
      reason: 'smtp_unset',
      error: null,
      sent_at: null,
    });
    expect(outbox[0]?.text).toContain('Telefonas: +37061200001');
    expect(outbox[0]?.created_at).toBeInstanceOf(Date);

    const logged = (text: string) => t.logs.some((line) => line.includes(text));
    expect(logged('SMTP_URL is not set')).toBe(true);
    expect(logged('e-mail written to mail_outbox')).toBe(true);
    expect(logged('reCAPTCHA skipped: RECAPTCHA_SECRET is not set')).toBe(true);
    // Personal data stays in the database, not in the log.
    expect(t.logs.some((line) => line.includes('+37061200001') || line.includes('ieva.petraitiene'))).toBe(false);
  });

  it('writes the callback e-mail into mail_outbox', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/email/request', payload: callbackBody({ subject: 'Skambutis dėl nuomos' }), remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ to_address: 'komanda@ratai.lt', reply_to: null, subject: 'Skambutis dėl nuomos', reason: 'smtp_unset' });
    expect(row.text).toContain('Vardas: Žydrūnas');
    expect(row.text).toContain('Telefonas: +37069876543');
  });
});

describe('leads: the SMTP server cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TEAM_EMAIL: 'komanda@ratai.lt', SMTP_URL: await closedPortUrl('smtp') });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the lead, parks the e-mail in mail_outbox with the error, and still answers success', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/email/request', payload: callbackBody(), remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SUCCESS);

    const lead = await t.db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ kind: 'callback', delivery: 'outbox' });
    const row = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ lead_id: lead.id, to_address: 'komanda@ratai.lt', reason: 'smtp_failed', sent_at: null });
    expect(row.error).toMatch(/ECONNREFUSED/);
    expect(t.logs.some((line) => line.includes('"level":50') && line.includes('SMTP send failed'))).toBe(true);
  });
});
