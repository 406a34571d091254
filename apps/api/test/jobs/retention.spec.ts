import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/fixtures';
import { startTestJobs } from '../helpers/test-jobs';
import { applicationForm } from '../applications/helpers';
import { callbackBody, nextIp } from '../leads/helpers';
import { enqueueEmail } from '../../src/mail/outbox';
import { RETENTION, runRetention } from '../../src/jobs/retention';
import { RETENTION_CRON, RETENTION_QUEUE } from '../../src/jobs/worker';

const SETUP_TIMEOUT_MS = 60_000;

/** The daily retention job (docs/data-retention.md): what is past its period goes, the rest stays. */
describe('retention of personal data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
  });

  const ageBy = (table: 'leads' | 'rental_applications' | 'mail_outbox' | 'account_codes', ids: Array<number | string>, interval: string) =>
    sql`update ${sql.table(table)} set created_at = now() - ${interval}::interval where id in (${sql.join(ids)})`.execute(t.db);

  it('deletes leads, applications, sent e-mails and spent codes past their periods, and nothing younger', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect((await t.app.inject({ method: 'POST', url: '/api/email/request', payload: callbackBody(), remoteAddress: nextIp() })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/api/car-application/create', payload: applicationForm(), remoteAddress: nextIp() })).statusCode).toBe(201);
    }
    const leads = (await t.db.selectFrom('leads').select('id').orderBy('id').execute()).map((r) => r.id);
    const apps = (await t.db.selectFrom('rental_applications').select('id').orderBy('created_at').execute()).map((r) => r.id);
    await ageBy('leads', [leads[0] as number], `${RETENTION.leadsMonths} months 1 day`);
    await ageBy('leads', [leads[1] as number], `${RETENTION.leadsMonths - 1} months`);
    await ageBy('rental_applications', [apps[0] as string], `${RETENTION.applicationsMonths} months 1 day`);
    await ageBy('rental_applications', [apps[1] as string], `${RETENTION.applicationsMonths - 1} months`);

    const sent = await enqueueEmail(t.db, { to: 'a@pavyzdys.lt', subject: 'Senas', text: 'x', template: 'test.old' });
    const waiting = await enqueueEmail(t.db, { to: 'b@pavyzdys.lt', subject: 'Dar laukia', text: 'x', template: 'test.old' });
    await t.db.updateTable('mail_outbox').set({ status: 'sent' }).where('id', '=', sent.id).execute();
    await ageBy('mail_outbox', [sent.id, waiting.id], `${RETENTION.mailDays + 1} days`);

    const owner = await createUser(t.app, t.db);
    const code = await t.db
      .insertInto('account_codes')
      .values({ user_id: owner.id, purpose: 'password_reset', code_hash: 'h'.repeat(64), expires_at: new Date(Date.now() - 1000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ageBy('account_codes', [code.id], `${RETENTION.accountCodesDays + 1} days`);

    const before = await t.db.selectFrom('mail_outbox').select('id').execute();
    const deleted = await runRetention(t.db);
    expect(deleted).toEqual({ leads: 1, applications: 1, mails: 1, accountCodes: 1 });
    expect((await t.db.selectFrom('leads').select('id').execute()).map((r) => r.id)).toEqual([leads[1]]);
    expect((await t.db.selectFrom('rental_applications').select('id').execute()).map((r) => r.id)).toEqual([apps[1]]);
    const after = await t.db.selectFrom('mail_outbox').select(['id', 'lead_id']).execute();
    expect(after.map((r) => r.id).sort()).toEqual(before.map((r) => r.id).filter((id) => id !== sent.id).sort());
    // A waiting e-mail is never deleted, whatever its age; a deleted lead's e-mail keeps its row without the link.
    expect(after.some((r) => r.id === waiting.id)).toBe(true);
    expect(await runRetention(t.db)).toEqual({ leads: 0, applications: 0, mails: 0, accountCodes: 0 });
  });

  it('is scheduled daily in the job queue', async () => {
    const jobs = await startTestJobs(t);
    try {
      const schedules = await jobs.boss.getSchedules();
      expect(schedules).toEqual(expect.arrayContaining([expect.objectContaining({ name: RETENTION_QUEUE, cron: RETENTION_CRON, timezone: 'Europe/Vilnius' })]));
    } finally {
      await jobs.stop();
    }
  });
});
