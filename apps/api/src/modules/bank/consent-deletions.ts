import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BankDataClient } from './bank-data-client';
import { deleteConsentNow, type ConsentCleanup } from './consent-cleanup';

/**
 * The job-queue side of consent-cleanup.ts: a deletion at the provider that failed right after
 * the read is owed, written to `bank_consent_deletions`, and the `bank-consent-cleanup` job
 * (src/jobs/worker.ts, every 10 minutes) retries it with back-off until the provider answers
 * deleted or gone (404: the requisition expired or was deleted meanwhile). There is no last
 * retry: an open consent must not be given up on, and a provider that forgot it answers 404.
 */

/** First retry 10 minutes after the failure, then doubling, at most a day apart. */
export const CONSENT_RETRY = { firstDelayMinutes: 10, maxDelayMinutes: 24 * 60, batch: 50 } as const;

const delayMinutes = (attempts: number) => Math.min(CONSENT_RETRY.firstDelayMinutes * 2 ** Math.max(attempts - 1, 0), CONSENT_RETRY.maxDelayMinutes);

/** Records that `requisitionId` must still be deleted at the provider (once; the job retries it). */
export async function oweConsentDeletion(db: Kysely<Database>, requisitionId: string): Promise<void> {
  await db
    .insertInto('bank_consent_deletions')
    .values({ requisition_id: requisitionId, next_attempt_at: sql<Date>`now() + make_interval(mins => ${CONSENT_RETRY.firstDelayMinutes})` })
    .onConflict((oc) => oc.column('requisition_id').doNothing())
    .execute();
}

/**
 * The cleanup the applications bank step (bank-step.ts) passes to readAccountDataOnce: delete now, and when the
 * provider cannot be reached, owe it to the job instead of leaving the consent open.
 */
export function deleteConsentOrRetryLater(db: Kysely<Database>, client: BankDataClient, log: FastifyBaseLogger): ConsentCleanup {
  const now = deleteConsentNow(client);
  return async (requisitionId) => {
    const result = await now(requisitionId);
    if (result === 'failed') {
      await oweConsentDeletion(db, requisitionId);
      log.warn({ requisitionId }, 'bank consent not deleted at the provider; the bank-consent-cleanup job retries it');
    }
    return result;
  };
}

export interface ConsentRetryResult {
  deleted: number;
  stillOwed: number;
}

/**
 * One run of the job: claims the due deletions (SKIP LOCKED, moving each one's next attempt
 * forward first, so a crash mid-run only delays it), asks the provider, and forgets each one the
 * provider no longer has.
 */
export async function retryConsentDeletions(db: Kysely<Database>, client: BankDataClient, log: FastifyBaseLogger): Promise<ConsentRetryResult> {
  const due = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('bank_consent_deletions')
      .select(['requisition_id', 'attempts'])
      .where('next_attempt_at', '<=', sql<Date>`now()`)
      .orderBy('next_attempt_at')
      .limit(CONSENT_RETRY.batch)
      .forUpdate()
      .skipLocked()
      .execute();
    for (const row of rows) {
      const attempts = row.attempts + 1;
      await trx
        .updateTable('bank_consent_deletions')
        .set({ attempts, next_attempt_at: sql<Date>`now() + make_interval(mins => ${delayMinutes(attempts)})` })
        .where('requisition_id', '=', row.requisition_id)
        .execute();
    }
    return rows;
  });
  const deleteNow = deleteConsentNow(client);
  let deleted = 0;
  for (const row of due) {
    let error: string | null = null;
    try {
      if ((await deleteNow(row.requisition_id)) !== 'failed') {
        await db.deleteFrom('bank_consent_deletions').where('requisition_id', '=', row.requisition_id).execute();
        deleted += 1;
        continue;
      }
      error = 'provider unavailable';
    } catch (thrown) {
      error = thrown instanceof Error ? thrown.message : String(thrown);
    }
    await db.updateTable('bank_consent_deletions').set({ last_error: error.slice(0, 500) }).where('requisition_id', '=', row.requisition_id).execute();
    log.warn({ requisitionId: row.requisition_id, attempts: row.attempts + 1 }, 'bank consent still not deleted at the provider; retried later');
  }
  return { deleted, stillOwed: due.length - deleted };
}
