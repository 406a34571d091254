import * as v from 'valibot';
import { AUDIT_ACTIONS, PIPELINE_STATUSES } from '@ratai/domain';
import { numberWithDefault, optionalEmail, optionalPicklist, optionalText, picklistField, requiredText } from './fields';
import { INVALID_DATA, INVALID_VALUE, LISTING_REQUIRED, tooLongMessage, tooShortMessage } from './messages';
import { SEARCH_MAX_PAGE } from './search-filter';

/**
 * Inputs of the team's back office (issue 14) that the API and the back office's forms share:
 * the audit log's filters, and the notes and reasons the team writes. Messages are ours (the
 * spec has no back office).
 */

export const INVALID_DATE = 'Neteisinga data';
export const DATE_RANGE_REVERSED = 'Data „iki“ negali būti ankstesnė už datą „nuo“';
export const INVALID_ACTOR_EMAIL = 'Neteisingas el. pašto adresas';

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const optionalDay = optionalText(v.pipe(v.string(), v.check(isCalendarDay, INVALID_DATE)));

/**
 * GET /moderation/audit-log: `?actor=` (the team member's e-mail), `?action=`, `?from=` and `?to=`
 * (calendar days in Lithuanian time, both included), `?page=`.
 */
export const AuditLogQuerySchema = v.pipe(
  v.object(
    {
      actor: optionalEmail(INVALID_ACTOR_EMAIL),
      action: optionalPicklist(AUDIT_ACTIONS, INVALID_VALUE),
      from: optionalDay,
      to: optionalDay,
      page: numberWithDefault(1, { integer: true, min: 1, max: SEARCH_MAX_PAGE, invalidMessage: INVALID_VALUE }),
    },
    INVALID_DATA,
  ),
  v.forward(
    v.partialCheck([['from'], ['to']], (query) => !query.from || !query.to || query.from <= query.to, DATE_RANGE_REVERSED),
    ['to'],
  ),
);
export type AuditLogQueryInput = v.InferInput<typeof AuditLogQuerySchema>;
export type AuditLogQueryOutput = v.InferOutput<typeof AuditLogQuerySchema>;

/** Length limits of a team note or reason (the audit log keeps it): a sentence or a paragraph. */
export const TEAM_NOTE_LENGTH = { min: 3, max: 1000 } as const;

/** A required note or reason of 3–1000 characters after trimming. */
export function teamNote(requiredMessage: string = LISTING_REQUIRED) {
  return requiredText(
    requiredMessage,
    v.pipe(
      v.string(),
      v.minLength(TEAM_NOTE_LENGTH.min, tooShortMessage(TEAM_NOTE_LENGTH.min)),
      v.maxLength(TEAM_NOTE_LENGTH.max, tooLongMessage(TEAM_NOTE_LENGTH.max)),
    ),
  );
}

export const PIPELINE_STATUS_REQUIRED = 'Pasirinkite būseną';
export const PIPELINE_NOTE_REQUIRED = 'Parašykite pastabą';

/**
 * POST /moderation/car-applications/{id}/status: the next pipeline status and the note every
 * change needs (the team reads it in the application's history and the audit log).
 * `sent_to_owner` is 'Perduoti savininkui': it also e-mails the car's owner.
 */
export const PipelineChangeSchema = v.object(
  {
    status: picklistField(PIPELINE_STATUSES, PIPELINE_STATUS_REQUIRED, INVALID_VALUE),
    note: teamNote(PIPELINE_NOTE_REQUIRED),
  },
  INVALID_DATA,
);
export type PipelineChangeInput = v.InferInput<typeof PipelineChangeSchema>;
export type PipelineChangeOutput = v.InferOutput<typeof PipelineChangeSchema>;
