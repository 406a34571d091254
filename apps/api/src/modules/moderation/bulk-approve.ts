import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BulkApproveResult } from '@ratai/domain';
import { HttpError, notFound } from '../../http/errors';
import { approveRevision, listingOfRevision } from '../listings/revisions';
import { ownerIdOf } from './moderation.repository';
import { recordReviewAndNotify } from './review-mail';

type App = Pick<FastifyInstance, 'db' | 'storage' | 'config'>;

/**
 * The queue's 'Patvirtinti pažymėtus': each id is approved exactly as the one-listing approve
 * would (its own transaction with its audit entry and the owner's e-mail; a revision is merged),
 * one after another, so one listing that cannot be approved never holds back the others. The
 * answer says per id what happened, in the order asked: `own` is the separation of duties (a
 * team member never approves their own listing), `not_found` an id that is gone.
 */
export async function bulkApprove(app: App, log: FastifyBaseLogger, ids: readonly number[], reviewerId: number): Promise<BulkApproveResult[]> {
  const results: BulkApproveResult[] = [];
  for (const id of ids) {
    const ownerId = await ownerIdOf(app.db, id);
    if (ownerId === undefined) {
      results.push({ id, outcome: 'not_found' });
      continue;
    }
    if (ownerId === reviewerId) {
      results.push({ id, outcome: 'own' });
      continue;
    }
    try {
      if ((await listingOfRevision(app.db, id)) !== null) await approveRevision(app, log, id, reviewerId);
      else if (!(await recordReviewAndNotify(app, id, { status: 'approved', reason: null, reviewerId }))) throw notFound();
      results.push({ id, outcome: 'approved' });
    } catch (error) {
      // Deleted (or its revision merged) between the check and the approval: gone, as far as this id goes.
      if (error instanceof HttpError && error.status === 404) results.push({ id, outcome: 'not_found' });
      else throw error;
    }
  }
  return results;
}
