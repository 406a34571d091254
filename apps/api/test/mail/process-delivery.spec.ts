import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { admin, databaseUrl, urlOf } from '../helpers/postgres-admin';
import { openDatabase } from '../../src/db/database';
import { enqueueEmail } from '../../src/mail/outbox';
import { waitFor } from '../helpers/test-jobs';
import { closedPortUrl, parseMail, startSmtpServer, type TestSmtpServer } from '../leads/helpers';
import { postCallback, startApiProcess, type ApiProcess } from './api-process';

/**
 * The API as a process (tsx apps/api/src/main.ts, as `npm start` runs it), its job worker and a
 * real SMTP server on loopback: mail queued when the process is killed is delivered after the
 * restart; two processes on one PostgreSQL send each of 200 e-mails exactly once.
 */
jest.setTimeout(240_000);

const subjects = (smtp: TestSmtpServer) => smtp.messages.map((m) => parseMail(m.raw).subject).sort();

describe('the API process is killed with e-mail in its queue', () => {
  let dataDir: string;
  let database: string | undefined;
  const running: ApiProcess[] = [];
  let smtp: TestSmtpServer | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ratai-mail-kill-'));
    if (databaseUrl) {
      database = `ratai_mail_kill_${randomBytes(4).toString('hex')}`;
      await admin((client) => client.query(`create database ${database}`));
    }
  });
  afterAll(async () => {
    for (const api of running) await api.kill('SIGKILL');
    await smtp?.close();
    if (database) await admin((client) => client.query(`drop database if exists ${database} with (force)`));
    await rm(dataDir, { recursive: true, force: true });
  });

  it(`delivers it after the restart, each message once (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const smtpUrl = await closedPortUrl('smtp');
    const env = { DATA_DIR: dataDir, SMTP_URL: smtpUrl, ...(database ? { DATABASE_URL: urlOf(database) } : {}) };
    const first = await startApiProcess(env);
    running.push(first);
    for (const name of ['Pirmas', 'Antras', 'Trečias']) expect(await postCallback(first.port, name)).toBe(200);
    // The worker has tried (SMTP is down) and the jobs wait for their retry when the process dies.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await first.kill('SIGKILL');
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(first.lines().some((line) => line['msg'] === 'e-mail sent')).toBe(false);

    smtp = await startSmtpServer(Number(new URL(smtpUrl).port));
    const server = smtp;
    const second = await startApiProcess(env);
    running.push(second);
    await waitFor('three e-mails', async () => server.messages.length >= 3, 60_000);
    // Nothing more arrives: each message was sent once.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(subjects(server)).toEqual(['Skambutis: Antras', 'Skambutis: Pirmas', 'Skambutis: Trečias']);
    const messageIds = server.messages.map((m) => parseMail(m.raw).headers.get('message-id'));
    expect(new Set(messageIds).size).toBe(3);
  });
});

describe('two API processes on one PostgreSQL', () => {
  if (!databaseUrl) return;
  const database = `ratai_mail_two_${randomBytes(4).toString('hex')}`;
  const dataDirs: string[] = [];
  const running: ApiProcess[] = [];
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${database}`));
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    for (const api of running) await api.kill('SIGKILL');
    await smtp?.close();
    await admin((client) => client.query(`drop database if exists ${database} with (force)`));
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it('sends each of 200 queued e-mails exactly once', async () => {
    for (let i = 0; i < 2; i += 1) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'ratai-mail-two-'));
      dataDirs.push(dataDir);
      // One after the other: the second finds the schema migrated.
      running.push(await startApiProcess({ DATA_DIR: dataDir, SMTP_URL: smtp.url, DATABASE_URL: urlOf(database) }));
    }
    const handle = await openDatabase({ databaseUrl: urlOf(database), poolSize: 2 });
    try {
      await handle.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 200; i += 1) {
          await enqueueEmail(trx, { to: `gavejas${i}@pavyzdys.lt`, subject: `Laiškas ${i}`, text: `Tekstas ${i}`, template: 'test.two-processes' });
        }
      });
      await waitFor('200 e-mails', async () => smtp.messages.length >= 200, 180_000);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(smtp.messages).toHaveLength(200);
      const ids = smtp.messages.map((m) => parseMail(m.raw).headers.get('message-id'));
      expect(new Set(ids).size).toBe(200);
      expect(new Set(smtp.messages.map((m) => m.rcptTo[0])).size).toBe(200);
      const statuses = await handle.db.selectFrom('mail_outbox').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
      expect(statuses.map((s) => ({ status: s.status, n: Number(s.n) }))).toEqual([{ status: 'sent', n: 200 }]);
      // Both processes took part.
      const sentBy = running.map((api) => api.lines().filter((line) => line['msg'] === 'e-mail sent').length);
      expect(sentBy.reduce((sum, n) => sum + n, 0)).toBe(200);
      expect(Math.min(...sentBy)).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });
});
