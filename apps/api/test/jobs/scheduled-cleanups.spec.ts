import { sql } from 'kysely';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createUser } from '../helpers/fixtures';
import { startTestJobs } from '../helpers/test-jobs';
import { giveConsent, startSandbox, type RunningSandbox } from '../bank/sandbox-server';
import { BLUE, RED, listingFields, png, pngFile, seedCatalog, sendForm, storedFiles } from '../listings/listing-helpers';
import { CONSENT_RETRY, deleteConsentOrRetryLater, retryConsentDeletions } from '../../src/modules/bank/consent-deletions';
import { processImage, storeImage } from '../../src/images/process-image';
import { UPLOAD_SWEEP, sweepOrphanUploads } from '../../src/jobs/upload-sweep';
import { CONSENT_CLEANUP_CRON, CONSENT_CLEANUP_QUEUE, UPLOAD_SWEEP_CRON, UPLOAD_SWEEP_QUEUE } from '../../src/jobs/worker';

const SETUP_TIMEOUT_MS = 60_000;
const HOUR = 3600_000;

/**
 * The scheduled jobs of issue 15 besides retention: owed bank-consent deletions retried at the
 * provider, and the sweep of image files no listing uses. PGlite, and PostgreSQL with DATABASE_URL.
 */
describe('scheduled cleanups', () => {
  let t: TestApp;
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
    t = await buildTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  const owed = () => t.db.selectFrom('bank_consent_deletions').selectAll().orderBy('requisition_id').execute();
  const makeDue = () => sql`update bank_consent_deletions set next_attempt_at = now() - interval '1 second'`.execute(t.db);

  /** A requisition that exists at the provider, consented and read. */
  async function requisition(reference: string): Promise<string> {
    const client = sandbox.client();
    const agreement = await client.createAgreement('SWEDBANK_HABALT22');
    const created = await client.createRequisition({ institutionId: 'SWEDBANK_HABALT22', redirect: 'http://localhost:4400/grizti', reference, agreementId: agreement.id });
    await giveConsent(created.link, 'salary');
    return created.id;
  }

  describe('bank-consent deletions owed to the provider', () => {
    it('a deletion that fails after the read is owed; the job retries with back-off until the provider deleted it', async () => {
      const id = await requisition('owed-1');
      // The provider cannot be reached when the read ends.
      const down = sandbox.client({ fetch: async () => Promise.reject(new TypeError('fetch failed')) });
      expect(await deleteConsentOrRetryLater(t.db, down, t.app.log)(id)).toBe('failed');
      const [row] = await owed();
      expect(row).toMatchObject({ requisition_id: id, attempts: 0, last_error: null });
      // The first retry waits CONSENT_RETRY.firstDelayMinutes; nothing is due yet.
      const waitMs = new Date(row?.next_attempt_at ?? 0).getTime() - Date.now();
      expect(waitMs).toBeGreaterThan((CONSENT_RETRY.firstDelayMinutes - 1) * 60_000);
      expect(await retryConsentDeletions(t.db, sandbox.client(), t.app.log)).toEqual({ deleted: 0, stillOwed: 0 });

      // Due, provider still down: kept, counted, and the next try is later again.
      await makeDue();
      expect(await retryConsentDeletions(t.db, down, t.app.log)).toEqual({ deleted: 0, stillOwed: 1 });
      const [afterFailure] = await owed();
      expect(afterFailure).toMatchObject({ requisition_id: id, attempts: 1, last_error: 'provider unavailable' });
      expect(new Date(afterFailure?.next_attempt_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);

      // Due, provider back: deleted there, and forgotten here.
      await makeDue();
      sandbox.calls.length = 0;
      expect(await retryConsentDeletions(t.db, sandbox.client(), t.app.log)).toEqual({ deleted: 1, stillOwed: 0 });
      expect(sandbox.calls).toContain(`DELETE /api/v2/requisitions/${id}/`);
      expect(await owed()).toEqual([]);
      expect(await sandbox.client().deleteRequisition(id)).toBe('not_found');
    });

    it('a requisition the provider no longer has (expired meanwhile) is done too; a deletion that works at once owes nothing', async () => {
      const id = await requisition('owed-2');
      expect(await deleteConsentOrRetryLater(t.db, sandbox.client(), t.app.log)(id)).toBe('deleted');
      expect(await owed()).toEqual([]);

      const down = sandbox.client({ fetch: async () => Promise.reject(new TypeError('fetch failed')) });
      expect(await deleteConsentOrRetryLater(t.db, down, t.app.log)('00000000-0000-4000-8000-000000000000')).toBe('failed');
      // Owed once, however often it fails.
      expect(await deleteConsentOrRetryLater(t.db, down, t.app.log)('00000000-0000-4000-8000-000000000000')).toBe('failed');
      expect(await owed()).toHaveLength(1);
      await makeDue();
      expect(await retryConsentDeletions(t.db, sandbox.client(), t.app.log)).toEqual({ deleted: 1, stillOwed: 0 });
      expect(await owed()).toEqual([]);
    });
  });

  describe('upload sweep', () => {
    it('deletes image files no listing uses once past the grace period, never a listing\'s files or a fresh upload\'s', async () => {
      const catalog = await seedCatalog(t.db);
      const owner = await createUser(t.app, t.db, { profile: 'company' });
      const [red, blue] = await Promise.all([png(800, 600, RED), png(800, 600, BLUE)]);
      const created = await sendForm(t, 'POST', '/api/car-advertisement/create', owner.auth, { ...listingFields(catalog), coverIndex: '0' }, [pngFile('gallery', red)]);
      expect(created.json()).toMatchObject({ reviewStatus: 'pending' });
      expect(created.statusCode).toBe(201);
      const used = (await t.db.selectFrom('car_images').select('hash').execute()).map((row) => row.hash);
      expect(used).toHaveLength(1);

      // What a crash between the files and the transaction leaves: three variants nobody references,
      // and half a disk write.
      const orphan = await processImage(blue);
      const orphanKeys = await storeImage(t.app.storage, orphan);
      await t.app.storage.put(`cars/${orphan.hash}-480.webp.0123456789abcdef.tmp`, Buffer.from('half'), 'application/octet-stream');
      const before = await storedFiles(t);
      expect(before).toHaveLength(7);

      // Within the grace period (an upload may still be running): nothing goes.
      expect(await sweepOrphanUploads(t.db, t.app.storage)).toEqual({ checked: 0, deleted: 0 });
      expect(await storedFiles(t)).toEqual(before);

      // Past it: the orphan's files go, the listing's stay.
      const later = new Date(Date.now() + (UPLOAD_SWEEP.graceHours + 1) * HOUR);
      expect(await sweepOrphanUploads(t.db, t.app.storage, { now: later })).toEqual({ checked: 7, deleted: 4 });
      const after = await storedFiles(t);
      expect(after).toHaveLength(3);
      expect(after.every((name) => name.startsWith(used[0] as string))).toBe(true);
      for (const key of orphanKeys) expect(after).not.toContain(key.slice('cars/'.length));
      // Run again: nothing more to do.
      expect(await sweepOrphanUploads(t.db, t.app.storage, { now: later })).toEqual({ checked: 3, deleted: 0 });
    });
  });

  it('both are scheduled in the job queue when the worker has a bank client and the storage', async () => {
    const jobs = await startTestJobs(t, { bankClient: sandbox.client(), storage: t.app.storage });
    try {
      const schedules = await jobs.boss.getSchedules();
      expect(schedules).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: CONSENT_CLEANUP_QUEUE, cron: CONSENT_CLEANUP_CRON, timezone: 'Europe/Vilnius' }),
          expect.objectContaining({ name: UPLOAD_SWEEP_QUEUE, cron: UPLOAD_SWEEP_CRON, timezone: 'Europe/Vilnius' }),
        ]),
      );
    } finally {
      await jobs.stop();
    }
  });
});
