import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { startTestJobs, waitFor } from '../helpers/test-jobs';
import { callbackBody, closedPortUrl, nextIp, parseMail, startSmtpServer, type TestSmtpServer } from '../leads/helpers';
import { enqueueEmail } from '../../src/mail/outbox';
import { deliverOutboxMessage } from '../../src/mail/delivery';
import { createSmtpMailer } from '../../src/mail/transport';
import type { Jobs } from '../../src/jobs/worker';
import { startMailingApp, type MailingApp } from './mailing-app';

const SETUP_TIMEOUT_MS = 60_000;

/**
 * E-mail through the outbox and the job queue (pg-boss) on the database of the run — embedded
 * PGlite, or PostgreSQL with DATABASE_URL — to a real SMTP server (smtp-server) on loopback.
 */
const outboxRow = (t: TestApp, id: number) => t.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const countJobs = async (t: TestApp, name: string) => {
  const schema = t.database.schema ? `${t.database.schema}_boss` : 'pgboss';
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.ref(`${schema}.job`)} where name = ${name}`.execute(t.db);
  return rows[0]?.n ?? 0;
};

describe('mail: outbox → queue → SMTP', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let mailing: MailingApp | undefined;
  beforeAll(async () => {
    mailing = await startMailingApp({ TEAM_EMAIL: 'komanda@ratai.lt' });
    ({ t, smtp } = mailing);
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await mailing?.close();
  });

  it(`runs pg-boss on this run's database and delivers a lead's e-mail with its Message-ID`, async () => {
    expect(t.database.kind).toBe(process.env['DATABASE_URL'] ? 'postgres' : 'pglite');
    const seen = smtp.messages.length;
    const res = await t.app.inject({ method: 'POST', url: '/api/email/request', payload: callbackBody(), remoteAddress: nextIp() });
    expect(res.statusCode).toBe(200);
    const row = await t.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ template: 'lead.callback', to_address: 'komanda@ratai.lt' });

    const received = await smtp.waitForMessage(seen, 15_000);
    const mail = parseMail(received.raw);
    expect(received.rcptTo).toEqual(['komanda@ratai.lt']);
    expect(mail.subject).toBe('Vartotojo konversijos užklausa: skambučio užsakymas');
    expect(mail.headers.get('message-id')).toBe(`<${row.message_id}>`);
    const sent = await waitFor('status sent', async () => {
      const now = await outboxRow(t, row.id);
      return now.status === 'sent' ? now : null;
    });
    expect(sent).toMatchObject({ attempts: 1, error: null });
    expect(sent.sent_at).toBeInstanceOf(Date);
    const lead = await t.db.selectFrom('leads').select('delivery').where('id', '=', row.lead_id as number).executeTakeFirstOrThrow();
    expect(lead.delivery).toBe('sent');
    expect(await countJobs(t, 'mail-send')).toBeGreaterThanOrEqual(1);
  });

  it('writes nothing when the transaction that caused the e-mail rolls back', async () => {
    const before = await t.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueEmail(trx, { to: 'niekas@pavyzdys.lt', subject: 'Neturi išeiti', text: 'x', template: 'test.rollback' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const after = await t.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('sends a message once even when its job runs twice (the sent-once guard)', async () => {
    const seen = smtp.messages.length;
    const { id } = await enqueueEmail(t.db, { to: 'ieva@pavyzdys.lt', subject: 'Vienas kartas', text: 'Tekstas', template: 'test.once' });
    await waitFor('sent', async () => (await outboxRow(t, id)).status === 'sent');
    // A second job for the same row (as after a crash between the send and the job's completion).
    const mailer = createSmtpMailer(smtp.url, t.config.mailFrom);
    try {
      await expect(deliverOutboxMessage(t.db, mailer, id, 60)).resolves.toBe('already-sent');
    } finally {
      mailer.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.slice(seen).filter((m) => parseMail(m.raw).subject === 'Vienas kartas')).toHaveLength(1);
  });
});

describe('mail: the SMTP server is down, then up', () => {
  let t: TestApp;
  let jobs: Jobs;
  let smtp: TestSmtpServer | undefined;
  let port: number;
  beforeAll(async () => {
    const url = await closedPortUrl('smtp');
    port = Number(new URL(url).port);
    t = await buildTestApp({ SMTP_URL: url });
    jobs = await startTestJobs(t, { mailRetry: { retryDelay: 1, retryBackoff: false, retryLimit: 30 } });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await jobs?.stop();
    await t?.close();
    await smtp?.close();
  });

  it('keeps retrying while SMTP is down and delivers every message exactly once when it is back', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push((await enqueueEmail(t.db, { to: `gavejas${i}@pavyzdys.lt`, subject: `Laiškas ${i}`, text: `Tekstas ${i}`, template: 'test.retry' })).id);
    }
    // Every message fails at least twice against the closed port, the error is kept.
    await waitFor('two failed attempts each', async () => {
      const rows = await t.db.selectFrom('mail_outbox').select(['attempts', 'error', 'status']).where('id', 'in', ids).execute();
      return rows.every((row) => row.attempts >= 2 && /ECONNREFUSED/.test(row.error ?? '')) ? rows : null;
    });
    expect((await t.db.selectFrom('mail_outbox').select('sent_at').where('id', 'in', ids).execute()).every((r) => r.sent_at === null)).toBe(true);

    smtp = await startSmtpServer(port);
    const server = smtp;
    await waitFor('all three delivered', async () => server.messages.length >= 3, 30_000);
    await waitFor('status sent', async () => {
      const rows = await t.db.selectFrom('mail_outbox').select('status').where('id', 'in', ids).execute();
      return rows.every((row) => row.status === 'sent');
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const subjects = server.messages.map((m) => parseMail(m.raw).subject).sort();
    expect(subjects).toEqual(['Laiškas 0', 'Laiškas 1', 'Laiškas 2']);
  });
});

describe('mail: a message that can never be sent', () => {
  let t: TestApp;
  let jobs: Jobs;
  beforeAll(async () => {
    t = await buildTestApp({ SMTP_URL: await closedPortUrl('smtp') });
    jobs = await startTestJobs(t, { mailRetry: { retryDelay: 1, retryBackoff: false, retryLimit: 1 } });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await jobs?.stop();
    await t?.close();
  });

  it('ends in the dead-letter state after its retries, with the error kept', async () => {
    const { id } = await enqueueEmail(t.db, { to: 'niekada@pavyzdys.lt', subject: 'Nepristatomas', text: 'x', template: 'test.dead' });
    const row = await waitFor('dead', async () => {
      const now = await outboxRow(t, id);
      return now.status === 'dead' ? now : null;
    }, 30_000);
    expect(row.attempts).toBe(2);
    expect(row.error).toMatch(/ECONNREFUSED/);
    expect(row.sent_at).toBeNull();
    const depth = await jobs.depth();
    expect(depth).toContainEqual({ queue: 'mail_outbox', state: 'dead', count: 1 });
  });
});
