import type { Selectable } from 'kysely';
import type {
  AuthUser,
  CarAdvertisement,
  CompanyProfile,
  OwnCarAdvertisement,
  PersonalProfile,
  ProfileType,
  SystemRole,
  SystemRoleName,
  User,
} from '@ratai/domain';
import { SYSTEM_ROLES } from '@ratai/domain';
import type { CompanyProfilesTable, PersonalProfilesTable } from '../../db/schema';
import type { FileStorage } from '../../storage/storage';
import { teamHiding, toUploadedImage } from '../cars/car-read';
import { joinedNames, toCarSummary, type CarSummaryRow } from '../cars/car-summary';

/**
 * snake_case rows → the camelCase shapes of @ratai/domain. Nothing else in the module builds
 * response objects, so a column rename touches one file.
 */

/** The current user as GET /users/me answers. */
export type Me = User;

/** The row the repository reads for an own listing: the card columns plus review state, cover and dates. */
export type OwnListingRow = CarSummaryRow & {
  visibility: CarAdvertisement['visibility'];
  review_status: CarAdvertisement['reviewStatus'];
  rejection_reason: string | null;
  hidden_by_team_at: Date | string | null;
  hidden_by_team_reason: string | null;
  cover_hash: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  /** The review state of the listing's revision; null without one. */
  revision_status: CarAdvertisement['reviewStatus'] | null;
  revision_rejection_reason: string | null;
};

export function toCompanyProfile(row: Selectable<CompanyProfilesTable>): CompanyProfile {
  return {
    id: row.id,
    name: row.name,
    companyCode: row.company_code,
    address: row.address,
    vatNumber: row.vat_number,
    email: row.email,
    phoneNumber: row.phone_number,
    termsOfService: row.terms_of_service,
  };
}

export function toPersonalProfile(row: Selectable<PersonalProfilesTable>): PersonalProfile {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    address: row.address,
    individualActivityCertificate: row.individual_activity_certificate,
    vatNumber: row.vat_number,
    email: row.email,
    phoneNumber: row.phone_number,
    termsOfService: row.terms_of_service,
  };
}

/** Login and registration answer with this; username is the e-mail (spec §3). */
export function toAuthUser(row: { id: number; email: string }): AuthUser {
  return { id: row.id, email: row.email, username: row.email };
}

/** Role names as stored; an unexpected name in the table is left out rather than mistyped. */
export function toSystemRoles(roles: string[]): SystemRole[] {
  return roles
    .filter((role): role is SystemRoleName => (SYSTEM_ROLES as readonly string[]).includes(role))
    .sort()
    .map((name) => ({ name }));
}

/**
 * One of the owner's listings as GET /users/me lists them: what the account pages show (review
 * state, visibility, card fields) — not the full read model, which the edit form loads by id.
 */
export function toOwnCarAdvertisement(storage: FileStorage, row: OwnListingRow): OwnCarAdvertisement {
  // The cover at card width (480 px): the account pages show listings as cards.
  const cover = row.cover_hash ? toUploadedImage(storage, row.cover_hash, 'card') : null;
  // id and slug are taken out so the review state can follow them: the JSON keeps its field order.
  const { id, slug, ...card } = toCarSummary(row, joinedNames(row), cover);
  return {
    id,
    slug,
    visibility: row.visibility,
    reviewStatus: row.review_status,
    rejectionReason: row.rejection_reason,
    hiddenByTeam: teamHiding(row),
    ...card,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    revision:
      row.revision_status === null
        ? null
        : {
            status: row.revision_status === 'rejected' ? 'rejected' : 'pending',
            rejectionReason: row.revision_status === 'rejected' ? row.revision_rejection_reason : null,
          },
  };
}

export function toMe(parts: {
  user: { id: number; email: string; profile_type: ProfileType | null; email_verified_at: Date | null };
  roles: string[];
  company: Selectable<CompanyProfilesTable> | undefined;
  personal: Selectable<PersonalProfilesTable> | undefined;
  listings: OwnListingRow[];
  storage: FileStorage;
}): Me {
  return {
    ...toAuthUser(parts.user),
    confirmed: parts.user.email_verified_at !== null,
    profileType: parts.user.profile_type,
    personalDetail: parts.personal ? toPersonalProfile(parts.personal) : null,
    companyDetail: parts.company ? toCompanyProfile(parts.company) : null,
    carAdvertisements: parts.listings.map((row) => toOwnCarAdvertisement(parts.storage, row)),
    systemRoles: toSystemRoles(parts.roles),
  };
}
