import {
  REVIEW_STATUS_LABELS,
  REVISION_STATE_TEXTS,
  VISIBILITY_LABELS,
  type ListingRevisionState,
  type OwnCarAdvertisement,
} from '@ratai/domain';

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
export function listingState(car: Pick<OwnCarAdvertisement, 'visibility' | 'reviewStatus'> & { hiddenByTeam?: unknown }): ListingState {
  // Hidden by the Ratai team (issue 14): off the marketplace whatever the owner's own choice.
  if (car.visibility === 'hidden' || car.hiddenByTeam) return 'hidden';
  if (car.reviewStatus === 'approved') return 'public';
  return car.reviewStatus;
}

/** Counts of the owner's listings per state. */
export function countByState(cars: readonly (Pick<OwnCarAdvertisement, 'visibility' | 'reviewStatus'> & { hiddenByTeam?: unknown })[]): Record<ListingState, number> {
  const counts: Record<ListingState, number> = { pending: 0, public: 0, rejected: 0, hidden: 0 };
  for (const car of cars) counts[listingState(car)] += 1;
  return counts;
}

type StateFields = Pick<OwnCarAdvertisement, 'visibility' | 'reviewStatus'> & {
  revision?: Pick<ListingRevisionState, 'status'> | null;
  hiddenByTeam?: unknown;
};

/** The state line of a listing the Ratai team took off the marketplace (only the team can put it back). */
export const HIDDEN_BY_TEAM_TEXT = 'Paslėpė Ratai komanda · nerodomas';

/**
 * The state line of an own car (issue 16): 'Rodomas' only for a car the marketplace shows
 * (approved and visible); with a revision of an approved car, both states plainly — what is public
 * and what waits. A car that is not public says so.
 */
export function stateText(car: StateFields): string {
  if (car.hiddenByTeam) return HIDDEN_BY_TEAM_TEXT;
  const state = listingState(car);
  const revision = car.revision?.status;
  if (state === 'public') return revision ? REVISION_STATE_TEXTS[revision] : `${REVIEW_STATUS_LABELS.approved} · ${VISIBILITY_LABELS.visible}`;
  if (state === 'hidden') {
    const hidden = `${VISIBILITY_LABELS.hidden} · ${REVIEW_STATUS_LABELS[car.reviewStatus].toLowerCase()}`;
    return revision ? `${hidden} · ${REVISION_HIDDEN_TEXTS[revision]}` : hidden;
  }
  return `${REVIEW_STATUS_LABELS[car.reviewStatus]} · ${NOT_SHOWN}`;
}

/** Said of a car the marketplace does not show (waiting for its first approval, or rejected). */
export const NOT_SHOWN = 'nerodomas';

const REVISION_HIDDEN_TEXTS = { pending: 'pakeitimai laukia patvirtinimo', rejected: 'pakeitimai atmesti' } as const;
