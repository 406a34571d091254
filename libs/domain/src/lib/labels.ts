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
  SaleStatus,
  Visibility,
} from './enums';
import type { SystemRoleName } from './entities';
import type { ApplicationStatus, CreditBasis } from './team';
import type { AuditAction, PipelineStatus } from './back-office';
import type { ArticleStatus } from './team-articles';
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

/**
 * Sale status of a car (issue 16; 'Rezervuotas' and 'Parduotas / išnuomotas' are the issue's
 * words, 'Laisvas' ours). Masculine to agree with "automobilis".
 */
export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  available: 'Laisvas',
  reserved: 'Rezervuotas',
  sold: 'Parduotas / išnuomotas',
};

/** What the preliminary credit rating (§1) is called wherever it is shown: screens and e-mails. */
export const CREDIT_LIGHT_TITLE = 'Kreditinė šviesa';

/** Preliminary credit rating (§1). Feminine to agree with "šviesa" (light, {@link CREDIT_LIGHT_TITLE}). */
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

/** Where an application's bank step stands (team back office; our wording). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Bankas nepasirinktas',
  bank_pending: 'Laukiama banko sutikimo',
  bank_connected: 'Banko duomenys gauti',
  bank_refused: 'Banko sutikimo nėra',
};

/** The team's applications pipeline (back office; our wording). */
export const PIPELINE_STATUS_LABELS: Record<PipelineStatus, string> = {
  new: 'Nauja',
  contacted: 'Susisiekta',
  sent_to_owner: 'Perduota savininkui',
  contract_signed: 'Sutartis pasirašyta',
  declined: 'Atmesta',
  withdrawn: 'Atsiimta',
};

/** Team actions in the audit log 'Veiksmų žurnalas' (back office; our wording). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'listing.approve': 'Skelbimas patvirtintas',
  'listing.reject': 'Skelbimas atmestas',
  'listing.hide': 'Skelbimas paslėptas',
  'listing.delete': 'Skelbimas ištrintas',
  'listing.unhide': 'Skelbimas vėl rodomas',
  'application.open': 'Paraiška atidaryta',
  'application.status': 'Paraiškos būsena pakeista',
  'application.pass_to_owner': 'Paraiška perduota savininkui',
  'application.owner_open': 'Savininkas atidarė užklausą',
  'application.owner_status': 'Savininkas pakeitė užklausos būseną',
  'lead.status': 'Užklausos būsena pakeista',
  'owner.block': 'Savininkas užblokuotas',
  'owner.unblock': 'Savininkas atblokuotas',
  'article.create': 'Straipsnis sukurtas',
  'article.update': 'Straipsnis pakeistas',
  'article.publish': 'Straipsnis paskelbtas',
  'article.unpublish': 'Straipsnis atšauktas',
  'article.cover': 'Straipsnio viršelis pakeistas',
};

/** The team's names of an article's status ('Straipsniai' list; our wording). */
export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = {
  draft: 'Juodraštis',
  scheduled: 'Suplanuotas',
  published: 'Paskelbtas',
};

/** What the credit light was computed from (team back office; our wording). */
export const CREDIT_BASIS_LABELS: Record<CreditBasis, string> = {
  declared: 'Deklaruoti duomenys',
  bank: 'Banko duomenys',
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
