import * as v from 'valibot';
import { REVIEW_STATUSES, SALE_STATUSES, VISIBILITIES } from '@ratai/domain';
import { teamNote } from './back-office';
import { idField, numberWithDefault, optionalEmail, optionalPicklist, optionalSlug, optionalString, picklistField } from './fields';
import { INVALID_DATA, INVALID_EMAIL_ADDRESS, INVALID_VALUE, LISTING_REQUIRED } from './messages';
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

/**
 * Body of PUT /car-advertisement/change-sale-status (issue 16, ours): id and the car's sale
 * status. Same messages as the visibility call.
 */
export const ChangeSaleStatusSchema = v.object(
  {
    id: idField(LISTING_REQUIRED, INVALID_VALUE),
    saleStatus: picklistField(SALE_STATUSES, LISTING_REQUIRED, INVALID_VALUE),
  },
  INVALID_DATA,
);
export type ChangeSaleStatusOutput = v.InferOutput<typeof ChangeSaleStatusSchema>;

/**
 * Body of the team's calls on one listing that need a reason the owner will read: reject, hide,
 * unhide, delete. One rule for all of them — the team's note of 3–1000 characters (`teamNote`,
 * back-office.ts), the same as a pipeline note.
 */
export const ListingReasonSchema = v.object({ reason: teamNote() }, INVALID_DATA);
export type ListingReasonInput = v.InferInput<typeof ListingReasonSchema>;
export type ListingReasonOutput = v.InferOutput<typeof ListingReasonSchema>;

/** Body of the team's reject call (the reason is the owner's `rejectionReason`). */
export const RejectListingSchema = ListingReasonSchema;
export type RejectListingInput = ListingReasonInput;
export type RejectListingOutput = ListingReasonOutput;

/** How many listings one bulk approve may name: one queue page is 10, a few pages at most. */
export const BULK_APPROVE_MAX = 50;
export const BULK_APPROVE_EMPTY = 'Pažymėkite bent vieną skelbimą';
export const bulkApproveTooMany = (max: number) => `Vienu kartu galima patvirtinti ne daugiau kaip ${max} skelbimų`;

/** Body of the team's bulk approve: `{ ids }`, 1–50 listing ids, each once. */
export const BulkApproveSchema = v.object(
  {
    ids: v.pipe(
      v.array(idField(INVALID_VALUE, INVALID_VALUE), INVALID_VALUE),
      v.minLength(1, BULK_APPROVE_EMPTY),
      v.maxLength(BULK_APPROVE_MAX, bulkApproveTooMany(BULK_APPROVE_MAX)),
      v.transform((ids) => [...new Set(ids)]),
    ),
  },
  INVALID_DATA,
);
export type BulkApproveInput = v.InferInput<typeof BulkApproveSchema>;
export type BulkApproveOutput = v.InferOutput<typeof BulkApproveSchema>;

/** Query of the review queue: ?status=pending|approved|rejected (default pending) &page= (default 1). */
export const ReviewQueueQuerySchema = v.object(
  {
    status: v.pipe(
      optionalPicklist(REVIEW_STATUSES, INVALID_VALUE),
      v.transform((status) => status ?? 'pending'),
    ),
    /** The owner's e-mail (any letter case). */
    owner: optionalEmail(INVALID_EMAIL_ADDRESS),
    /** A make's slug (e.g. `skoda`). */
    make: optionalSlug(INVALID_VALUE),
    /** A listing's slug, its VIN or its owner's e-mail, exactly (letter case aside). */
    q: optionalString(254),
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
