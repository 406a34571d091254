/**
 * The car search filter (spec §3 "Search filter", §2 filter panel and chips): the query string
 * of the marketplace's search page and of the search API, which use the same names (DESIGN.md).
 * Unknown keys (utm_*, gclid, …) are ignored, never an error.
 */
import * as v from 'valibot';
import { BODY_TYPES, DRIVETRAINS, FUEL_TYPES, GEARBOXES, MAX_PAGE_SIZE, MONEY_MAX, PAGE_SIZE } from '@ratai/domain';
import {
  allErrorsAtOnce,
  type NumberRules,
  numberWithDefault,
  optionalBooleanFromInput,
  optionalNumberFromInput,
  optionalPicklist,
  optionalSlug,
  optionalString,
  picklistList,
} from './fields';
import { SEARCH_SORTS, type SearchSort } from '@ratai/domain';
import * as m from './messages';

/** Sort orders of the search: `SEARCH_SORTS` of @ratai/domain (ours; the spec shows none). */
export const SEARCH_SORT_ORDERS = SEARCH_SORTS;
/** A sort order of the search. */
export type SearchSortOrder = SearchSort;

/** Bounds of the filter's years: wide, since a URL may be typed by hand. */
export const SEARCH_YEAR_RANGE = { min: 1900, max: 2100 } as const;
/** The highest page number accepted, to keep OFFSETs sane. */
export const SEARCH_MAX_PAGE = 10000;

const year: NumberRules = { integer: true, ...SEARCH_YEAR_RANGE, invalidMessage: m.INVALID_VALUE };
const price: NumberRules = { min: 0, max: MONEY_MAX, invalidMessage: m.INVALID_VALUE };
/** Odometer bounds, km (a URL may be typed by hand). */
export const SEARCH_ODOMETER_MAX = 2_000_000;
const odometer: NumberRules = { integer: true, min: 0, max: SEARCH_ODOMETER_MAX, invalidMessage: m.INVALID_VALUE };
const seats: NumberRules = { integer: true, min: 1, max: 9, invalidMessage: m.INVALID_VALUE };
/** The longest keyword, characters. */
export const SEARCH_KEYWORD_MAX = 100;

/** Whether an optional from–to pair is in order (either end may be missing). */
function inOrder(from: number | undefined, to: number | undefined): boolean {
  return from === undefined || to === undefined || from <= to;
}

/**
 * The search filter. Every field is optional:
 * - carMake, carModel: slugs (lower-case letters, digits, hyphens; ≤ 100);
 * - modelYearFrom/To: whole years 1900–2100; priceFrom/To: 0–999999; a "from" above its "to" →
 *   'Reikšmė „nuo“ negali būti didesnė už reikšmę „iki“' at the "to";
 * - fuelType, gearbox: one value, repeated values or "a,b", output as a list (`[]` when none);
 * - isForTaxi: true/false from 'true'/'false'/'1'/'0', `undefined` when not filtered;
 * - ours (issue 17): bodyType and drivetrain lists like fuelType; odometerFrom/To whole km
 *   0–2 000 000 (in order, like the years); numberOfSeatsFrom 1–9; keyword ≤ 100 characters;
 * - page ≥ 1 (default 1), pageSize 1–50 (default 10), sort (default 'newest').
 * Malformed values → 'Neteisinga reikšmė' (ranges give their own messages).
 */
export const SearchFilterSchema = allErrorsAtOnce(
  v.pipe(
    v.object(
      {
        carMake: optionalSlug(m.INVALID_VALUE),
        carModel: optionalSlug(m.INVALID_VALUE),
        modelYearFrom: optionalNumberFromInput(year),
        modelYearTo: optionalNumberFromInput(year),
        fuelType: picklistList(FUEL_TYPES, m.INVALID_VALUE),
        gearbox: picklistList(GEARBOXES, m.INVALID_VALUE),
        priceFrom: optionalNumberFromInput(price),
        priceTo: optionalNumberFromInput(price),
        isForTaxi: optionalBooleanFromInput(),
        bodyType: picklistList(BODY_TYPES, m.INVALID_VALUE),
        odometerFrom: optionalNumberFromInput(odometer),
        odometerTo: optionalNumberFromInput(odometer),
        drivetrain: picklistList(DRIVETRAINS, m.INVALID_VALUE),
        numberOfSeatsFrom: optionalNumberFromInput(seats),
        keyword: optionalString(SEARCH_KEYWORD_MAX),
        page: numberWithDefault(1, { integer: true, min: 1, max: SEARCH_MAX_PAGE, invalidMessage: m.INVALID_VALUE }),
        pageSize: numberWithDefault(PAGE_SIZE, {
          integer: true,
          min: 1,
          max: MAX_PAGE_SIZE,
          invalidMessage: m.INVALID_VALUE,
        }),
        sort: v.pipe(
          optionalPicklist(SEARCH_SORT_ORDERS, m.INVALID_VALUE),
          v.transform((sort: SearchSortOrder | undefined): SearchSortOrder => sort ?? SEARCH_SORT_ORDERS[0]),
        ),
      },
      m.INVALID_DATA,
    ),
    v.forward(
      v.partialCheck(
        [['modelYearFrom'], ['modelYearTo']],
        (input) => inOrder(input.modelYearFrom, input.modelYearTo),
        m.RANGE_REVERSED,
      ),
      ['modelYearTo'],
    ),
    v.forward(
      v.partialCheck([['priceFrom'], ['priceTo']], (input) => inOrder(input.priceFrom, input.priceTo), m.RANGE_REVERSED),
      ['priceTo'],
    ),
    v.forward(
      v.partialCheck(
        [['odometerFrom'], ['odometerTo']],
        (input) => inOrder(input.odometerFrom, input.odometerTo),
        m.RANGE_REVERSED,
      ),
      ['odometerTo'],
    ),
  ),
);
/** The filter as a URL or form holds it. */
export type SearchFilterInput = v.InferInput<typeof SearchFilterSchema>;
/** The filter with defaults applied, as the search runs it. */
export type SearchFilterOutput = v.InferOutput<typeof SearchFilterSchema>;
