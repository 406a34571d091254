import { DEFAULT_SEARCH_SORT, PAGE_SIZE, type SearchFilter } from '@ratai/domain';
import { SearchFilterSchema, validate, type SearchFilterOutput } from '@ratai/validation';

/**
 * The car search filter ↔ query string, for both the marketplace's URL and the search API
 * (`GET /api/car-advertisements`), which use the same names (DESIGN.md). When to reset `page`
 * is the app's rule (spec §2: submitting the filter or removing a chip sets page=1).
 */

/** The filter's keys in the order they are written (stable URLs). */
export const SEARCH_FILTER_KEYS = [
  'carMake',
  'carModel',
  'modelYearFrom',
  'modelYearTo',
  'fuelType',
  'gearbox',
  'priceFrom',
  'priceTo',
  'isForTaxi',
  'bodyType',
  'odometerFrom',
  'odometerTo',
  'drivetrain',
  'numberOfSeatsFrom',
  'keyword',
  'sort',
  'pageSize',
  'page',
] as const satisfies readonly (keyof SearchFilter)[];

/** A filter as a URL holds it: what {@link searchParamsToFilter} accepts. */
export type SearchParamsSource = URLSearchParams | string | Record<string, string | readonly string[] | undefined>;

/**
 * The filter as query parameters: lists repeated (`fuelType=diesel&fuelType=petrol`), booleans
 * as `true`/`false` (`isForTaxi=false` is a filter too: "Tinka pavėžėjams: Ne"), numbers as
 * written. Empty values — undefined, null, '', NaN, empty lists — are dropped, and so are `sort`
 * and `pageSize` when they equal the API's defaults ('newest', 10), so URLs stay short.
 * `page` is written whenever it is given.
 */
export function filterToSearchParams(filter: SearchFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_FILTER_KEYS) {
    const value: unknown = filter[key];
    if (key === 'sort' && value === DEFAULT_SEARCH_SORT) continue;
    if (key === 'pageSize' && value === PAGE_SIZE) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = paramText(item);
      if (text !== null) params.append(key, text);
    }
  }
  return params;
}

/**
 * The filter a URL describes, parsed with `SearchFilterSchema` of @ratai/validation (defaults
 * applied: page 1, pageSize 10, sort 'newest', lists `[]`). Unknown parameters (utm_*, gclid) are
 * ignored. A URL is typed by hand or shared, so a malformed value never fails the page: each
 * parameter the schema refuses (e.g. `modelYearFrom=abc`, a "to" below its "from") is dropped and
 * the rest kept.
 */
export function searchParamsToFilter(source: SearchParamsSource): SearchFilterOutput {
  let input = toRecord(source);
  for (let attempt = 0; attempt <= SEARCH_FILTER_KEYS.length; attempt++) {
    const result = validate(SearchFilterSchema, input);
    if (result.success) return result.output;
    const refused = new Set(result.errors.map((error) => error.path[0]).filter((key): key is string => !!key));
    if (refused.size === 0) break;
    input = Object.fromEntries(Object.entries(input).filter(([key]) => !refused.has(key)));
  }
  const empty = validate(SearchFilterSchema, {});
  if (!empty.success) throw new Error('SearchFilterSchema refuses an empty filter');
  return empty.output;
}

function paramText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  return null;
}

function toRecord(source: SearchParamsSource): Record<string, string | string[]> {
  const params =
    typeof source === 'string' || source instanceof URLSearchParams ? new URLSearchParams(source) : undefined;
  const record: Record<string, string | string[]> = {};
  if (params) {
    for (const key of new Set(params.keys())) {
      const values = params.getAll(key);
      record[key] = values.length === 1 ? values[0] : values;
    }
    return record;
  }
  for (const [key, value] of Object.entries(source as Record<string, string | readonly string[] | undefined>)) {
    if (value === undefined) continue;
    record[key] = typeof value === 'string' ? value : [...value];
  }
  return record;
}
