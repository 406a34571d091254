import {
  AIR_CONDITIONING_TYPES,
  APPLICATION_STEPS,
  BODY_TYPES,
  CAR_USAGES,
  CREDIT_LIGHTS,
  DOOR_COUNTS,
  DRIVETRAINS,
  FUEL_TYPES,
  GEARBOXES,
  PROFILE_TYPES,
  REVIEW_STATUSES,
  VISIBILITIES,
  SEARCH_SORTS,
} from './enums';
import { SYSTEM_ROLES } from './entities';
import { APPLICATION_STATUSES, CREDIT_BASES } from './team';
import { AUDIT_ACTIONS, PIPELINE_STATUSES } from './back-office';
import { ARTICLE_STATUSES } from './team-articles';
import {
  AIR_CONDITIONING_LABELS,
  APPLICATION_STATUS_LABELS,
  AUDIT_ACTION_LABELS,
  ARTICLE_STATUS_LABELS,
  PIPELINE_STATUS_LABELS,
  CREDIT_BASIS_LABELS,
  APPLICATION_STEP_LABELS,
  BODY_TYPE_LABELS,
  CAR_USAGE_LABELS,
  CREDIT_LIGHT_LABELS,
  DOOR_COUNT_LABELS,
  DRIVETRAIN_LABELS,
  FUEL_TYPE_LABELS,
  GEARBOX_LABELS,
  PROFILE_TYPE_LABELS,
  REVIEW_STATUS_LABELS,
  SEARCH_SORT_LABELS,
  SYSTEM_ROLE_LABELS,
  VISIBILITY_LABELS,
  enumOptions,
} from './labels';

// Each pair is an enum tuple and its label map; the maps are typed Record<Enum, string>, but
// this also guards against extra keys and empty strings, which the type system allows.
const maps: [string, readonly string[], Record<string, string>][] = [
  ['FUEL_TYPE_LABELS', FUEL_TYPES, FUEL_TYPE_LABELS],
  ['BODY_TYPE_LABELS', BODY_TYPES, BODY_TYPE_LABELS],
  ['GEARBOX_LABELS', GEARBOXES, GEARBOX_LABELS],
  ['DOOR_COUNT_LABELS', DOOR_COUNTS, DOOR_COUNT_LABELS],
  ['DRIVETRAIN_LABELS', DRIVETRAINS, DRIVETRAIN_LABELS],
  ['AIR_CONDITIONING_LABELS', AIR_CONDITIONING_TYPES, AIR_CONDITIONING_LABELS],
  ['CAR_USAGE_LABELS', CAR_USAGES, CAR_USAGE_LABELS],
  ['PROFILE_TYPE_LABELS', PROFILE_TYPES, PROFILE_TYPE_LABELS],
  ['VISIBILITY_LABELS', VISIBILITIES, VISIBILITY_LABELS],
  ['REVIEW_STATUS_LABELS', REVIEW_STATUSES, REVIEW_STATUS_LABELS],
  ['CREDIT_LIGHT_LABELS', CREDIT_LIGHTS, CREDIT_LIGHT_LABELS],
  ['APPLICATION_STEP_LABELS', APPLICATION_STEPS, APPLICATION_STEP_LABELS],
  ['SEARCH_SORT_LABELS', SEARCH_SORTS, SEARCH_SORT_LABELS],
  ['SYSTEM_ROLE_LABELS', SYSTEM_ROLES, SYSTEM_ROLE_LABELS],
  ['APPLICATION_STATUS_LABELS', APPLICATION_STATUSES, APPLICATION_STATUS_LABELS],
  ['CREDIT_BASIS_LABELS', CREDIT_BASES, CREDIT_BASIS_LABELS],
  ['PIPELINE_STATUS_LABELS', PIPELINE_STATUSES, PIPELINE_STATUS_LABELS],
  ['AUDIT_ACTION_LABELS', AUDIT_ACTIONS, AUDIT_ACTION_LABELS],
  ['ARTICLE_STATUS_LABELS', ARTICLE_STATUSES, ARTICLE_STATUS_LABELS],
];

describe.each(maps)('%s', (_name, values, labels) => {
  it.each([...values])('labels %s with a non-empty string', (value) => {
    expect(typeof labels[value]).toBe('string');
    expect(labels[value].trim()).not.toBe('');
  });

  it('has no keys beyond the enum values', () => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
  });

  it('gives every value a distinct label, so a select never shows two equal options', () => {
    expect(new Set(values.map((v) => labels[v])).size).toBe(values.length);
  });
});

describe('label wording', () => {
  it('names fuel types as Lithuanian car sites do', () => {
    expect(FUEL_TYPE_LABELS).toEqual({
      petrol: 'Benzinas',
      diesel: 'Dyzelinas',
      petrolGas: 'Benzinas / dujos',
      hybrid: 'Hibridas',
      hybridGas: 'Hibridas / dujos',
      hybridDiesel: 'Hibridas / dyzelinas',
      plugIn: 'Įkraunamas hibridas',
      electric: 'Elektra',
    });
  });

  it('names body types', () => {
    expect(BODY_TYPE_LABELS).toEqual({
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
    });
  });

  it('names gearboxes, doors, drivetrains and air conditioning', () => {
    expect(GEARBOX_LABELS).toEqual({ manual: 'Mechaninė', automatic: 'Automatinė' });
    expect(DOOR_COUNT_LABELS).toEqual({ twoThree: '2/3', fourFive: '4/5' });
    expect(DRIVETRAIN_LABELS).toEqual({
      front: 'Priekiniai varantys ratai',
      rear: 'Galiniai varantys ratai',
      awd: 'Visi varantys ratai',
    });
    expect(AIR_CONDITIONING_LABELS).toEqual({
      airConditioning: 'Kondicionierius',
      climateControl: 'Klimato kontrolė',
      none: 'Nėra',
    });
  });

  it('names usage, profile types, visibility, review status and credit light', () => {
    expect(CAR_USAGE_LABELS).toEqual({
      personal: 'Asmeniniams poreikiams',
      business: 'Verslo poreikiams',
    });
    expect(PROFILE_TYPE_LABELS).toEqual({ personal: 'Fizinis asmuo', company: 'Juridinis asmuo' });
    expect(VISIBILITY_LABELS).toEqual({ visible: 'Rodomas', hidden: 'Paslėptas' });
    expect(REVIEW_STATUS_LABELS).toEqual({
      pending: 'Laukia patvirtinimo',
      approved: 'Patvirtintas',
      rejected: 'Atmestas',
    });
    expect(CREDIT_LIGHT_LABELS).toEqual({ green: 'Žalia', yellow: 'Geltona', red: 'Raudona' });
  });

  it('names the search sorts', () => {
    expect(SEARCH_SORT_LABELS).toEqual({
      newest: 'Naujausi',
      priceAsc: 'Pigiausi',
      priceDesc: 'Brangiausi',
      yearDesc: 'Naujausi pagal metus',
      odometerAsc: 'Mažiausia rida',
    });
  });
});

describe('enumOptions', () => {
  it('pairs each value with its label in the tuple order', () => {
    expect(enumOptions(GEARBOXES, GEARBOX_LABELS)).toEqual([
      { value: 'manual', label: 'Mechaninė' },
      { value: 'automatic', label: 'Automatinė' },
    ]);
  });

  it('keeps the spec order of a longer enum', () => {
    const options = enumOptions(FUEL_TYPES, FUEL_TYPE_LABELS);
    expect(options.map((o) => o.value)).toEqual([...FUEL_TYPES]);
    expect(options[0]).toEqual({ value: 'petrol', label: 'Benzinas' });
    expect(options[7]).toEqual({ value: 'electric', label: 'Elektra' });
  });

  it('works with numeric values', () => {
    expect(enumOptions([1, 2] as const, { 1: 'Vienas', 2: 'Du' })).toEqual([
      { value: 1, label: 'Vienas' },
      { value: 2, label: 'Du' },
    ]);
  });

  it('returns an empty list for no values', () => {
    expect(enumOptions([] as string[], {})).toEqual([]);
  });
});
