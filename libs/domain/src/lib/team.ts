import type { ApplicationRead, EntityId } from './entities';
import type { CreditLight } from './enums';
import type { PipelineChange, PipelineStatus } from './back-office';
import type { OwnerLeadStatusView } from './owner-leads';

/**
 * What the team's back office reads of a rental application (the API's `/moderation/car-applications`).
 * The state names are ours (the spec shows none, §3 "Application status values: not shown").
 */

/**
 * Where the application's bank step stands:
 * - `submitted`: the form was saved; no bank chosen yet;
 * - `bank_pending`: a bank consent started; waiting for the applicant's return;
 * - `bank_connected`: the accounts were read and the light recomputed from them (final);
 * - `bank_refused`: the consent was refused, abandoned or expired; the light stays on the declared data.
 */
export const APPLICATION_STATUSES = ['submitted', 'bank_pending', 'bank_connected', 'bank_refused'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What the light's income and obligations came from. */
export const CREDIT_BASES = ['declared', 'bank'] as const;
export type CreditBasis = (typeof CREDIT_BASES)[number];

/** One reason of the light: a machine code (docs/credit-light.md) and its Lithuanian text. */
export interface CreditReasonView {
  code: string;
  message: string;
}

/** The light as the team sees it. */
export interface CreditView {
  light: CreditLight;
  basis: CreditBasis;
  /** Obligations with the new payment over income (DSTI), 0–1; null when income is not established. */
  ratio: number | null;
  reasons: CreditReasonView[];
  scoredAt: string;
}

/** The monthly bank summary (only the parts the back office shows are typed). */
export interface BankSummaryView {
  readDate?: string;
  historyDays?: number;
  /** Complete calendar months read, oldest first. */
  months?: unknown[];
  accountCount?: number;
  [key: string]: unknown;
}

/**
 * One bank row the light looked at (docs/credit-light.md): money in of the months read, and the
 * obligations that counted, with `counted` and the plain Lithuanian reason in `note`.
 */
export interface BankTransactionView {
  /** The booking date, `YYYY-MM-DD`. */
  date: string;
  /** In the row's own currency; negative is money out. */
  amount: number;
  currency: string;
  counterparty: string | null;
  description: string;
  /** The category the summary gave it (salary, pension, ride_hail, loan, refund, own_transfer, other, …). */
  kind: string;
  counted: boolean;
  note: string;
}

/** Another application by the same person (the same personal code), as the team's record lists it. */
export interface SameApplicantApplication {
  id: string;
  createdAt: string;
  pipelineStatus: PipelineStatus;
  /** The car applied for (`Make Model, year`); null in the general flow or when the car is gone. */
  carTitle: string | null;
}

/** How many of the same person's other applications the team's record lists (newest first). */
export const SAME_APPLICANT_LIMIT = 10;

/** An application as the team reads it: the read-back (personal codes masked) plus state, light and bank. */
export type TeamApplication = ApplicationRead & {
  /** The car applied for (`Make Model, year`); null in the general flow or when the car is gone. */
  car: { id: EntityId; slug: string; title: string } | null;
  status: ApplicationStatus;
  /** Where the team's work on it stands (new → contacted → sent_to_owner → …). */
  pipelineStatus: PipelineStatus;
  /** When it was sent to the car's owner ('Perduoti savininkui'); null until then. */
  passedToOwnerAt: string | null;
  /** The status the owner set in their 'Užklausos' (issue 16), with its note and when; null until they set one. */
  ownerStatus: OwnerLeadStatusView | null;
  credit: CreditView;
  bank: {
    institutionId: string | null;
    /** The bank's name as the applicant chose it ("Swedbank"); null before a bank was chosen. */
    institutionName: string | null;
    attempts: number;
    readAt: string | null;
    summary: BankSummaryView | null;
    /** What the light counted and what it did not, each with why (issue 19: the team sees it). */
    transactions?: BankTransactionView[];
    /** Whose accounts the bank read: their names and whether one is the applicant (null: unknown). */
    holder?: { names: string[]; matchesApplicant: boolean | null };
  };
  /** The same person (the same personal code) sent an application before this one: the list's mark. */
  appliedBefore: boolean;
  /**
   * The same person's other applications (matched by personal code), newest first, at most
   * {@link SAME_APPLICANT_LIMIT}: one person applying twice, or again after a refusal, is one
   * conversation for the team, not two.
   */
  otherApplications: SameApplicantApplication[];
  createdAt: string;
  updatedAt: string;
};

/** One application as its page shows it: with the pipeline's history, oldest change first. */
export type TeamApplicationDetail = TeamApplication & { pipelineHistory: PipelineChange[] };
