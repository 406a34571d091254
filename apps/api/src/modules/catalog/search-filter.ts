import * as v from 'valibot';
import { SearchFilterSchema } from '@ratai/validation';
import { allowUnknownFields } from '../../http/validation';

/** The search filter (spec §3) as the search route reads it; unknown parameters (utm_* and the like) are ignored. */
export const SearchQuery = allowUnknownFields(v.pipe(SearchFilterSchema, v.transform(roundPrices)));

/**
 * Prices are whole euros (an integer column, which refuses 1.5 as a statement parameter): the
 * filter "from 1.5" means "from 2" and "to 1.5" means "to 1". Done before the search so the
 * compiled statements (db/compiled-shapes.ts) and the cache keys see the same values.
 */
export function inWholeEuros<F extends { priceFrom?: number; priceTo?: number }>(filter: F): F {
  return roundPrices({ ...filter });
}

/**
 * {@link inWholeEuros} in place: for the filter valibot has just built for this request (no
 * one else holds it), without copying its eighteen fields on every search.
 */
function roundPrices<F extends { priceFrom?: number; priceTo?: number }>(filter: F): F {
  filter.priceFrom = filter.priceFrom === undefined ? undefined : Math.ceil(filter.priceFrom);
  filter.priceTo = filter.priceTo === undefined ? undefined : Math.floor(filter.priceTo);
  return filter;
}
