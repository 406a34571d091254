import type { FastifyInstance } from 'fastify';
import type { ReviewStatus } from '@ratai/domain';
import { notifyListingReviewed } from '../../mail/notifications';
import { recordTeamAction } from '../audit/audit.repository';
import { recordReview } from './moderation.repository';

/**
 * Records the team's decision, its audit log entry and the owner's e-mail (approved, or rejected
 * with the reason) in one transaction; false when the listing does not exist.
 */
export async function recordReviewAndNotify(
  app: Pick<FastifyInstance, 'db' | 'config'>,
  id: number,
  decision: { status: Exclude<ReviewStatus, 'pending'>; reason: string | null; reviewerId: number },
  /** The listing the e-mail names: a revision's listing for a revision. */
  mailAbout: number = id,
): Promise<boolean> {
  return app.db.transaction().execute(async (trx) => {
    if (!(await recordReview(trx, id, decision))) return false;
    await recordTeamAction(trx, {
      actorId: decision.reviewerId,
      action: decision.status === 'approved' ? 'listing.approve' : 'listing.reject',
      target: { type: 'listing', id },
      reason: decision.reason,
    });
    await notifyListingReviewed(
      trx,
      app.config,
      mailAbout,
      decision.status === 'approved' ? { status: 'approved' } : { status: 'rejected', reason: decision.reason ?? '' },
    );
    return true;
  });
}
