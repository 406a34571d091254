import * as v from 'valibot';
import { compiledResponse } from '../../http/json-schema';
import { described, int, listOf, Pagination } from '../../http/responses';
import { CarResponse, CarSummaryResponse } from '../cars/car.responses';
import { SEARCH_TOTAL_CAP } from './catalog.repository';

/** Response schemas of the catalog routes. The search and the car page are compiled (hot reads). */

/** The search answer, in the order the handler builds it. */
export const SearchResponse = compiledResponse(
  v.object({
    data: v.array(CarSummaryResponse),
    meta: v.object({
      pagination: Pagination,
      totalIsCapped: described(v.boolean(), `true: more than ${SEARCH_TOTAL_CAP} matches, total = ${SEARCH_TOTAL_CAP}`),
    }),
  }),
);

export const PublicCarResponse = compiledResponse(v.object({ data: CarResponse }));

export const OptionListResponse = listOf(v.object({ id: int(), name: v.string(), slug: v.string() }));

export const FeatureCategoryListResponse = listOf(
  v.object({ id: int(), name: v.string(), features: v.array(v.object({ id: int(), name: v.string() })) }),
);

/** Similar cars of a car page (issue 16): cards only. */
export const SimilarCarsResponse = v.object({ data: v.array(CarSummaryResponse) });

/** The OpenAPI tag of every catalog route. */
export const CATALOG_TAGS = ['Katalogas'];
