/**
 * Lithuanian labels of enumeration values. The enums hold stable English keys (stored in the
 * database and sent over the wire); what a user reads comes from here, once, so the car card,
 * the filters, the upload form and the e-mails all say the same thing. Wording follows
 * Lithuanian car sites (autoplius.lt) so buyers meet the terms they know.
 *
 * Each map is a `Record<EnumType, string>`, so adding an enum value without a label fails to
 * compile.
 */
import type {
  AirConditioning,
  ApplicationStep,
  BodyType,
  CarUsage,
  CreditLight,
  DoorCount,
  Drivetrain,
  FuelType,
  Gearbox,
  ProfileType,
  ReviewStatus,
  Visibility,
} from './enums';
import type { SystemRoleName } from './entities';
import type { SearchSort } from './enums';

/** Fuel types (§3). */
export const FUEL_TYPE_LABELS: Record<FuelType, string> = {
  petrol: 'Benzinas',
  diesel: 'Dyzelinas',
  petrolGas: 'Benzinas / dujos',
  hybrid: 'Hibridas',
  hybridGas: 'Hibridas / dujos',
  hybridDiesel: 'Hibridas / dyzelinas',
  plugIn: 'Įkraunamas hibridas',
  electric: 'Elektra',
};

/** Body types (§3). */
export const BODY_TYPE_LABELS: Record<BodyType, string> = {
  sedan: 'Sedanas',
  hatchback: 'Hečbekas',
  suv: 'Visureigis',
  crossover: 'Krosoveris',
  coupe: 'Kupė',
  convertible: 'Kabrioletas',
  stationWagon: 'Universalas',
  minivan: 'Vienatūris',
  pickup: 'Pikapas',
  van: 'Komercinis',
  sportCar: 'Sportinis',
};

/** Gearboxes (§3). */
export const GEARBOX_LABELS: Record<Gearbox, string> = {
  manual: 'Mechaninė',
  automatic: 'Automatinė',
};

/** Door counts (§3); the keys already are ranges, shown the way car sites write them. */
export const DOOR_COUNT_LABELS: Record<DoorCount, string> = {
  twoThree: '2/3',
  fourFive: '4/5',
};

/** Drivetrains (§3). */
export const DRIVETRAIN_LABELS: Record<Drivetrain, string> = {
  front: 'Priekiniai varantys ratai',
  rear: 'Galiniai varantys ratai',
  awd: 'Visi varantys ratai',
};

/** Air conditioning (§3). */
export const AIR_CONDITIONING_LABELS: Record<AirConditioning, string> = {
  airConditioning: 'Kondicionierius',
  climateControl: 'Klimato kontrolė',
  none: 'Nėra',
};

/** Car usage of a rental application (§3, §5). */
export const CAR_USAGE_LABELS: Record<CarUsage, string> = {
  personal: 'Asmeniniams poreikiams',
  business: 'Verslo poreikiams',
};

/** Profile types (§3); the spec's switch calls the company option "juridical". */
export const PROFILE_TYPE_LABELS: Record<ProfileType, string> = {
  personal: 'Fizinis asmuo',
  company: 'Juridinis asmuo',
};

/** Listing visibility (§4). */
export const VISIBILITY_LABELS: Record<Visibility, string> = {
  visible: 'Rodomas',
  hidden: 'Paslėptas',
};

/** Listing review status (our names, see README). Masculine to agree with "skelbimas". */
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Laukia patvirtinimo',
  approved: 'Patvirtintas',
  rejected: 'Atmestas',
};

/** Preliminary credit rating (§1). Feminine to agree with "šviesa" (light). */
export const CREDIT_LIGHT_LABELS: Record<CreditLight, string> = {
  green: 'Žalia',
  yellow: 'Geltona',
  red: 'Raudona',
};

/** Steps of the application flow (§4), for the step wizard. Our wording: the spec shows none. */
export const APPLICATION_STEP_LABELS: Record<ApplicationStep, string> = {
  FILL_FORM: 'Paraiškos pildymas',
  GO_CARDLESS: 'Banko pasirinkimas',
};

/** Sort orders of the car search (our options and wording, see README). */
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  newest: 'Naujausi',
  priceAsc: 'Pigiausi',
  priceDesc: 'Brangiausi',
  yearDesc: 'Naujausi pagal metus',
  odometerAsc: 'Mažiausia rida',
};

/** System roles (our names, see README); "Nuomotojas" is the contract terms' word for lessor. */
export const SYSTEM_ROLE_LABELS: Record<SystemRoleName, string> = {
  owner: 'Nuomotojas',
  team: 'Komanda',
};

/** One option of a select, radio group or multi-select. */
export interface EnumOption<T extends string | number> {
  value: T;
  label: string;
}

/**
 * Builds select options from an enum tuple and its label map, in the tuple's order (the
 * order the spec lists the values in).
 *
 * @example enumOptions(GEARBOXES, GEARBOX_LABELS)
 * // [{ value: 'manual', label: 'Mechaninė' }, { value: 'automatic', label: 'Automatinė' }]
 */
export function enumOptions<T extends string | number>(
  values: readonly T[],
  labels: Record<T, string>,
): EnumOption<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
