import { REVIEW_STATUS_LABELS, VISIBILITY_LABELS, type OwnCarAdvertisement } from '@ratai/domain';

/** The four states the overview counts (issue 6): waiting for review, public, rejected, hidden. */
export type ListingState = 'pending' | 'public' | 'rejected' | 'hidden';

/** Headings of the overview's counters (our wording). */
export const LISTING_STATE_LABELS: Record<ListingState, string> = {
  pending: REVIEW_STATUS_LABELS.pending,
  public: 'Vieši',
  rejected: 'Atmesti',
  hidden: 'Paslėpti',
};

/**
 * The one state a listing is counted under. A hidden listing counts as hidden whatever its review
 * (the owner chose to take it down); otherwise its review decides, and an approved visible one is
 * public — exactly what the marketplace shows (approved AND visible).
 */
export function listingState(car: Pick<OwnCarAdvertisement, 'visibility' | 'reviewStatus'>): ListingState {
  if (car.visibility === 'hidden') return 'hidden';
  if (car.reviewStatus === 'approved') return 'public';
  return car.reviewStatus;
}

/** Counts of the owner's listings per state. */
export function countByState(cars: readonly Pick<OwnCarAdvertisement, 'visibility' | 'reviewStatus'>[]): Record<ListingState, number> {
  const counts: Record<ListingState, number> = { pending: 0, public: 0, rejected: 0, hidden: 0 };
  for (const car of cars) counts[listingState(car)] += 1;
  return counts;
}

/** The state line of an own car card: review state and visibility in Lithuanian. */
export function stateText(car: Pick<OwnCarAdvertisement, 'visibility' | 'reviewStatus'>): string {
  return `${REVIEW_STATUS_LABELS[car.reviewStatus]} · ${VISIBILITY_LABELS[car.visibility]}`;
}
