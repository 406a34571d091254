import * as v from 'valibot';
import { OWNER_LEAD_STATUSES } from '@ratai/domain';
import { numberWithDefault, optionalString, picklistField } from './fields';
import { INVALID_DATA, INVALID_VALUE } from './messages';
import { SEARCH_MAX_PAGE } from './search-filter';

/**
 * Inputs of the owner's lead inbox 'Užklausos' (issue 16) that the API and the portal's form
 * share. Messages are ours (the spec has no inbox).
 */

export const OWNER_LEAD_STATUS_REQUIRED = 'Pasirinkite būseną';
/** The owner's note is optional (a status alone says enough); a paragraph at most. */
export const OWNER_LEAD_NOTE_MAX = 1000;

/**
 * POST /car-application/owner-leads/{id}/status: the owner's status of a lead and an optional
 * note the team reads beside it. A blank note is no note.
 */
export const OwnerLeadStatusSchema = v.object(
  {
    status: picklistField(OWNER_LEAD_STATUSES, OWNER_LEAD_STATUS_REQUIRED, INVALID_VALUE),
    note: optionalString(OWNER_LEAD_NOTE_MAX),
  },
  INVALID_DATA,
);
export type OwnerLeadStatusInput = v.InferInput<typeof OwnerLeadStatusSchema>;
export type OwnerLeadStatusOutput = v.InferOutput<typeof OwnerLeadStatusSchema>;

/** GET /car-application/owner-leads?page=: newest first, a page of 10. */
export const OwnerLeadsQuerySchema = v.object(
  { page: numberWithDefault(1, { integer: true, min: 1, max: SEARCH_MAX_PAGE, invalidMessage: INVALID_VALUE }) },
  INVALID_DATA,
);
export type OwnerLeadsQueryOutput = v.InferOutput<typeof OwnerLeadsQuerySchema>;
