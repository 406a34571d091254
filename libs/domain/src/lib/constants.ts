/**
 * Business constants and limits of the product specification (§9, §5).
 * Every number the apps, the API and the libs need lives here once.
 */
import type { SearchSort } from './enums';

/** Items per page of every paginated list (§9). */
export const PAGE_SIZE = 10;
/** Largest page size the search API accepts (our decision; the spec has none). */
export const MAX_PAGE_SIZE = 50;
/** Page size the makes list is requested with (§7, §9). */
export const MAKES_PAGE_SIZE = 9999;

/** Term slider of both calculators, in months (§9). */
export const TERM_SLIDER = { min: 12, max: 60, step: 2, default: 24 } as const;

/** Price slider of the general calculator, in euros (§9). */
export const GENERAL_CALCULATOR_PRICE = { min: 2000, max: 50000, step: 500, default: 2000 } as const;

/** Price range slider of the car request form, in euros (§9). */
export const CAR_REQUEST_PRICE = { min: 2000, max: 25000, step: 500 } as const;

/**
 * Price dropdowns of the search filter (§9): from 2000, options by 500 up to 10000,
 * then by 1000 up to the maximum (25000 by default).
 */
export const FILTER_PRICE = {
  defaultFrom: 2000,
  defaultMax: 25000,
  fineStep: 500,
  fineStepUntil: 10000,
  coarseStep: 1000,
} as const;

/** Prices the payment estimate covers; outside this the estimate is 0 (§9). */
export const ESTIMATE_PRICE_RANGE = { min: 2000, max: 50000 } as const;

/** Upper bound of every money field (§9). */
export const MONEY_MAX = 999999;

/** Minimum password length (§5, §9). */
export const PASSWORD_MIN_LENGTH = 8;

/** How many trailing characters of the personal code the application lookup uses (§9). */
export const LOOKUP_CODE_LENGTH = 4;

/** Default phone prefix (§3, §9). */
export const PHONE_PREFIX = '+370';

/** Upload limits (§5, §9). */
export const UPLOAD = {
  maxFilesMultiple: 10,
  maxFilesSingle: 1,
  /** The limit in effect, in bytes. */
  maxFileSizeBytes: 5242880,
  /**
   * The label the original form showed. The spec records the mismatch with the
   * 5 MB limit in effect (§5); we show the true limit, see libs/domain/README.md.
   */
  legacySizeLabel: '1,5MB',
  acceptedExtensions: ['png', 'jpeg', 'jpg'] as const,
  acceptedMimeTypes: ['image/png', 'image/jpeg'] as const,
} as const;

/** Cookie lifetimes in seconds (§4, §9). */
export const COOKIE_MAX_AGE = {
  consent: 31536000,
  handOff: 86400,
} as const;

/** Names of the cookies the calculators write and the application page reads (§7). */
export const HAND_OFF_COOKIES = {
  term: 'term',
  approxMonthlyPayment: 'approxMonthlyPayment',
  carId: 'carId',
  price: 'price',
  termsAgreed: 'termsAgreed',
} as const;

/** Name of the cookie that holds the session token (§4, §6). */
export const TOKEN_COOKIE = 'token';

/** Breakpoints in pixels (§9): mobile up to 768, tablet 769–1024, desktop from 1025. */
export const BREAKPOINTS = {
  mobileMax: 768,
  tabletMin: 769,
  tabletMax: 1024,
  desktopMin: 1025,
  /** The car slider shows 4 cars per view from this width (§9). */
  sliderFourPerView: 1280,
} as const;

/** Layout numbers of spec §2 and §9. */
export const LAYOUT = {
  filterPanelWidth: 360,
  galleryThumbnailsPerRow: 4,
  sliderCarsPerView: 4,
} as const;

/** Year dropdowns (§5): the default minimum, exclusive. */
export const YEAR_DROPDOWN_DEFAULT_MIN = 1980;
/** Inspection year lists the current year and this many following years (§5). */
export const INSPECTION_YEARS_AHEAD = 2;

/**
 * The upload size label we show: the true limit of {@link UPLOAD}.maxFileSizeBytes
 * (5242880 bytes = 5 MB), not the spec's misleading '1,5MB' label (§5, our decision; see
 * libs/domain/README.md).
 */
export const UPLOAD_SIZE_LABEL = `iki ${UPLOAD.maxFileSizeBytes / (1024 * 1024)} MB`;

/** Search sort used when the query names none (the first of SEARCH_SORTS). */
export const DEFAULT_SEARCH_SORT: SearchSort = 'newest';

/**
 * The cookie consent cookie (§4): its name and the value stored once 'Gerai' was clicked (kept
 * COOKIE_MAX_AGE.consent seconds). Every app reads the same cookie, so one 'Gerai' counts on the
 * marketplace and in the wizard alike (with COOKIE_DOMAIN shared between their hosts).
 */
export const CONSENT_COOKIE = { name: 'cookieConsent', accepted: 'accepted', refused: 'refused' } as const;
