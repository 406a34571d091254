import * as v from 'valibot';
import { REVIEW_STATUSES, VISIBILITIES } from '@ratai/domain';
import { idField, numberWithDefault, optionalPicklist, picklistField, requiredText } from './fields';
import { INVALID_DATA, INVALID_VALUE, LISTING_REQUIRED, tooLongMessage, tooShortMessage } from './messages';
import { SEARCH_MAX_PAGE } from './search-filter';

/**
 * Owner actions on a listing and the team's review of it (spec §2.6, §4; moderation paths are
 * ours). The spec gives no messages for these; ours are listed in the README.
 */

/** Body of PUT /car-advertisement/change-visibility (spec §7: id, visibility). */
export const ChangeVisibilitySchema = v.object(
  {
    id: idField(LISTING_REQUIRED, INVALID_VALUE),
    visibility: picklistField(VISIBILITIES, LISTING_REQUIRED, INVALID_VALUE),
  },
  INVALID_DATA,
);
export type ChangeVisibilityInput = v.InferInput<typeof ChangeVisibilitySchema>;
export type ChangeVisibilityOutput = v.InferOutput<typeof ChangeVisibilitySchema>;

/** Length limits of a rejection reason: enough for "Netinkamos nuotraukos", short of an essay. */
export const REJECTION_REASON_LENGTH = { min: 3, max: 1000 } as const;

/** Body of the team's reject call: the reason the owner will read. */
export const RejectListingSchema = v.object(
  {
    reason: requiredText(
      LISTING_REQUIRED,
      v.pipe(
        v.string(),
        v.minLength(REJECTION_REASON_LENGTH.min, tooShortMessage(REJECTION_REASON_LENGTH.min)),
        v.maxLength(REJECTION_REASON_LENGTH.max, tooLongMessage(REJECTION_REASON_LENGTH.max)),
      ),
    ),
  },
  INVALID_DATA,
);
export type RejectListingInput = v.InferInput<typeof RejectListingSchema>;
export type RejectListingOutput = v.InferOutput<typeof RejectListingSchema>;

/** Query of the review queue: ?status=pending|approved|rejected (default pending) &page= (default 1). */
export const ReviewQueueQuerySchema = v.object(
  {
    status: v.pipe(
      optionalPicklist(REVIEW_STATUSES, INVALID_VALUE),
      v.transform((status) => status ?? 'pending'),
    ),
    page: numberWithDefault(1, { integer: true, min: 1, max: SEARCH_MAX_PAGE, invalidMessage: INVALID_VALUE }),
  },
  INVALID_DATA,
);
export type ReviewQueueQueryOutput = v.InferOutput<typeof ReviewQueueQuerySchema>;

/**
 * Body of calls that take none (e.g. the team's approve). Validated all the same, so a client
 * that sends fields we do not know gets a 400 instead of silent success.
 */
export const EmptyBodySchema = v.pipe(
  v.unknown(),
  v.check(
    (body) => typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0,
    INVALID_DATA,
  ),
  v.transform((): Record<string, never> => ({})),
);
