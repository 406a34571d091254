import { sql } from 'kysely';
import type { TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/fixtures';
import { waitFor } from '../helpers/test-jobs';
import type { TestSmtpServer } from '../leads/helpers';
import { startMailingApp, type MailingApp } from '../mail/mailing-app';
import { readMail } from '../mail/read-mail';
import { nextIp } from './helpers';

const SETUP_TIMEOUT_MS = 60_000;
const RESET_INVALID = 'Nuoroda neteisinga arba nebegalioja. Paprašykite naujos.';

/**
 * Password reset and e-mail confirmation (Strapi's call names): the e-mails arrive over SMTP,
 * codes work once and expire, sessions end, nothing tells whether an account exists.
 */
describe('password reset and e-mail confirmation', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let mailing: MailingApp | undefined;
  beforeAll(async () => {
    mailing = await startMailingApp({ PORTAL_URL: 'https://savininkams.ratai.lt', PUBLIC_URL: 'https://api.ratai.lt' });
    ({ t, smtp } = mailing);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await mailing?.close();
  });

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
  const login = (email: string, password: string) => post('/api/auth/local', { identifier: email, password });
  async function resetMailTo(email: string, seen: number) {
    await waitFor('the reset e-mail', async () => smtp.messages.slice(seen).some((m) => m.rcptTo.includes(email)), 20_000);
    const received = smtp.messages.slice(seen).find((m) => m.rcptTo.includes(email));
    if (!received) throw new Error(`no e-mail to ${email}`);
    const mail = readMail(received);
    const code = /slaptazodzio-atkurimas\?code=([\w-]+)/.exec(mail.text)?.[1] ?? '';
    return { mail, code };
  }

  it('mails a reset link, sets the new password once, and ends every session', async () => {
    const owner = await createUser(t.app, t.db, { email: 'ieva.reset@pavyzdys.lt' });
    const seen = smtp.messages.length;
    const asked = await post('/api/auth/forgot-password', { email: ' Ieva.Reset@Pavyzdys.lt ' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ ok: true });

    const { mail, code } = await resetMailTo(owner.email, seen);
    expect(mail.subject).toBe('Slaptažodžio atkūrimas');
    expect(mail.text).toContain('galioja 1 valandą ir tik vieną kartą');
    expect(mail.text).toContain(`Nustatyti naują slaptažodį: https://savininkams.ratai.lt/slaptazodzio-atkurimas?code=${code}`);
    expect(mail.html).toContain('href="https://savininkams.ratai.lt/slaptazodzio-atkurimas?code=');
    expect(code).toMatch(/^[\w-]{43}$/);
    // Only a hash of the code is stored.
    expect(JSON.stringify(await t.db.selectFrom('account_codes').selectAll().execute())).not.toContain(code);

    // A token from before the reset stops working (the same session stamp as logout, issue 18 item 10).
    const oldToken = await t.app.signToken(owner.id);
    expect((await me(oldToken)).statusCode).toBe(200);

    const mismatch = await post('/api/auth/reset-password', { code, password: 'Naujas123!', passwordConfirmation: 'Kitas123!' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details.errors).toEqual([{ path: ['passwordConfirmation'], message: 'Slaptažodžiai nesutampa' }]);

    const reset = await post('/api/auth/reset-password', { code, password: 'Naujas123!', passwordConfirmation: 'Naujas123!' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });
    expect((await me(oldToken)).statusCode).toBe(401);
    expect((await login(owner.email, owner.password)).statusCode).toBe(400);
    expect((await login(owner.email, 'Naujas123!')).statusCode).toBe(200);
    const user = await t.db.selectFrom('users').select('email_verified_at').where('id', '=', owner.id).executeTakeFirstOrThrow();
    expect(user.email_verified_at).toBeInstanceOf(Date);

    // Single use.
    const again = await post('/api/auth/reset-password', { code, password: 'Trecias123!', passwordConfirmation: 'Trecias123!' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details.errors).toEqual([{ path: ['code'], message: RESET_INVALID }]);
  });

  it('refuses an expired code, and an earlier code once a newer one is asked for', async () => {
    const owner = await createUser(t.app, t.db, { email: 'jonas.reset@pavyzdys.lt' });
    let seen = smtp.messages.length;
    await post('/api/auth/forgot-password', { email: owner.email });
    const first = (await resetMailTo(owner.email, seen)).code;
    seen = smtp.messages.length;
    await post('/api/auth/forgot-password', { email: owner.email });
    const second = (await resetMailTo(owner.email, seen)).code;
    expect(second).not.toBe(first);
    const body = (code: string) => ({ code, password: 'Naujas123!', passwordConfirmation: 'Naujas123!' });
    expect((await post('/api/auth/reset-password', body(first))).statusCode).toBe(400);

    await t.db.updateTable('account_codes').set({ expires_at: sql`now() - interval '1 second'` }).where('user_id', '=', owner.id).execute();
    const expired = await post('/api/auth/reset-password', body(second));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.details.errors).toEqual([{ path: ['code'], message: RESET_INVALID }]);
  });

  it('answers an unknown address exactly like a known one and mails nothing', async () => {
    const known = await createUser(t.app, t.db, { email: 'zinomas@pavyzdys.lt' });
    await waitFor('quiet outbox', async () => (await t.db.selectFrom('mail_outbox').select('id').where('status', '<>', 'sent').execute()).length === 0);
    const before = await t.db.selectFrom('mail_outbox').select('id').execute();
    const unknown = await post('/api/auth/forgot-password', { email: 'nezinomas@pavyzdys.lt' });
    const knownAnswer = await post('/api/auth/forgot-password', { email: known.email });
    expect(unknown.statusCode).toBe(knownAnswer.statusCode);
    expect(unknown.body).toBe(knownAnswer.body);
    const confirmUnknown = await post('/api/auth/send-email-confirmation', { email: 'nezinomas@pavyzdys.lt' });
    expect(confirmUnknown.json()).toEqual({ email: 'nezinomas@pavyzdys.lt', sent: true });
    const after = await t.db.selectFrom('mail_outbox').select(['id', 'to_address']).execute();
    expect(after.length - before.length).toBe(1);
    expect(after.some((row) => row.to_address === 'nezinomas@pavyzdys.lt')).toBe(false);
    const bad = await post('/api/auth/forgot-password', { email: 'ne adresas' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.errors).toEqual([{ path: ['email'], message: 'Blogai įvestas el. paštas' }]);
  });

  it('registration mails a confirmation link; the link verifies the e-mail once', async () => {
    const email = 'naujas.savininkas@pavyzdys.lt';
    const seen = smtp.messages.length;
    const registered = await post('/api/auth/local/register', { identifier: email, email, username: email, password: 'Slaptas123!', termsAgreed: true, marketingAgreed: true });
    expect(registered.statusCode).toBe(200);
    await waitFor('the confirmation e-mail', async () => smtp.messages.slice(seen).some((m) => m.rcptTo.includes(email)), 20_000);
    const received = smtp.messages.slice(seen).find((m) => m.rcptTo.includes(email));
    if (!received) throw new Error('no confirmation e-mail');
    const mail = readMail(received);
    expect(mail.subject).toBe('Patvirtinkite el. pašto adresą');
    const link = /https:\/\/api\.ratai\.lt(\/api\/auth\/email-confirmation\?confirmation=[\w-]+)/.exec(mail.text)?.[1] ?? '';
    expect(link).not.toBe('');
    const confirmed = await t.app.inject({ method: 'GET', url: link });
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers['location']).toBe('https://savininkams.ratai.lt/el-pasto-patvirtinimas?busena=patvirtintas');
    const user = await t.db.selectFrom('users').select('email_verified_at').where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.email_verified_at).toBeInstanceOf(Date);
    const reused = await t.app.inject({ method: 'GET', url: link });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.details.errors).toEqual([
      { path: ['confirmation'], message: 'Patvirtinimo nuoroda neteisinga arba nebegalioja. Paprašykite naujos.' },
    ]);
    const malformed = ['/api/auth/email-confirmation', '/api/auth/email-confirmation?confirmation=%00', `/api/auth/email-confirmation?confirmation=${'z'.repeat(5000)}`];
    for (const url of malformed) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    }
    // A person opening a spent or broken link in a browser gets the portal's page, which offers a new link.
    const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    for (const url of [link, ...malformed]) {
      const opened = await t.app.inject({ method: 'GET', url, headers: browser });
      expect(opened.statusCode).toBe(302);
      expect(opened.headers['location']).toBe('https://savininkams.ratai.lt/el-pasto-patvirtinimas?busena=netinkama');
    }
  });

  it('a social-only account sets a password through the reset and can then delete itself', async () => {
    const email = 'socialinis@pavyzdys.lt';
    const user = await t.db.insertInto('users').values({ email, password_hash: null, profile_type: null, email_verified_at: new Date() }).returning('id').executeTakeFirstOrThrow();
    await t.db.insertInto('user_roles').values({ user_id: user.id, role: 'owner' }).execute();
    const seen = smtp.messages.length;
    await post('/api/auth/forgot-password', { email });
    const { code } = await resetMailTo(email, seen);
    expect((await post('/api/auth/reset-password', { code, password: 'Socialus123!', passwordConfirmation: 'Socialus123!' })).statusCode).toBe(200);
    const signedIn = await login(email, 'Socialus123!');
    expect(signedIn.statusCode).toBe(200);
    const token = (signedIn.json() as { jwt: string }).jwt;
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/system-role/delete-user', headers: { authorization: `Bearer ${token}` }, payload: { password: 'Socialus123!' } });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
  });

  it('never answers 5xx to hostile bodies', async () => {
    const bodies: unknown[] = [null, [], 'text', { email: 42 }, { email: 'a@b.lt', extra: 1 }, { code: { $ne: 1 }, password: 'x', passwordConfirmation: 'x' }, { code: 'a'.repeat(100_000) }];
    for (const url of ['/api/auth/forgot-password', '/api/auth/reset-password', '/api/auth/send-email-confirmation']) {
      for (const body of bodies) {
        const res = await t.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' }, remoteAddress: nextIp() });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
    }
  });
});
