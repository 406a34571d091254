import type { CompanyProfile, EntityId, PersonalProfile } from './entities';
import type { ProfileType, ReviewStatus, Visibility } from './enums';

/**
 * The back office's 'Užklausos' (leads) and 'Savininkai' (owners) sections (issue 14). Values
 * are stable English keys; what the team reads is in the labels below. Migration 0025 freezes
 * the lead statuses in a CHECK constraint: a new value needs a new migration as well.
 */

/** Which public form a lead came from: the car request (§2.12) or the callback request (§2.13). */
export const LEAD_KINDS = ['car_request', 'callback'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/**
 * Where the team's work on a lead stands: new → called → closed. Any status may follow any
 * other (a closed lead reopens when the person calls again), and a note may be added without a
 * change (the same status): every entry is in the history.
 */
export const LEAD_STATUSES = ['new', 'called', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'Nauja',
  called: 'Paskambinta',
  closed: 'Uždaryta',
};

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  car_request: 'Automobilio užklausa',
  callback: 'Skambučio užsakymas',
};

/** One entry of a lead's history: the status it moved from and to, the team's note, who and when. */
export interface LeadStatusChange {
  from: LeadStatus;
  to: LeadStatus;
  note: string;
  actor: { id: EntityId; email: string };
  createdAt: string;
}

/**
 * A lead as the team reads it. The phone and e-mail are the visitor's: only team routes answer
 * them, and the API never logs them.
 */
export interface TeamLead {
  id: EntityId;
  kind: LeadKind;
  status: LeadStatus;
  /** The callback form's name; null for a car request (that form has none). */
  name: string | null;
  phone: string;
  /** The car request's e-mail; null for a callback. */
  email: string | null;
  /** The wanted car of a car request; null for a callback. */
  car: { make: string; model: string; modelYear: number; price: [number, number] } | null;
  /** The callback form's subject; null for a car request. */
  subject: string | null;
  /** The latest note of the team, if any (the list shows it). */
  lastNote: string | null;
  createdAt: string;
  /** When the status (or a note) was last set; null while nobody has touched it. */
  statusChangedAt: string | null;
}

/** One lead with its whole history, oldest entry first. */
export interface TeamLeadDetail extends TeamLead {
  history: LeadStatusChange[];
}

/** Counts of an owner's listings: all, public now, waiting for review (a pending edit of a listing too). */
export interface OwnerListingCounts {
  total: number;
  public: number;
  pending: number;
}

/** Why and when an owner is blocked (null: not blocked). */
export interface OwnerBlock {
  at: string;
  reason: string;
}

/** An owner (an account with the owner role) in the team's list. */
export interface TeamOwner {
  id: EntityId;
  email: string;
  /** The company's name, or the person's name and surname; null while onboarding. */
  displayName: string | null;
  profileType: ProfileType | null;
  counts: OwnerListingCounts;
  blocked: OwnerBlock | null;
  createdAt: string;
}

/** One listing of an owner as the owner's page lists it (GET /moderation/owners/{id}/listings, a page at a time). */
export interface TeamOwnerListing {
  id: EntityId;
  slug: string;
  /** 'Make Model, year'. */
  title: string;
  price: number;
  reviewStatus: ReviewStatus;
  visibility: Visibility;
  /** Approved and visible: public unless the owner is blocked. */
  isPublic: boolean;
  createdAt: string;
}

/**
 * The owner's page: the profile (as the owner saved it; a personal code typed into the
 * certificate field is masked like every personal code) and the counts. The listings come a page
 * at a time from their own list (`TeamOwnerListing`): a fleet owner has tens of thousands.
 */
export interface TeamOwnerDetail extends TeamOwner {
  company: CompanyProfile | null;
  personal: PersonalProfile | null;
}
