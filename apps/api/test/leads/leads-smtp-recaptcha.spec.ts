import { CALLBACK_DEFAULT_SUBJECT } from '@ratai/validation';
import type { TestApp } from '../helpers/build-test-app';
import { waitFor } from '../helpers/test-jobs';
import { startMailingApp, type MailingApp } from '../mail/mailing-app';
import { LEAD_LIMIT } from '../../src/modules/leads/routes';
import {
  SUCCESS,
  callbackBody,
  carRequestBody,
  insertMakeAndModel,
  nextIp,
  parseMail,
  startRecaptchaStub,
  type RecaptchaStub,
  type TestSmtpServer,
} from './helpers';
import { readMail } from '../mail/read-mail';

/** Setup makes a database (PGlite, or a PostgreSQL schema) and starts servers: generous on a loaded machine. */
const SETUP_TIMEOUT_MS = 60_000;

/**
 * The lead forms against a real SMTP server (smtp-server on loopback) and a local reCAPTCHA
 * verify endpoint: what the team receives, and what the human check lets through.
 */
const NBSP = '\u00a0';
const RECAPTCHA_REFUSED = {
  data: null,
  error: { status: 400, name: 'BadRequestError', message: 'Nepavyko patvirtinti, kad esate žmogus. Bandykite dar kartą.', details: {} },
};
const RECAPTCHA_UNAVAILABLE = {
  data: null,
  error: { status: 503, name: 'ServiceUnavailableError', message: 'Šiuo metu nepavyko patikrinti užklausos. Bandykite dar kartą vėliau.', details: {} },
};

describe('leads: e-mail over SMTP, reCAPTCHA v3 checked', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let recaptcha: RecaptchaStub;
  let car: Awaited<ReturnType<typeof insertMakeAndModel>>;
  let mailing: MailingApp | undefined;

  beforeAll(async () => {
    recaptcha = await startRecaptchaStub();
    // The e-mail leaves through the outbox and the job queue (src/mail/README.md).
    mailing = await startMailingApp({
      MAIL_FROM: 'Ratai <no-reply@ratai.lt>',
      TEAM_EMAIL: 'komanda@ratai.lt',
      RECAPTCHA_SECRET: 'test-recaptcha-secret',
      RECAPTCHA_VERIFY_URL: recaptcha.url,
    });
    ({ t, smtp } = mailing);
    car = await insertMakeAndModel(t.db);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await mailing?.close();
    await recaptcha?.close();
  });

  /** Makes the verify endpoint answer a passing v3 result for `action`. */
  const passFor = (action: string, score = 0.9) => {
    recaptcha.respond = { status: 200, body: { success: true, score, action, hostname: 'ratai.lt', challenge_ts: new Date().toISOString() } };
  };
  const postCarRequest = (body: unknown, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/email/car-request', payload: body as object, remoteAddress: ip });
  const postCallback = (body: unknown, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/email/request', payload: body as object, remoteAddress: ip });
  /** Waits until every queued e-mail has left, so a count of received mails is stable. */
  const allMailSent = () =>
    waitFor('every e-mail sent', async () => {
      const waiting = await t.db.selectFrom('mail_outbox').select('id').where('status', '<>', 'sent').execute();
      return waiting.length === 0;
    });
  const leadCount = async () => Number((await t.db.selectFrom('leads').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  describe('delivery', () => {
    it('mails a car request to the team in Lithuanian and stores the lead', async () => {
      passFor('car_request');
      const seen = smtp.messages.length;
      const ip = nextIp();
      const res = await postCarRequest(carRequestBody(car.make.id, car.model.id), ip);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SUCCESS);

      const received = await smtp.waitForMessage(seen);
      expect(received.rcptTo).toEqual(['komanda@ratai.lt']);
      expect(received.mailFrom).toBe('no-reply@ratai.lt');
      const mail = readMail(received);
      expect(mail.subject).toBe('Nauja automobilio užklausa: Škoda Octavia, 2018 m.');
      expect(mail.replyTo).toBe('ieva.petraitiene@pavyzdys.lt');
      // The shared templates (src/mail/templates.ts): the same rows as HTML, values escaped.
      expect(mail.html).toContain('<html lang="lt">');
      expect(mail.html).toContain('<td style="padding:2px 12px 2px 0;color:#555">Markė</td><td style="padding:2px 0">Škoda</td>');
      expect(mail.html).toContain('ieva.petraitiene@pavyzdys.lt');
      expect(mail.html).toContain('Atsakykite į šį laišką – atsakymas nueis lankytojui.');
      expect(mail.text).toContain('Lankytojas ieško automobilio');
      expect(mail.text).toContain('Markė: Škoda\nModelis: Octavia\nGamybos metai: 2018\n');
      expect(mail.text).toContain(`Kaina: 4${NBSP}000${NBSP}€ – 9${NBSP}000${NBSP}€`);
      expect(mail.text).toContain('Telefonas: +37061234567');
      expect(mail.text).toContain('El. paštas: ieva.petraitiene@pavyzdys.lt');
      expect(mail.text).not.toContain('token-car');

      // The token went to the verify endpoint with the secret and the client's address.
      expect(recaptcha.calls.at(-1)).toEqual({ secret: 'test-recaptcha-secret', response: 'token-car', remoteip: ip });

      const lead = await waitFor('the lead marked sent', async () => {
        const row = await t.db.selectFrom('leads').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
        return row.delivery === 'sent' ? row : null;
      });
      expect(mail.text).toContain(`Užklausos Nr.: ${lead.id}`);
      expect(lead.kind).toBe('car_request');
      expect(lead.payload).toEqual({
        carMake: { id: car.make.id, name: 'Škoda' },
        carModel: { id: car.model.id, name: 'Octavia' },
        modelYear: 2018,
        price: [4000, 9000],
        phone: '+37061234567',
        email: 'ieva.petraitiene@pavyzdys.lt',
        termsAgreed: true,
      });
      expect(lead.ip_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(lead.ip_hash).not.toContain(ip);
      const outbox = await t.db.selectFrom('mail_outbox').select(['template', 'status']).where('lead_id', '=', lead.id).execute();
      expect(outbox).toEqual([{ template: 'lead.car_request', status: 'sent' }]);
    });

    it('mails a callback request under the form\'s default subject', async () => {
      passFor('callback_request');
      const seen = smtp.messages.length;
      const res = await postCallback(callbackBody());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SUCCESS);

      const mail = readMail(await smtp.waitForMessage(seen));
      expect(mail.subject).toBe(CALLBACK_DEFAULT_SUBJECT);
      expect(mail.replyTo).toBeUndefined();
      expect(mail.text).toContain('Lankytojas prašo jam paskambinti');
      expect(mail.text).toContain('Vardas: Žydrūnas\nTelefonas: +37069876543\n');
      expect(mail.html).toContain('<td style="padding:2px 0">Žydrūnas</td>');
      expect(mail.html).toContain('Lankytojas el. pašto nenurodė');

      const lead = await waitFor('the lead marked sent', async () => {
        const row = await t.db.selectFrom('leads').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
        return row.delivery === 'sent' ? row : null;
      });
      expect(lead).toMatchObject({ kind: 'callback', delivery: 'sent' });
      expect(lead.payload).toEqual({ name: 'Žydrūnas', phone: '+37069876543', subject: CALLBACK_DEFAULT_SUBJECT, termsAgreed: true });
    });

    it('keeps a subject the form sends, flattened to one header line', async () => {
      passFor('callback_request');
      const seen = smtp.messages.length;
      const res = await postCallback(callbackBody({ subject: 'Uždirbk su savo automobiliu\r\nBcc: kitas@pavyzdys.lt' }));
      expect(res.statusCode).toBe(200);
      const received = await smtp.waitForMessage(seen);
      expect(received.rcptTo).toEqual(['komanda@ratai.lt']);
      const mail = parseMail(received.raw);
      expect(mail.subject).toBe('Uždirbk su savo automobiliu Bcc: kitas@pavyzdys.lt');
      expect(mail.headers.has('bcc')).toBe(false);
    });
  });

  describe('reCAPTCHA v3', () => {
    it('refuses a low score and stores nothing', async () => {
      passFor('car_request', 0.3);
      await allMailSent();
      const [leadsBefore, mailsBefore] = [await leadCount(), smtp.messages.length];
      const res = await postCarRequest(carRequestBody(car.make.id, car.model.id));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(RECAPTCHA_REFUSED);
      expect(await leadCount()).toBe(leadsBefore);
      expect(smtp.messages.length).toBe(mailsBefore);
      expect(t.logs.some((line) => line.includes('reCAPTCHA refused a lead') && line.includes('"low-score"'))).toBe(true);
    });

    it('accepts the threshold score 0.5 itself', async () => {
      passFor('car_request', 0.5);
      expect((await postCarRequest(carRequestBody(car.make.id, car.model.id))).statusCode).toBe(200);
    });

    it('refuses a token minted for the other form (wrong action)', async () => {
      passFor('callback_request');
      const res = await postCarRequest(carRequestBody(car.make.id, car.model.id));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(RECAPTCHA_REFUSED);

      passFor('car_request');
      const callback = await postCallback(callbackBody());
      expect(callback.statusCode).toBe(400);
      expect(callback.json()).toEqual(RECAPTCHA_REFUSED);
    });

    it('refuses a token Google does not recognise (success: false)', async () => {
      recaptcha.respond = { status: 200, body: { success: false, 'error-codes': ['invalid-input-response'] } };
      const res = await postCallback(callbackBody());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(RECAPTCHA_REFUSED);
    });

    it('refuses a request without a token, without asking the verify endpoint', async () => {
      passFor('callback_request');
      const calls = recaptcha.calls.length;
      const res = await postCallback(callbackBody({ recaptchaToken: undefined }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(RECAPTCHA_REFUSED);
      expect(recaptcha.calls.length).toBe(calls);
    });

    it.each([
      ['the endpoint drops the connection', 'down' as const],
      ['the endpoint answers 500', { status: 500, body: { error: 'boom' } }],
      ['the endpoint answers something else than siteverify JSON', { status: 200, body: { hello: 'world' } }],
    ])('fails closed with 503 when %s', async (_case, answer) => {
      recaptcha.respond = answer;
      await allMailSent();
      const [leadsBefore, mailsBefore] = [await leadCount(), smtp.messages.length];
      const res = await postCarRequest(carRequestBody(car.make.id, car.model.id));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(RECAPTCHA_UNAVAILABLE);
      expect(await leadCount()).toBe(leadsBefore);
      expect(smtp.messages.length).toBe(mailsBefore);
    });
  });

  describe('validation (the forms\' messages, at the fields)', () => {
    const errorsOf = (res: { json(): unknown }) => (res.json() as { error: { details: { errors: unknown } } }).error.details.errors;

    it.each([
      ['phone', { phone: '+370' }, 'Įveskite telefono numerį'],
      ['email', { email: '' }, 'Įveskite el. pašto adresą'],
      ['email', { email: 'ieva@' }, 'Neteisingas el. pašto adresas'],
      ['modelYear', { modelYear: undefined }, 'Įveskite automobilio gamybos metus'],
      ['price', { price: undefined }, 'Įveskite automobilio kainą'],
      ['termsAgreed', { termsAgreed: false }, 'Būtina sutikti su taisyklėmis'],
      ['carMake', { carMake: undefined }, 'Pasirinkite automobilio markę'],
    ])('car request: %s %p → %s', async (field, overrides, message) => {
      const calls = recaptcha.calls.length;
      const res = await postCarRequest(carRequestBody(car.make.id, car.model.id, overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError', message } });
      expect(errorsOf(res)).toEqual([{ path: [field], message }]);
      expect(recaptcha.calls.length).toBe(calls);
    });

    it('refuses a make that does not exist and a model of another make', async () => {
      const other = await insertMakeAndModel(t.db, 'Volvo', 'V70');
      const noMake = await postCarRequest(carRequestBody(999_999, car.model.id));
      expect(errorsOf(noMake)).toEqual([{ path: ['carMake'], message: 'Pasirinkite automobilio markę' }]);
      const wrongModel = await postCarRequest(carRequestBody(car.make.id, other.model.id));
      expect(errorsOf(wrongModel)).toEqual([{ path: ['carModel'], message: 'Pasirinkite automobilio modelį' }]);
    });

    it.each([
      ['name', { name: ' ' }, 'Įveskite savo vardą'],
      ['phone', { phone: '' }, 'Įveskite telefono numerį'],
      ['termsAgreed', { termsAgreed: undefined }, 'Būtina sutikti su taisyklėmis'],
    ])('callback: %s %p → %s', async (field, overrides, message) => {
      const res = await postCallback(callbackBody(overrides));
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([{ path: [field], message }]);
    });

    it('refuses fields the forms do not have', async () => {
      const res = await postCallback({ ...callbackBody(), email: 'x@pavyzdys.lt' });
      expect(res.statusCode).toBe(400);
      expect(errorsOf(res)).toEqual([{ path: ['email'], message: 'Nežinomas laukas' }]);
    });

    it('answers 400, not 500, to a body that is not an object', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/email/request', payload: '[1,2]', headers: { 'content-type': 'application/json' }, remoteAddress: nextIp() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ data: null, error: { status: 400, name: 'ValidationError' } });
    });
  });

  describe('limit per IP', () => {
    it(`answers 429 after ${LEAD_LIMIT.max} leads from one address, both forms together`, async () => {
      const ip = nextIp();
      for (let i = 0; i < LEAD_LIMIT.max; i += 1) {
        const kind = i % 2 === 0 ? 'car_request' : 'callback_request';
        passFor(kind);
        const res = kind === 'car_request' ? await postCarRequest(carRequestBody(car.make.id, car.model.id), ip) : await postCallback(callbackBody(), ip);
        expect(res.statusCode).toBe(200);
      }
      passFor('callback_request');
      const calls = recaptcha.calls.length;
      const limited = await postCallback(callbackBody(), ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        data: null,
        error: { status: 429, name: 'RateLimitError', message: 'Per daug bandymų. Pabandykite vėliau.', details: {} },
      });
      // Refused before the verify endpoint: a flood cannot make the API call Google without limit.
      expect(recaptcha.calls.length).toBe(calls);

      // Another address is not affected.
      expect((await postCallback(callbackBody(), nextIp())).statusCode).toBe(200);
    });
  });
});
