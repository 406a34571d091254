/**
 * Enumerations of the product specification (§3), as readonly tuples so that
 * the same list feeds TypeScript types, valibot `picklist`s, selects and SQL checks.
 * Order follows the spec; the UI shows them in this order.
 */

export const BODY_TYPES = [
  'sedan',
  'hatchback',
  'suv',
  'crossover',
  'coupe',
  'convertible',
  'stationWagon',
  'minivan',
  'pickup',
  'van',
  'sportCar',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export const GEARBOXES = ['manual', 'automatic'] as const;
export type Gearbox = (typeof GEARBOXES)[number];

export const FUEL_TYPES = [
  'petrol',
  'diesel',
  'petrolGas',
  'hybrid',
  'hybridGas',
  'hybridDiesel',
  'plugIn',
  'electric',
] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const DOOR_COUNTS = ['twoThree', 'fourFive'] as const;
export type DoorCount = (typeof DOOR_COUNTS)[number];

export const DRIVETRAINS = ['front', 'rear', 'awd'] as const;
export type Drivetrain = (typeof DRIVETRAINS)[number];

export const AIR_CONDITIONING_TYPES = ['airConditioning', 'climateControl', 'none'] as const;
export type AirConditioning = (typeof AIR_CONDITIONING_TYPES)[number];

export const CAR_USAGES = ['personal', 'business'] as const;
export type CarUsage = (typeof CAR_USAGES)[number];

/** Profile type of a fleet owner. The switch labels `company` as "juridical" (spec §3). */
export const PROFILE_TYPES = ['personal', 'company'] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

export const VISIBILITIES = ['visible', 'hidden'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/**
 * Review status of a listing. The spec says listings wait for team approval but
 * does not name the states (§4 "status names are not shown"); these are our names.
 */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Whether the car itself is still on offer (issue 16 fleet tools), set by the owner without the
 * team's review: `reserved` stays public with a badge, `sold` (sold or rented out) leaves the
 * search while its car page stays reachable and says so.
 */
export const SALE_STATUSES = ['available', 'reserved', 'sold'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** Preliminary credit rating given to an application (spec §1). */
export const CREDIT_LIGHTS = ['green', 'yellow', 'red'] as const;
export type CreditLight = (typeof CREDIT_LIGHTS)[number];

/** Steps of the application flow (spec §4). */
export const APPLICATION_STEPS = ['FILL_FORM', 'GO_CARDLESS'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

export const ALERT_TYPES = ['warning', 'danger', 'info', 'success'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const MODAL_SIZES = ['sm', 'md', 'lg', 'full'] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

/**
 * Sort orders of the car search. The spec shows none; these are ours (see README).
 * The first one is the default.
 */
export const SEARCH_SORTS = ['newest', 'priceAsc', 'priceDesc', 'yearDesc', 'odometerAsc'] as const;
/** A sort order of the car search. */
export type SearchSort = (typeof SEARCH_SORTS)[number];
