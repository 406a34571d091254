import * as v from 'valibot';
import { LEAD_KINDS, LEAD_STATUSES } from '@ratai/domain';
import { numberWithDefault, optionalPicklist, optionalString, picklistField } from './fields';
import { INVALID_DATA, INVALID_VALUE } from './messages';
import { SEARCH_MAX_PAGE } from './search-filter';
import { PIPELINE_NOTE_REQUIRED, PIPELINE_STATUS_REQUIRED, teamNote } from './back-office';

/**
 * Inputs of the back office's 'Užklausos' (leads) and 'Savininkai' (owners) sections (issue 14),
 * shared by the API's routes and the back office's forms. Messages are ours (the spec has no
 * back office).
 */

const page = () => numberWithDefault(1, { integer: true, min: 1, max: SEARCH_MAX_PAGE, invalidMessage: INVALID_VALUE });

/** GET /moderation/leads: `?status=` (new, called, closed), `?kind=` (car_request, callback), `?page=`. */
export const LeadsQuerySchema = v.object(
  {
    status: optionalPicklist(LEAD_STATUSES, INVALID_VALUE),
    kind: optionalPicklist(LEAD_KINDS, INVALID_VALUE),
    page: page(),
  },
  INVALID_DATA,
);
export type LeadsQueryOutput = v.InferOutput<typeof LeadsQuerySchema>;

/** The same words as the applications pipeline's form: the team meets one wording. */
export const LEAD_STATUS_REQUIRED = PIPELINE_STATUS_REQUIRED;
export const LEAD_NOTE_REQUIRED = PIPELINE_NOTE_REQUIRED;

/**
 * POST /moderation/leads/{id}/status: the status and the note every change needs (3–1000
 * characters; the history and the audit log keep it). The same status adds a note only.
 */
export const LeadStatusChangeSchema = v.object(
  {
    status: picklistField(LEAD_STATUSES, LEAD_STATUS_REQUIRED, INVALID_VALUE),
    note: teamNote(LEAD_NOTE_REQUIRED),
  },
  INVALID_DATA,
);
export type LeadStatusChangeInput = v.InferInput<typeof LeadStatusChangeSchema>;
export type LeadStatusChangeOutput = v.InferOutput<typeof LeadStatusChangeSchema>;

/** Longest search text: an e-mail address can be 254 characters. */
export const OWNER_SEARCH_MAX = 254;

/** GET /moderation/owners: `?q=` (part of the e-mail or the name, any letter case), `?page=`. */
export const OwnersQuerySchema = v.object(
  {
    q: optionalString(OWNER_SEARCH_MAX),
    page: page(),
  },
  INVALID_DATA,
);
export type OwnersQueryOutput = v.InferOutput<typeof OwnersQuerySchema>;

/** GET /moderation/owners/{id}/listings: `?page=` (a fleet owner has tens of thousands of listings). */
export const OwnerListingsQuerySchema = v.object({ page: page() }, INVALID_DATA);
export type OwnerListingsQueryOutput = v.InferOutput<typeof OwnerListingsQuerySchema>;

export const BLOCK_REASON_REQUIRED = 'Nurodykite priežastį';

/**
 * POST /moderation/owners/{id}/block and /unblock: the reason (3–1000 characters), which the
 * owner's page and the audit log keep. The owner is not shown it.
 */
export const OwnerBlockSchema = v.object({ reason: teamNote(BLOCK_REASON_REQUIRED) }, INVALID_DATA);
export type OwnerBlockInput = v.InferInput<typeof OwnerBlockSchema>;
export type OwnerBlockOutput = v.InferOutput<typeof OwnerBlockSchema>;
