/**
 * Entity types of the product specification (§3), shared by the apps, the API and the libs.
 *
 * Types only, apart from the const tuples that define string unions (so that the same list
 * feeds selects, valibot `picklist`s and SQL checks, as in `enums.ts`). Field names follow
 * the spec's camelCase payloads; the API maps its snake_case rows to these shapes, so SQL
 * naming never leaks in here. Dates travel as ISO 8601 strings because every consumer
 * receives them through JSON.
 */
import type {
  AirConditioning,
  BodyType,
  CarUsage,
  DoorCount,
  Drivetrain,
  FuelType,
  Gearbox,
  ProfileType,
  ReviewStatus,
  SaleStatus,
  SearchSort,
  Visibility,
} from './enums';

// ---------------------------------------------------------------------------
// Identifiers
// ---------------------------------------------------------------------------

/** Database id of makes, models, features, listings, users, profiles and articles. */
export type EntityId = number;

/**
 * Id of a rental application. A UUID string, not a sequence number (our decision): the
 * public lookup guards an application only by its id plus the last four digits of a
 * personal code (§5), so the id must not be guessable.
 */
export type ApplicationId = string;

/** An ISO 8601 date-time string, e.g. "2026-03-01T09:30:00.000Z". */
export type IsoDateTime = string;

// ---------------------------------------------------------------------------
// Options (§3 "Options")
// ---------------------------------------------------------------------------

/** A car make (§3 Options). */
export interface CarMake {
  id: EntityId;
  name: string;
  slug: string;
}

/** A car model of one make (§3 Options). */
export interface CarModel {
  id: EntityId;
  name: string;
  slug: string;
}

/** One selectable car feature (e.g. heated seats). */
export interface CarFeature {
  id: EntityId;
  name: string;
}

/** A feature category with its features; the upload form groups features by these (§2.11). */
export interface FeatureCategory {
  id: EntityId;
  name: string;
  features: CarFeature[];
}

/** An uploaded image as the API hands it back (§3 Options). */
export interface UploadedImage {
  url: string;
  /** Our addition for car images: the card, gallery and full-screen sizes. */
  formats?: ImageFormats;
}

/** A bank the applicant can pick in the bank step (§2.9, §3). */
export interface BankInstitution {
  /** The bank data provider's institution id (a string such as "SWEDBANK_HABALT22"). */
  id: string;
  name: string;
  bic: string;
  /** URL of the bank's logo. */
  logo: string;
}

// ---------------------------------------------------------------------------
// Articles
// ---------------------------------------------------------------------------

/** An article category; one tab per category on the articles page (§2.19). */
export interface ArticleCategory {
  id: EntityId;
  slug: string;
  name: string;
}

/** The cover image of an article (§3 Options). */
export interface ArticleCover {
  url: string;
  /** Alt text; null when the editor left it empty (the UI then falls back to the title). */
  alternativeText: string | null;
}

/**
 * An article. The spec shows no article fields beyond category and cover; title, excerpt,
 * content and publishedAt are our design.
 */
export interface Article {
  id: EntityId;
  slug: string;
  title: string;
  /** A short plain-text summary for lists. */
  excerpt: string;
  /** The body as HTML, sanitised by the API before it is stored. */
  content: string;
  category: ArticleCategory | null;
  /** Null when the article has no cover; the UI shows 'No image' (§8). */
  cover: ArticleCover | null;
  publishedAt: IsoDateTime;
}

/** Query of the articles list (our design: the spec shows no articles call). */
export interface ArticleQuery {
  /** Slug of the category; absent for "Visi straipsniai". */
  category?: string;
  page?: number;
}

// ---------------------------------------------------------------------------
// Car advertisements
// ---------------------------------------------------------------------------

/** One gallery image of a listing (§3). `hash` and `ext` name the file when it is resent on edit (§7). */
export interface CarImage {
  id: EntityId;
  /** The full-screen size. */
  url: string;
  hash: string;
  /** File extension with the leading dot, e.g. ".jpg". */
  ext: string;
  /** Our addition: the same image re-encoded for cards, the gallery and full screen. */
  formats?: ImageFormats;
}

/** URLs of one image in the widths the API re-encodes to (card 480, gallery 1024, full 1920 px). */
export interface ImageFormats {
  card: string;
  gallery: string;
  full: string;
}

/** A feature attached to a listing; the spec reads back ids only, the API may add the name. */
export interface CarFeatureRef {
  id: EntityId;
  name?: string;
}

/**
 * A car advertisement as read from the API (§3 "Car advertisement (read)") plus the detail
 * fields of the listing form, which the car page shows.
 */
/** The team's hiding of a listing: why (the owner reads it) and when. */
export interface TeamHiding {
  reason: string;
  hiddenAt: IsoDateTime;
}

export interface CarAdvertisement {
  id: EntityId;
  /** Public address segment: /automobilio-nuoma/{slug}. */
  slug: string;
  visibility: Visibility;
  /** Team review (§1, §4). Our addition: the spec names no states, see README. */
  reviewStatus: ReviewStatus;
  /** Why the team rejected the listing; null unless `reviewStatus` is 'rejected'. */
  rejectionReason: string | null;
  /**
   * The team took the listing off the public site (issue 14), whatever the owner's `visibility`
   * and review: only the team can undo it. Null when not hidden (always null on public answers).
   */
  hiddenByTeam: TeamHiding | null;
  headerImage: UploadedImage | null;
  images: CarImage[];
  isForTaxi: boolean;
  /** Engine displacement in cm³. */
  engineDisplacement: number;
  gearbox: Gearbox;
  bodyType: BodyType;
  fuelType: FuelType;
  productionYear: number;
  /** Odometer reading in km. */
  odometer: number;
  /** Price in whole euros. */
  price: number;
  /** Estimated monthly payment in euros, computed by the API with libs/pricing. */
  fromPricePerMonth: number;
  carMake: CarMake;
  carModel: CarModel;
  /**
   * Our addition (issue 16): whether the car is still on offer. A public car may be 'reserved'
   * (badge) or 'sold' (its page says so; it is no longer in the search).
   */
  saleStatus: SaleStatus;
  carFeatures: CarFeatureRef[];
  vinCode: string;
  doorCount: DoorCount;
  /** Engine power in kW. */
  enginePower: number;
  numberOfSeats: number;
  drivetrain: Drivetrain;
  inspectionYear: number;
  /** 1–12. */
  inspectionMonth: number;
  /** Rim diameter in inches. */
  rimSize: number;
  airConditioning: AirConditioning;
  /** Litres per 100 km. */
  averageFuelConsumption: number;
  /** Optional in the form (§5), so null when the owner wrote none. */
  description: string | null;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

/**
 * An owner's own listing as GET /users/me lists it: the card fields plus its state, and the state
 * of a pending or rejected revision of an approved listing (issue 16; null when there is none).
 */
export interface OwnCarAdvertisement extends Pick<
  CarAdvertisement,
  | 'id'
  | 'slug'
  | 'visibility'
  | 'reviewStatus'
  | 'rejectionReason'
  | 'hiddenByTeam'
  | 'headerImage'
  | 'isForTaxi'
  | 'engineDisplacement'
  | 'gearbox'
  | 'bodyType'
  | 'fuelType'
  | 'productionYear'
  | 'odometer'
  | 'price'
  | 'fromPricePerMonth'
  | 'carMake'
  | 'carModel'
  | 'saleStatus'
  | 'createdAt'
  | 'updatedAt'
> {
  revision: { status: 'pending' | 'rejected'; rejectionReason: string | null } | null;
}

/** The fields a car card and the car slider need (§2.4); search lists may return just these. */
export type CarAdvertisementSummary = Pick<
  CarAdvertisement,
  | 'id'
  | 'slug'
  | 'headerImage'
  | 'isForTaxi'
  | 'engineDisplacement'
  | 'gearbox'
  | 'bodyType'
  | 'fuelType'
  | 'productionYear'
  | 'odometer'
  | 'price'
  | 'fromPricePerMonth'
  | 'carMake'
  | 'carModel'
  | 'saleStatus'
>;

/**
 * The data fields of the car upload/edit form (§3 "Car listing (form fields)"), as sent after
 * validation. The image files are separate, see {@link CarListingFiles}.
 */
export interface CarListingFields {
  /** Id of the chosen make. */
  carMake: EntityId;
  /** Id of the chosen model. */
  carModel: EntityId;
  vinCode: string;
  productionYear: number;
  bodyType: BodyType;
  fuelType: FuelType;
  gearbox: Gearbox;
  doorCount: DoorCount;
  /** cm³. */
  engineDisplacement: number;
  /** kW. */
  enginePower: number;
  numberOfSeats: number;
  drivetrain: Drivetrain;
  inspectionYear: number;
  inspectionMonth: number;
  rimSize: number;
  airConditioning: AirConditioning;
  price: number;
  /** l/100km. */
  averageFuelConsumption: number;
  /** Ids of the chosen features. */
  carFeatures: EntityId[];
  odometer: number;
  description?: string;
  isForTaxi: boolean;
}

/**
 * The image files of a listing submission. Generic over the file type so the browser passes
 * `File` and the server its multipart parts; `Blob` exists in both worlds.
 * Required on create, optional on edit when the car already has images (§5).
 */
export interface CarListingFiles<TFile = Blob> {
  gallery: TFile[];
  headerImage: TFile | null;
}

/** Everything the multipart create/edit call carries (§7). */
export type CarListingSubmission<TFile = Blob> = CarListingFields & CarListingFiles<TFile>;

/** Body of PUT /car-advertisement/change-sale-status (issue 16, ours). */
export interface ChangeSaleStatusRequest {
  id: EntityId;
  saleStatus: SaleStatus;
}

/** Body of PUT /car-advertisement/change-visibility (§7). */
export interface ChangeVisibilityRequest {
  id: EntityId;
  visibility: Visibility;
}

// ---------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------


/**
 * The car search filter (§3 "Search filter"). The same names are the query-string keys of
 * the search page and of the search API (DESIGN.md). Every field is optional: absent means
 * "no restriction".
 */
export interface SearchFilter {
  /** Slug of the make. */
  carMake?: string;
  /** Slug of the model. */
  carModel?: string;
  modelYearFrom?: number;
  modelYearTo?: number;
  fuelType?: FuelType[];
  gearbox?: Gearbox[];
  priceFrom?: number;
  priceTo?: number;
  isForTaxi?: boolean;
  /** Our additions (issue 17): what the big marketplaces filter by and our listings hold. */
  bodyType?: BodyType[];
  odometerFrom?: number;
  odometerTo?: number;
  drivetrain?: Drivetrain[];
  /** At least this many seats. */
  numberOfSeatsFrom?: number;
  /** Words to find in the make, the model or the description. */
  keyword?: string;
  /** 1-based. */
  page?: number;
  /** Our addition; defaults to the first of {@link SEARCH_SORTS}. */
  sort?: SearchSort;
  /** Our addition; defaults to PAGE_SIZE and is capped at MAX_PAGE_SIZE. */
  pageSize?: number;
}

// ---------------------------------------------------------------------------
// Users and profiles
// ---------------------------------------------------------------------------

/**
 * Names of the system roles. The spec says roles exist but not their names (§6); ours:
 * `owner` for fleet owners (every registered user) and `team` for staff who review listings.
 */
export const SYSTEM_ROLES = ['owner', 'team'] as const;
/** The name of a system role. */
export type SystemRoleName = (typeof SYSTEM_ROLES)[number];

/** A system role held by a user (§3). */
export interface SystemRole {
  name: SystemRoleName;
}

/** Details of a company (juridical person) profile (§3). */
export interface CompanyProfile {
  id: EntityId;
  name: string;
  companyCode: string;
  address: string;
  /** Optional (§5). */
  vatNumber: string | null;
  email: string;
  phoneNumber: string;
  termsOfService: boolean;
}

/** Details of a personal (natural person) profile (§3). */
export interface PersonalProfile {
  id: EntityId;
  name: string;
  surname: string;
  address: string;
  individualActivityCertificate: string;
  /** Optional (§5). */
  vatNumber: string | null;
  email: string;
  phoneNumber: string;
  termsOfService: boolean;
}

/** The company profile form's fields (create); edit sends the {@link CompanyProfile} with its id. */
export type CompanyProfileFields = Omit<CompanyProfile, 'id'>;
/** The personal profile form's fields (create); edit sends the {@link PersonalProfile} with its id. */
export type PersonalProfileFields = Omit<PersonalProfile, 'id'>;

/** Body of POST /system-role/change-user-type (§7). */
export interface ChangeProfileTypeRequest {
  profileType: ProfileType;
}

/**
 * The identity a login or registration returns. The full {@link User} is loaded afterwards
 * from /users/me, the one call that populates profiles and listings (§7).
 */
export interface AuthUser {
  id: EntityId;
  email: string;
  username: string;
}

/** The current user (§3 "User (current user)") as GET /users/me returns it. */
export interface User extends AuthUser {
  /**
   * Whether the e-mail address is proved (Strapi's name): by the confirmation link, a password
   * reset or a verified social sign-in. The portal shows the verification notice while false.
   */
  confirmed: boolean;
  /** Null until the owner picks one in onboarding step 1 (§4). */
  profileType: ProfileType | null;
  personalDetail: PersonalProfile | null;
  companyDetail: CompanyProfile | null;
  /** The owner's own listings, as card summaries with their review state (GET /users/me). */
  carAdvertisements: OwnCarAdvertisement[];
  systemRoles: SystemRole[];
}

// ---------------------------------------------------------------------------
// Authentication (§3 "Authentication payloads")
// ---------------------------------------------------------------------------

/** Body of POST /auth/local. */
export interface LoginRequest {
  /** The e-mail address. */
  identifier: string;
  password: string;
}

/**
 * Body of POST /auth/local/register. identifier, email and username all carry the e-mail;
 * the form's confirmPassword is not sent (§3).
 */
export interface RegisterRequest {
  identifier: string;
  email: string;
  username: string;
  password: string;
  termsAgreed: boolean;
  marketingAgreed: boolean;
}

/** Response of login and registration. */
export interface AuthResponse {
  jwt: string;
  user: AuthUser;
}

// ---------------------------------------------------------------------------
// Rental applications
// ---------------------------------------------------------------------------

/** What the application's `metadata` JSON text holds (§3). */
export interface ApplicationMetadata {
  carAdvertisementUrl?: string;
}

/**
 * The fields a rental application sends on create and update (§3 "Application (outgoing
 * fields)"), after the form's conversions (§5: income and expenses become numbers, 0 when empty).
 * Personal-usage and business-usage fields are optional here because only one set applies.
 */
export interface ApplicationFields {
  /** Absent in the general flow (/paraiska), which has no car. */
  carId?: EntityId;
  /** Months. */
  term: number;
  price: number;
  approxMonthlyPayment: number;
  /** Always 0 on a new application (§3). */
  approxBuyout: number;
  carUsage: CarUsage;
  name: string;
  surname: string;
  personalCode: string;
  driversLicense: string;
  phoneNumber: string;
  email: string;
  /** Required for personal usage (§5). */
  monthlyIncome?: number;
  monthlyExpenses: number;
  /** Required for personal usage (§5). */
  sourceOfIncome?: string;
  /** 0 when missing (§5). */
  additionalIncome: number;
  city: string;
  address: string;
  hasGuarantor: boolean;
  guarantorNameSurname?: string;
  guarantorPersonalCode?: string;
  guarantorPhoneNumber?: string;
  guarantorEmail?: string;
  guarantorCity?: string;
  guarantorAddress?: string;
  termsAgreed: boolean;
  marketingAgreed: boolean;
  /** Required for business usage (§5). */
  companyCode?: string;
  /** Required for business usage (§5). */
  companyName?: string;
  /** Present when the applicant came through a partner link. */
  partnerSlug?: string;
  /** JSON text of {@link ApplicationMetadata}. */
  metadata?: string;
}

/** The guarantor as read back (§3 "tenantGuarantor": the guarantor fields). */
export interface ApplicationGuarantor {
  guarantorNameSurname: string;
  /** Masked by the API (see maskPersonalCode): personal codes are never shown in full. */
  guarantorPersonalCode: string;
  guarantorPhoneNumber: string;
  guarantorEmail: string;
  guarantorCity: string;
  guarantorAddress: string;
}

/** The applicant as read back (§3 "tenantDetails"). */
export interface ApplicationTenant {
  name: string;
  surname: string;
  /** Masked by the API (see maskPersonalCode): personal codes are never shown in full. */
  personalCode: string;
  driversLicense: string;
  phoneNumber: string;
  email: string;
  monthlyIncome: number | null;
  monthlyExpenses: number;
  sourceOfIncome: string | null;
  additionalIncome: number;
  city: string;
  address: string;
  companyName: string | null;
  companyCode: string | null;
}

/** An application as the lookup reads it back (§3 "Application (read back)"). */
export interface ApplicationRead {
  id: ApplicationId;
  /** Null in the general flow. */
  carAdvertisement: { id: EntityId; price: number } | null;
  pricing: {
    term: number;
    approxMonthlyPayment: number;
    approxBuyout: number;
    fullPrice: number;
  };
  carUsage: CarUsage;
  tenantDetails: ApplicationTenant;
  hasGuarantor: boolean;
  /** Null when the applicant has no guarantor. */
  tenantGuarantor: ApplicationGuarantor | null;
  legal: { termsAgreed: boolean; marketingAgreed: boolean };
  /** Null outside the partner flow. */
  partner: { slug: string } | null;
  metadata: ApplicationMetadata | null;
}

/**
 * Response of create and update (§3, §7). When `error` is present the form stays and shows
 * `error.message` in a danger banner (§4, §8).
 */
export interface ApplicationCreateResponse {
  id: ApplicationId;
  institutions: BankInstitution[];
  error?: { message: string };
  /**
   * Create only (ours, issue 18 item 3): the key to this application — update, the bank step and
   * the lookup need it in the `X-Application-Key` header; the id alone opens nothing.
   */
  accessKey?: string;
}

/** Response of GET /car-application/{bank-provider}/redirect/... (§7). */
export interface BankRedirectResponse {
  redirectUrl: string;
}

// ---------------------------------------------------------------------------
// E-mail requests
// ---------------------------------------------------------------------------

/** The car request form's payload (§3 "Car request"). */
export interface CarRequest {
  /** Id of the wanted make (the form's select); the e-mail names it. */
  carMake: EntityId;
  /** Id of the wanted model. */
  carModel: EntityId;
  modelYear: number;
  /** Price range in euros: [from, to]. */
  price: [number, number];
  phone: string;
  email: string;
  termsAgreed: boolean;
  recaptchaToken: string;
}

/** The callback request form's payload (§3 "Callback request"). */
export interface CallbackRequest {
  name: string;
  /** Starts with PHONE_PREFIX by default. */
  phone: string;
  termsAgreed: boolean;
  recaptchaToken: string;
  /** Defaults to CALLBACK_DEFAULT_SUBJECT of @ratai/validation. */
  subject: string;
}

// ---------------------------------------------------------------------------
// API envelopes (DESIGN.md)
// ---------------------------------------------------------------------------

/** Pagination block of every list response. */
export interface Pagination {
  /** 1-based. */
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

/** A list response: `{ data, meta: { pagination } }`. */
export interface Paginated<T> {
  data: T[];
  meta: { pagination: Pagination };
}

/** One field error in an {@link ApiError}; `path` names the field, e.g. ['email']. */
export interface ApiFieldError {
  path: string[];
  /** Lithuanian message, the same text the form shows. */
  message: string;
}

/** An error response: `{ data: null, error: { status, name, message, details } }`. */
export interface ApiError {
  data: null;
  error: {
    /** HTTP status. */
    status: number;
    /** Machine-readable kind, e.g. "ValidationError". */
    name: string;
    /** Lithuanian message for the user. */
    message: string;
    details: { errors?: ApiFieldError[] };
  };
}
