import type { TestApp } from '../helpers/build-test-app';
import { createTeamUser, createUser, type TestUser } from '../helpers/fixtures';
import { waitFor } from '../helpers/test-jobs';
import { applicationForm, insertCar } from '../applications/helpers';
import type { TestSmtpServer } from '../leads/helpers';
import { startMailingApp, type MailingApp } from './mailing-app';
import {
  notifyApplicationPassedToOwner,
  notifyBankConnected,
  notifyListingDeletedByTeam,
  notifyListingHiddenByTeam,
  notifyListingWaitingForReview,
} from '../../src/mail/notifications';
import { readMail, type ReadMail } from './read-mail';

const SETUP_TIMEOUT_MS = 60_000;

/**
 * The product's event e-mails (src/mail/templates.ts), each delivered by the job worker to a real
 * SMTP server on loopback: recipient, subject, Lithuanian text and HTML.
 */
describe('event e-mails', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let mailing: MailingApp | undefined;
  let owner: TestUser;
  let team: TestUser;
  let car: { id: number };
  let title: string;
  /** An approved, visible car the applications are for. */
  let appCar: { id: number };
  let appTitle: string;
  const titleOf = async (carId: number) => {
    const row = await t.db
      .selectFrom('car_advertisements as c')
      .innerJoin('car_makes as mk', 'mk.id', 'c.make_id')
      .select(['mk.name as make'])
      .where('c.id', '=', carId)
      .executeTakeFirstOrThrow();
    return `${row.make} Modelis, 2016 m.`;
  };
  const applyFor = (carId: number, overrides: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/car-application/create',
      payload: applicationForm({ carId: String(carId), price: '12000', ...overrides }),
    });

  beforeAll(async () => {
    mailing = await startMailingApp({ TEAM_EMAIL: 'komanda@ratai.lt', WIZARD_URL: 'https://paraiska.ratai.lt', PORTAL_URL: 'https://savininkams.ratai.lt', BACKOFFICE_URL: 'https://komanda.ratai.lt' });
    ({ t, smtp } = mailing);
    owner = await createUser(t.app, t.db);
    team = await createTeamUser(t.app, t.db);
    car = await insertCar(t.db, owner.id, { reviewStatus: 'pending' });
    title = await titleOf(car.id);
    appCar = await insertCar(t.db, owner.id);
    appTitle = await titleOf(appCar.id);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await mailing?.close();
  });

  /** The messages that arrive after `seen`, once `count` of them are there. */
  async function mailsAfter(seen: number, count: number): Promise<ReadMail[]> {
    await waitFor(`${count} e-mail(s)`, async () => smtp.messages.length >= seen + count, 20_000);
    return smtp.messages.slice(seen).map(readMail);
  }
  const byRecipient = (mails: ReadMail[], to: string) => {
    const mail = mails.find((m) => m.to.includes(to));
    if (!mail) throw new Error(`no e-mail to ${to}`);
    return mail;
  };

  it('application received: to the applicant with its number and the status page link, and to the team', async () => {
    const seen = smtp.messages.length;
    const res = await applyFor(appCar.id);
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: string }).id;
    const mails = await mailsAfter(seen, 2);

    const applicant = byRecipient(mails, 'ruta@pavyzdys.lt');
    expect(applicant.subject).toBe(`Jūsų paraiška gauta – Nr. ${id}`);
    expect(applicant.text).toContain('Sveiki, Rūta,');
    expect(applicant.text).toContain(`Paraiškos numeris: ${id}`);
    expect(applicant.text).toContain(`Automobilis: ${appTitle}`);
    expect(applicant.text).toContain('Paraiškos būseną galite bet kada patikrinti šia nuoroda.');
    // The link to the status page (issue 17) carries the application's access key (issue 18, item 3) in its fragment.
    const key = (res.json() as { accessKey: string }).accessKey;
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(applicant.text).toContain(`Paraiškos būsena: https://paraiska.ratai.lt/paraiskos-busena?id=${id}#raktas=${key}`);
    expect(applicant.html).toContain(`href="https://paraiska.ratai.lt/paraiskos-busena?id=${id}#raktas=${key}"`);
    expect(applicant.html).toContain('<html lang="lt">');
    // The personal code is never mailed.
    expect(`${applicant.text}${applicant.html}`).not.toMatch(/3870318174/);

    const toTeam = byRecipient(mails, 'komanda@ratai.lt');
    expect(toTeam.subject).toBe(`Nauja paraiška: Rūta Petraitienė, ${appTitle}`);
    expect(toTeam.text).toContain(`Paraiškos numeris: ${id}`);
    expect(toTeam.text).toMatch(/Kreditinė šviesa: (Žalia|Geltona|Raudona)/);
    // The team opens it in the back office from the e-mail.
    expect(toTeam.text).toContain(`Atidaryti paraišką: https://komanda.ratai.lt/paraiskos/${id}`);
    expect(toTeam.html).toContain(`href="https://komanda.ratai.lt/paraiskos/${id}"`);
  });

  it('bank connected, credit light ready: to the team', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/car-application/create', payload: applicationForm({ email: 'jonas@pavyzdys.lt', name: 'Jonas', surname: 'Jonaitis' }) });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: string }).id;
    await waitFor('the application e-mails', async () => (await t.db.selectFrom('mail_outbox').select('id').where('status', '<>', 'sent').execute()).length === 0);
    const seen = smtp.messages.length;
    await t.db.updateTable('rental_applications').set({ credit_light: 'green', status: 'bank_connected' }).where('id', '=', id).execute();
    await t.db.transaction().execute((trx) => notifyBankConnected(trx, t.config, id));
    const [mail] = await mailsAfter(seen, 1);
    expect(mail?.to).toEqual(['komanda@ratai.lt']);
    expect(mail?.subject).toBe(`Banko duomenys gauti, kreditinė šviesa: Žalia – paraiška ${id}`);
    expect(mail?.text).toContain('Pareiškėjas: Jonas Jonaitis');
    expect(mail?.text).toContain('Automobilis: —');
    expect(mail?.text).toContain(`Atidaryti paraišką: https://komanda.ratai.lt/paraiskos/${id}`);
  });

  it('listing waiting for review: to the team, new and edited', async () => {
    const seen = smtp.messages.length;
    await t.db.transaction().execute(async (trx) => {
      await notifyListingWaitingForReview(trx, t.config, car.id, false);
      await notifyListingWaitingForReview(trx, t.config, car.id, true);
    });
    const mails = await mailsAfter(seen, 2);
    expect(mails.map((m) => m.to[0])).toEqual(['komanda@ratai.lt', 'komanda@ratai.lt']);
    expect(mails.map((m) => m.subject)).toEqual([`Skelbimas laukia peržiūros: ${title}`, `Skelbimas laukia peržiūros: ${title}`]);
    expect(mails.map((m) => m.text.split('\n')[0]).sort()).toEqual([
      'Savininkas pakeitė skelbimą; jis vėl laukia peržiūros.',
      'Savininkas įkėlė naują skelbimą; jis laukia peržiūros.',
    ]);
    // A link to the listing's page in the back office, not to the API.
    for (const mail of mails) {
      expect(mail.text).toContain(`Peržiūrėti skelbimą: https://komanda.ratai.lt/skelbimai/${car.id}`);
      expect(mail.text).not.toContain('/api/');
    }
  });

  it('listing approved and rejected with the reason: to the owner, through the moderation calls', async () => {
    let seen = smtp.messages.length;
    const approve = await t.app.inject({ method: 'POST', url: `/api/moderation/car-advertisements/${car.id}/approve`, headers: team.auth, payload: {} });
    expect(approve.statusCode).toBe(200);
    const [approved] = await mailsAfter(seen, 1);
    expect(approved?.to).toEqual([owner.email]);
    expect(approved?.subject).toBe(`Skelbimas patvirtintas: ${title}`);
    expect(approved?.text).toContain(`Jūsų skelbimas „${title}“ patvirtintas.`);
    expect(approved?.text).toContain('Mano skelbimai: https://savininkams.ratai.lt');

    seen = smtp.messages.length;
    const reason = 'Nuotraukose matyti <kito> automobilio numeriai';
    const reject = await t.app.inject({ method: 'POST', url: `/api/moderation/car-advertisements/${car.id}/reject`, headers: team.auth, payload: { reason } });
    expect(reject.statusCode).toBe(200);
    const [rejected] = await mailsAfter(seen, 1);
    expect(rejected?.to).toEqual([owner.email]);
    expect(rejected?.subject).toBe(`Skelbimas atmestas: ${title}`);
    expect(rejected?.text).toContain(`Priežastis: ${reason}`);
    expect(rejected?.html).toContain('Nuotraukose matyti &lt;kito&gt; automobilio numeriai');
    expect(rejected?.replyTo).toBe('komanda@ratai.lt');
  });

  it('a refused moderation call queues nothing', async () => {
    const before = await t.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'POST', url: `/api/moderation/car-advertisements/999999/approve`, headers: team.auth, payload: {} });
    expect(res.statusCode).toBe(404);
    const after = await t.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('hidden by the team and application passed to the owner: to the owner (functions for the back office)', async () => {
    const res = await applyFor(appCar.id, { email: 'ona@pavyzdys.lt' });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: string }).id;
    await waitFor('the application e-mails', async () => (await t.db.selectFrom('mail_outbox').select('id').where('status', '<>', 'sent').execute()).length === 0);
    const seen = smtp.messages.length;
    await t.db.transaction().execute(async (trx) => {
      await notifyListingHiddenByTeam(trx, t.config, car.id, 'Automobilis jau parduotas');
      await notifyApplicationPassedToOwner(trx, t.config, id, owner.id);
      await notifyListingDeletedByTeam(trx, t.config, car.id, 'Skelbimas pažeidžia taisykles');
    });
    const mails = await mailsAfter(seen, 3);
    const deleted = mails.find((m) => m.subject.startsWith('Skelbimas ištrintas'));
    expect(deleted?.to).toEqual([owner.email]);
    expect(deleted?.subject).toBe(`Skelbimas ištrintas: ${title}`);
    expect(deleted?.text).toContain('Priežastis: Skelbimas pažeidžia taisykles');
    expect(deleted?.html).toContain('Skelbimas pažeidžia taisykles');
    const hidden = mails.find((m) => m.subject.startsWith('Skelbimas paslėptas'));
    expect(hidden?.to).toEqual([owner.email]);
    expect(hidden?.subject).toBe(`Skelbimas paslėptas: ${title}`);
    expect(hidden?.text).toContain('Priežastis: Automobilis jau parduotas');
    const passed = mails.find((m) => m.subject.startsWith('Jums perduota paraiška'));
    expect(passed?.to).toEqual([owner.email]);
    expect(passed?.subject).toBe(`Jums perduota paraiška: ${appTitle}`);
    expect(passed?.text).toContain(`Paraiškos numeris: ${id}`);
    // The owner gets the number, not the applicant's personal data.
    expect(passed?.text).not.toContain('ona@pavyzdys.lt');
  });
});
