import * as v from 'valibot';
import { described, int, listOf } from '../../http/responses';
import { CarResponse, ListingRevisionResponse } from '../cars/car.responses';

/**
 * A listing as the team sees it: the car plus who to contact about it and, for a revision of an
 * approved listing (issue 16), which listing it would change and what it changes.
 */
export const ModerationCarResponse = v.object({
  ...CarResponse.pipe[0].entries,
  owner: v.object({ id: int(), email: v.string() }),
  revision: described(
    v.nullable(v.object({ of: int(), publicSlug: v.string(), ...ListingRevisionResponse.entries })),
    'null for a listing; for a revision: the approved listing (id, public slug) that stays public until this is approved, and the changes',
  ),
});

export type ModerationCar = v.InferOutput<typeof ModerationCarResponse>;

export const ReviewQueueResponse = listOf(ModerationCarResponse);
