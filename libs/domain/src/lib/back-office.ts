import type { EntityId } from './entities';

/**
 * The team's back office (issue 14): the audit log and the applications pipeline. The names are
 * ours (the spec has no back office). Migration 0010 freezes the same values in CHECK constraints;
 * a new value needs a new migration as well as a new entry here.
 */

/**
 * Every team action the API records in the audit log ('Veiksmų žurnalas'), one entry each, in the
 * transaction of the change:
 * - `listing.approve`, `listing.reject`: the review decision (reject with the reason);
 * - `listing.hide`, `listing.delete`: the team took a listing off the public site or deleted it (with the reason);
 * - `listing.unhide`: the team lifted its own hiding (with the reason; migration 0024);
 * - `application.open`: a team member opened one full application (personal data);
 * - `application.status`: the pipeline status changed (the note is the reason);
 * - `application.pass_to_owner`: the application was sent to the car's owner (the note is the reason);
 * - `application.owner_open`: the car's owner opened a lead passed to them (the applicant's contacts;
 *   issue 16) — the actor is the owner, not a team member;
 * - `application.owner_status`: the owner set their status of the lead (`{ from, to }`; the owner's
 *   note stays on the application, which the retention job deletes, not in this append-only log);
 * - `lead.status`: a lead's status changed, or a note was added (the note is the reason);
 * - `owner.block`, `owner.unblock`: an owner was blocked or unblocked (with the reason);
 * - `article.create`, `article.update`, `article.publish`, `article.unpublish`, `article.cover`: the
 *   team wrote an article, published or withdrew it, or set its cover (migration 0029).
 */
export const AUDIT_ACTIONS = [
  'listing.approve',
  'listing.reject',
  'listing.hide',
  'listing.delete',
  'listing.unhide',
  'application.open',
  'application.status',
  'application.pass_to_owner',
  'application.owner_open',
  'application.owner_status',
  'lead.status',
  'owner.block',
  'owner.unblock',
  'article.create',
  'article.update',
  'article.publish',
  'article.unpublish',
  'article.cover',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The answer of the team's bulk approve, one entry per id asked (in the order asked): approved,
 * or why not — `own` (separation of duties: a team member's own listing), `not_found`.
 */
export type BulkApproveOutcome = 'approved' | 'own' | 'not_found';
export const BULK_APPROVE_OUTCOMES = ['approved', 'own', 'not_found'] as const satisfies readonly BulkApproveOutcome[];
export interface BulkApproveResult {
  id: EntityId;
  outcome: BulkApproveOutcome;
}

/** What an audit entry is about. */
export const AUDIT_TARGET_TYPES = ['listing', 'application', 'lead', 'owner', 'article'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** One entry of the audit log: who, when, what, on what, why. */
export interface AuditEntry {
  id: EntityId;
  /** The team member; their e-mail as it was when they acted. */
  actor: { id: EntityId; email: string };
  action: AuditAction;
  target: { type: AuditTargetType; id: string };
  /** The reason or note the team member wrote; null for actions that take none (approve, open). */
  reason: string | null;
  /** Facts of the change the entry alone should tell (e.g. `{ from, to }` of a status change). */
  details: Record<string, string | number | boolean | null> | null;
  createdAt: string;
}

/**
 * The applications pipeline, worked by the team (separate from the bank step's `ApplicationStatus`):
 * new → contacted → sent_to_owner → contract_signed; declined or withdrawn from any open status.
 */
export const PIPELINE_STATUSES = ['new', 'contacted', 'sent_to_owner', 'contract_signed', 'declined', 'withdrawn'] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

/**
 * The allowed next statuses of each status. `sent_to_owner` is reached only from `contacted`
 * (the team has talked to the applicant and qualified them); the last three are final.
 */
export const PIPELINE_TRANSITIONS: Record<PipelineStatus, readonly PipelineStatus[]> = {
  new: ['contacted', 'declined', 'withdrawn'],
  contacted: ['sent_to_owner', 'declined', 'withdrawn'],
  sent_to_owner: ['contract_signed', 'declined', 'withdrawn'],
  contract_signed: [],
  declined: [],
  withdrawn: [],
};

export function canMovePipeline(from: PipelineStatus, to: PipelineStatus): boolean {
  return PIPELINE_TRANSITIONS[from].includes(to);
}

/** One change of an application's pipeline status, as the application's page shows it. */
export interface PipelineChange {
  from: PipelineStatus | null;
  to: PipelineStatus;
  note: string;
  actor: { id: EntityId; email: string };
  createdAt: string;
}
