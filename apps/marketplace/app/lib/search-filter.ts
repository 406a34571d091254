import {
  FILTER_PRICE,
  GENERAL_CALCULATOR_PRICE,
  type BodyType,
  type Drivetrain,
  type FuelType,
  type Gearbox,
  type SearchFilter,
} from '@ratai/domain';
import { filterToSearchParams } from '@ratai/api-client';

/**
 * The search's URL rules (spec §2.1–2.3): which chips a filter shows, what removing one leaves,
 * and the addresses of pages. The filter itself is parsed by the api-client
 * (`searchParamsToFilter`) and written by it (`filterToSearchParams`), so the page's URL and the
 * API's query string always agree.
 */

/** Id of the search section: links inside it land there. */
export const SEARCH_ANCHOR = 'automobiliai';

/**
 * The maximum the search's price dropdowns go to: the general calculator's 50000 € (§9 gives
 * the dropdown "the given maximum"; its 25000 default hid 17 of 62 demo cars, issue 17 bug 5).
 */
export const FILTER_PRICE_MAX = GENERAL_CALCULATOR_PRICE.max;

/**
 * Price dropdown options (§9): from 2000 by 500 up to 10000, then by 1000 up to `max`
 * (25000 by default; the search passes {@link FILTER_PRICE_MAX}).
 */
export function priceOptions(max: number = FILTER_PRICE.defaultMax): number[] {
  const options: number[] = [];
  for (let p = FILTER_PRICE.defaultFrom; p <= Math.min(FILTER_PRICE.fineStepUntil, max); p += FILTER_PRICE.fineStep) {
    options.push(p);
  }
  for (let p = FILTER_PRICE.fineStepUntil + FILTER_PRICE.coarseStep; p <= max; p += FILTER_PRICE.coarseStep) {
    options.push(p);
  }
  return options;
}

/**
 * The options with the URL's value among them: a price typed into the URL (`priceFrom=30500`)
 * is shown as chosen rather than as 'Nuo' while it filters (issue 17 bug 5).
 */
export function withCurrentValue(options: readonly number[], value: number | undefined): number[] {
  if (value === undefined || !Number.isFinite(value) || options.includes(value)) return [...options];
  return [...options, value].sort((a, b) => a - b);
}

/** The address of a search: `pathname?query#automobiliai` (the query written by the api-client). */
export function searchHref(pathname: string, filter: SearchFilter, anchor: string | null = SEARCH_ANCHOR): string {
  const query = filterToSearchParams(filter).toString();
  return `${pathname}${query ? `?${query}` : ''}${anchor ? `#${anchor}` : ''}`;
}

/** Whether a filter restricts anything (sort and paging aside). */
export function hasActiveFilter(filter: SearchFilter): boolean {
  // The same values that make chips (lib/search-chips.ts), checked without building them: the
  // chips' code loads only for a filtered search.
  const lists = [filter.fuelType, filter.gearbox, filter.bodyType, filter.drivetrain];
  const values = [
    filter.carMake,
    filter.carModel,
    filter.modelYearFrom,
    filter.modelYearTo,
    filter.priceFrom,
    filter.priceTo,
    filter.isForTaxi,
    filter.odometerFrom,
    filter.odometerTo,
    filter.numberOfSeatsFrom,
    filter.keyword || undefined,
  ];
  return lists.some((list) => (list?.length ?? 0) > 0) || values.some((value) => value !== undefined);
}

/**
 * The filter the panel submits (§2.1): the form's non-empty values, the current sort kept,
 * page=1. `formData` is the panel's form, so this also describes what a plain GET submit sends.
 */
export function filterFromForm(form: FormData, sort?: SearchFilter['sort']): SearchFilter {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const number = (name: string) => {
    const value = text(name);
    return value === undefined ? undefined : Number(value);
  };
  return {
    carMake: text('carMake'),
    carModel: text('carMake') ? text('carModel') : undefined,
    modelYearFrom: number('modelYearFrom'),
    modelYearTo: number('modelYearTo'),
    fuelType: form.getAll('fuelType').filter((v): v is string => typeof v === 'string') as FuelType[],
    gearbox: form.getAll('gearbox').filter((v): v is string => typeof v === 'string') as Gearbox[],
    priceFrom: number('priceFrom'),
    priceTo: number('priceTo'),
    isForTaxi: form.get('isForTaxi') ? true : undefined,
    bodyType: form.getAll('bodyType').filter((v): v is string => typeof v === 'string') as BodyType[],
    odometerFrom: number('odometerFrom'),
    odometerTo: number('odometerTo'),
    drivetrain: form.getAll('drivetrain').filter((v): v is string => typeof v === 'string') as Drivetrain[],
    numberOfSeatsFrom: number('numberOfSeatsFrom'),
    keyword: text('keyword'),
    sort,
    page: 1,
  };
}
