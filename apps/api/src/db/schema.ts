import type { ColumnType, Generated } from 'kysely';
import type {
  AirConditioning,
  BodyType,
  DoorCount,
  Drivetrain,
  FuelType,
  Gearbox,
  ProfileType,
  ReviewStatus,
  SaleStatus,
  Visibility,
} from '@ratai/domain';
import type { ApplicationTables } from '../modules/applications/applications.tables';
import type { AuditTables } from '../modules/audit/audit.tables';
import type { BankTables } from '../modules/bank/bank.tables';
import type { LeadTables } from '../modules/leads/leads.tables';
import type { MailTables } from '../mail/mail.tables';
import type { SavedSearchTables } from '../modules/saved-searches/saved-searches.tables';
import type { SocialAuthTables } from '../modules/social-auth/social-auth.tables';
import type { StatsTables } from '../modules/stats/stats.tables';

/**
 * Table types for Kysely. Column names are snake_case as in SQL; repositories map rows to
 * the camelCase types of @ratai/domain so SQL naming never leaks out of the API.
 */
/** Timestamps default to now() on insert, so inserting may omit them. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  /** Lower-cased; unique. */
  email: string;
  /** argon2id hash; null for accounts created by social sign-in only. */
  password_hash: string | null;
  profile_type: ProfileType | null;
  /**
   * The session stamp: tokens carry it (`sv`, epoch ms) and are refused once it moves — logout,
   * password change and reset move it (`endSessions` in plugins/auth.ts). Name kept from 0001.
   */
  sessions_valid_after: Timestamp;
  /** When the owner proved the mailbox (confirmation link, password reset, verified social sign-in); null: not yet. */
  email_verified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Set while the team has blocked the owner (migration 0025, modules/owners): no sign-in, listings hidden. */
  blocked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The team's reason for the block (never shown to the owner). */
  blocked_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserRolesTable {
  user_id: number;
  /** 'owner' or 'team' (see SYSTEM_ROLES in @ratai/domain). */
  role: string;
}

export interface CompanyProfilesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  company_code: string;
  address: string;
  vat_number: string | null;
  email: string;
  phone_number: string;
  terms_of_service: boolean;
  updated_at: Timestamp;
}

export interface PersonalProfilesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  surname: string;
  address: string;
  individual_activity_certificate: string;
  vat_number: string | null;
  email: string;
  phone_number: string;
  terms_of_service: boolean;
  updated_at: Timestamp;
}

export interface CarMakesTable {
  id: Generated<number>;
  name: string;
  slug: string;
}

export interface CarModelsTable {
  id: Generated<number>;
  make_id: number;
  name: string;
  slug: string;
}

export interface CarFeatureCategoriesTable {
  id: Generated<number>;
  name: string;
  position: number;
}

export interface CarFeaturesTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  position: number;
}

export interface CarAdvertisementsTable {
  id: Generated<number>;
  owner_id: number;
  slug: string;
  visibility: Visibility;
  review_status: ReviewStatus;
  rejection_reason: string | null;
  /** The team's hiding (migration 0024): not null = off the public site whatever `visibility` says. */
  hidden_by_team_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  hidden_by_team_reason: ColumnType<string | null, string | null | undefined, string | null>;
  hidden_by_team_by: ColumnType<number | null, number | null | undefined, number | null>;
  make_id: number;
  model_id: number;
  vin_code: string;
  production_year: number;
  body_type: BodyType;
  fuel_type: FuelType;
  gearbox: Gearbox;
  door_count: DoorCount;
  engine_displacement: number;
  engine_power: number;
  number_of_seats: number;
  drivetrain: Drivetrain;
  inspection_year: number;
  inspection_month: number;
  rim_size: number;
  air_conditioning: AirConditioning;
  price: number;
  /** numeric(4,1) comes back from pg as a string. */
  average_fuel_consumption: ColumnType<string, string | number, string | number>;
  odometer: number;
  description: string | null;
  is_for_taxi: boolean;
  /** Denormalised from @ratai/pricing at write time so search can sort and filter on it. */
  from_price_per_month: number;
  /**
   * The hash of the car's cover picture, kept by a trigger on car_images (migration 0007): read
   * it, never write it.
   */
  cover_hash: ColumnType<string | null, never, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
  reviewed_at: Timestamp | null;
  reviewed_by: number | null;
  /**
   * Set on a revision row: the approved listing this pending (or rejected) edit would replace when
   * approved (migration 0013, modules/listings/revisions.ts). Null on every listing itself.
   */
  revision_of: ColumnType<number | null, number | null | undefined, number | null>;
  /** Whether the car is still on offer (migration 0027): set by the owner, no review. */
  sale_status: Generated<SaleStatus>;
  /**
   * The owner is blocked (migration 0025): the public reads skip the row. Written by the block
   * and unblock (modules/owners) and, on insert, by a trigger from the owner's row — never on insert here.
   */
  owner_blocked: ColumnType<boolean, never, boolean>;
}

/** Drafts of the upload form and duplicates of listings (migration 0027, modules/listings/drafts.ts). Never public. */
export interface ListingDraftsTable {
  id: Generated<number>;
  owner_id: number;
  /** The form's values as typed (strings, lists of strings), unvalidated. */
  fields: ColumnType<Record<string, unknown>, string, string>;
  source_listing_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A draft's photos: files of the shared content-addressed storage, by hash. */
export interface ListingDraftImagesTable {
  id: Generated<number>;
  draft_id: number;
  hash: string;
  ext: string;
  width: number;
  height: number;
  position: number;
  is_cover: boolean;
  created_at: Timestamp;
}

export interface CarAdvertisementFeaturesTable {
  car_advertisement_id: number;
  feature_id: number;
}

export interface CarImagesTable {
  id: Generated<number>;
  car_advertisement_id: number;
  /** sha256 of the re-encoded full-size image; file names derive from it. */
  hash: string;
  ext: string;
  width: number;
  height: number;
  position: number;
  is_cover: boolean;
  created_at: Timestamp;
}

export interface ArticleCategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  position: number;
}

export interface ArticlesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  excerpt: string;
  content_markdown: string;
  /** Rendered and sanitised once at write time. */
  content_html: string;
  category_id: number;
  cover_url: string | null;
  cover_alternative_text: string | null;
  /** Null: a draft; in the future: scheduled (migration 0029). */
  published_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * Every table. Modules that own tables declare their types next to their code
 * (modules/<module>/<module>.tables.ts) and are merged here.
 */
/** Password-reset and e-mail confirmation codes (hash only, single use): modules/accounts/recovery.ts. */
export interface AccountCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'password_reset' | 'email_confirmation';
  code_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** Sessions ended by logout, kept until their token would expire: plugins/auth.ts. */
export interface RevokedSessionsTable {
  session_id: string;
  user_id: number;
  expires_at: Timestamp;
  revoked_at: Timestamp;
}

export interface Database extends ApplicationTables, AuditTables, BankTables, LeadTables, MailTables, SavedSearchTables, SocialAuthTables, StatsTables {
  users: UsersTable;
  user_roles: UserRolesTable;
  company_profiles: CompanyProfilesTable;
  personal_profiles: PersonalProfilesTable;
  car_makes: CarMakesTable;
  car_models: CarModelsTable;
  car_feature_categories: CarFeatureCategoriesTable;
  car_features: CarFeaturesTable;
  account_codes: AccountCodesTable;
  revoked_sessions: RevokedSessionsTable;
  car_advertisements: CarAdvertisementsTable;
  car_advertisement_features: CarAdvertisementFeaturesTable;
  car_images: CarImagesTable;
  listing_drafts: ListingDraftsTable;
  listing_draft_images: ListingDraftImagesTable;
  article_categories: ArticleCategoriesTable;
  articles: ArticlesTable;
}
