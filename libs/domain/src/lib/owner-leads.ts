import type { EntityId, UploadedImage } from './entities';
import type { CarUsage, CreditLight } from './enums';
import type { PipelineStatus } from './back-office';

/**
 * The owner's lead inbox 'Užklausos' (issue 16): the rental applications the team passed to the
 * car's owner ('Perduoti savininkui'), and the status the owner keeps on each. What the owner may
 * see of an application is docs/owner-visibility.md (rule 2); nothing else is in `OwnerLead`.
 * Migration 0026 freezes the same status values in a CHECK constraint.
 */

/**
 * Where the owner's own work on a lead stands (the owner sets it; the team reads it):
 * - `contacted`: the owner talked to the applicant;
 * - `viewing_booked`: a viewing of the car is agreed;
 * - `contract_signed`: the owner says the contract is signed;
 * - `declined`: the owner (or the applicant, to the owner) gave it up.
 * None (null) until the owner sets one: the lead is new to them.
 * The owner's `contract_signed` / `declined` do not move the team's pipeline: the team confirms
 * them with its own status and note (docs/owner-visibility.md "The owner's status").
 */
export const OWNER_LEAD_STATUSES = ['contacted', 'viewing_booked', 'contract_signed', 'declined'] as const;
export type OwnerLeadStatus = (typeof OWNER_LEAD_STATUSES)[number];

/** The owner's status labels (portal and back office; our wording). */
export const OWNER_LEAD_STATUS_LABELS: Record<OwnerLeadStatus, string> = {
  contacted: 'Susisiekta',
  viewing_booked: 'Apžiūra suderinta',
  contract_signed: 'Sutartis pasirašyta',
  declined: 'Atsisakyta',
};

/** A lead the owner has not marked yet. */
export const OWNER_LEAD_NEW_LABEL = 'Nauja';

/** The owner's status as the owner set it last: with the optional note and when. */
export interface OwnerLeadStatusView {
  status: OwnerLeadStatus;
  note: string | null;
  changedAt: string;
}

/**
 * One lead in the owner's list (GET /car-application/owner-leads): no contact details — those are
 * in the lead itself, whose opening is written to the audit log like the team's opening of an
 * application.
 */
export type OwnerLeadSummary = OwnerLeadBase<{ name: string; surname: string; city: string }>;

/** What a lead's list entry and the lead itself share; `applicant` differs (contacts in the lead only). */
interface OwnerLeadBase<TApplicant> {
  /** The application's number. */
  id: string;
  /** The car applied for; null once the car was deleted. */
  car: { id: EntityId; slug: string; title: string; cover: UploadedImage | null } | null;
  term: number;
  monthlyPayment: number;
  carUsage: CarUsage;
  /** The light's colour only, not its reasons. */
  creditLight: CreditLight;
  applicant: TApplicant;
  /** When the team passed it to this owner. */
  passedAt: string;
  /**
   * Whether the team's work on it is over (the team's pipeline left 'sent_to_owner': the contract
   * is confirmed, or the application was declined or withdrawn): the owner's status is then kept
   * as it is and cannot be changed.
   */
  closed: boolean;
  ownerStatus: OwnerLeadStatusView | null;
}

/**
 * One lead as the owner opens it (GET /car-application/owner-leads/{id}): exactly rule 2 of
 * docs/owner-visibility.md — never the personal code, address, income, bank data, the light's
 * reasons, the guarantor, the consents or the team's notes.
 */
export type OwnerLead = OwnerLeadBase<OwnerLeadApplicant>;

/** The applicant as the owner sees them in one lead (rule 2: the contract's needs). */
export interface OwnerLeadApplicant {
  name: string;
  surname: string;
  city: string;
  phoneNumber: string;
  email: string;
  /** Business usage only; null otherwise. */
  companyName: string | null;
  companyCode: string | null;
}

/** The team's pipeline statuses in which the owner may still set their status. */
export const OWNER_LEAD_OPEN_PIPELINE: readonly PipelineStatus[] = ['sent_to_owner'];

/** The inbox's name in the owner portal's account menu and its title (issue 16). */
export const OWNER_LEADS_TITLE = 'Užklausos';
