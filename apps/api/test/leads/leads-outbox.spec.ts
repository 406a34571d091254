import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { startTestJobs, waitFor } from '../helpers/test-jobs';
import type { Jobs } from '../../src/jobs/worker';
import { SUCCESS, callbackBody, carRequestBody, closedPortUrl, insertMakeAndModel, nextIp } from './helpers';

/** Setup makes a database (PGlite, or a PostgreSQL schema) and starts servers: generous on a loaded machine. */
const SETUP_TIMEOUT_MS = 60_000;

/**
 * Where a lead's e-mail goes when it cannot go over SMTP: never lost. It is written to mail_outbox
 * with the lead, in one transaction; without SMTP_URL it waits there ('queued'), and with an SMTP
 * server that fails the worker keeps the error and retries, while the visitor has had the success answer.
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
      template: 'lead.car_request',
      status: 'queued',
      reason: null,
      error: null,
      sent_at: null,
    });
    expect(outbox[0]?.text).toContain('Telefonas: +37061200001');
    expect(outbox[0]?.created_at).toBeInstanceOf(Date);

    const logged = (text: string) => t.logs.some((line) => line.includes(text));
    expect(logged('e-mail queued for the team')).toBe(true);
    expect(logged('reCAPTCHA skipped: RECAPTCHA_SECRET is not set')).toBe(true);
    // Personal data stays in the database, not in the log.
    expect(t.logs.some((line) => line.includes('+37061200001') || line.includes('ieva.petraitiene'))).toBe(false);
  });

  it('writes the callback e-mail into mail_outbox', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/email/request', payload: callbackBody({ subject: 'Skambutis dėl nuomos' }), remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ to_address: 'komanda@ratai.lt', reply_to: null, subject: 'Skambutis dėl nuomos', status: 'queued' });
    expect(row.text).toContain('Vardas: Žydrūnas');
    expect(row.text).toContain('Telefonas: +37069876543');
  });
});

describe('leads: the SMTP server cannot be reached', () => {
  let t: TestApp;
  let jobs: Jobs;
  beforeAll(async () => {
    t = await buildTestApp({ TEAM_EMAIL: 'komanda@ratai.lt', SMTP_URL: await closedPortUrl('smtp') });
    jobs = await startTestJobs(t, { mailRetry: { retryDelay: 1, retryBackoff: false, retryLimit: 20 } });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await jobs?.stop();
    await t?.close();
  });

  it('keeps the lead, answers success, and keeps retrying the e-mail with the error recorded', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/email/request', payload: callbackBody(), remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SUCCESS);

    const lead = await t.db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ kind: 'callback', delivery: 'outbox' });
    const row = await waitFor('a failed attempt', async () => {
      const now = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
      return now.attempts >= 1 && now.error ? now : null;
    });
    expect(row).toMatchObject({ lead_id: lead.id, to_address: 'komanda@ratai.lt', sent_at: null });
    expect(row.status).not.toBe('sent');
    expect(row.error).toMatch(/ECONNREFUSED/);
  });
});
