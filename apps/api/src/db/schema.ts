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
  Visibility,
} from '@ratai/domain';
import type { ApplicationTables } from '../modules/applications/applications.tables';
import type { LeadTables } from '../modules/leads/leads.tables';
import type { SocialAuthTables } from '../modules/social-auth/social-auth.tables';

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
  /** Tokens issued (iat) before this are refused; moved forward on password change. */
  sessions_valid_after: Timestamp;
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
  published_at: Timestamp;
}

/**
 * Every table. Modules that own tables declare their types next to their code
 * (modules/<module>/<module>.tables.ts) and are merged here.
 */
export interface Database extends ApplicationTables, LeadTables, SocialAuthTables {
  users: UsersTable;
  user_roles: UserRolesTable;
  company_profiles: CompanyProfilesTable;
  personal_profiles: PersonalProfilesTable;
  car_makes: CarMakesTable;
  car_models: CarModelsTable;
  car_feature_categories: CarFeatureCategoriesTable;
  car_features: CarFeaturesTable;
  car_advertisements: CarAdvertisementsTable;
  car_advertisement_features: CarAdvertisementFeaturesTable;
  car_images: CarImagesTable;
  article_categories: ArticleCategoriesTable;
  articles: ArticlesTable;
}
