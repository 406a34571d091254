import { MAKES_PAGE_SIZE, type CarMake, type CarModel, type EntityId, type FeatureCategory } from '@ratai/domain';
import { api } from './api';
import { listOf, segment } from './response';

/** Options change only when the team edits reference data: keep them for an hour once loaded. */
const OPTIONS_CACHE_SECONDS = 60 * 60;

/** The list parameters of the original client (spec §7); the API accepts them and always sorts by name. */
const BY_NAME = { sort: 'name:asc', 'pagination[page]': 1, 'pagination[pageSize]': MAKES_PAGE_SIZE };

/**
 * Option lists of the filter panel and the upload form (spec §3 "Options", §7). The answers are
 * `{ data, meta }`; the endpoints return just the lists. A failed load leaves the list empty in
 * the UI (spec §8): use `data ?? []`.
 */
export const optionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /car-makes` — every make, by name. */
    carMakes: build.query<CarMake[], void>({
      query: () => ({ url: '/car-makes', params: BY_NAME }),
      transformResponse: (body: unknown) => listOf<CarMake>(body),
      providesTags: [{ type: 'Options', id: 'makes' }],
      keepUnusedDataFor: OPTIONS_CACHE_SECONDS,
    }),

    /**
     * `GET /car-model/{makeId}` — the models of one make, by name. Takes the make's id (upload
     * form) or slug (the search filter holds slugs). Pass `skipToken` until a make is chosen.
     */
    carModels: build.query<CarModel[], EntityId | string>({
      query: (make) => ({ url: `/car-model/${segment(make)}`, params: { sort: BY_NAME.sort } }),
      transformResponse: (body: unknown) => listOf<CarModel>(body),
      providesTags: (_result, _error, make) => [{ type: 'Options', id: `models-${make}` }],
      keepUnusedDataFor: OPTIONS_CACHE_SECONDS,
    }),

    /** `GET /car-feature-categories` — categories with their features, in the upload form's order. */
    featureCategories: build.query<FeatureCategory[], void>({
      query: () => '/car-feature-categories',
      transformResponse: (body: unknown) => listOf<FeatureCategory>(body),
      providesTags: [{ type: 'Options', id: 'features' }],
      keepUnusedDataFor: OPTIONS_CACHE_SECONDS,
    }),
  }),
});

export const { useCarMakesQuery, useCarModelsQuery, useFeatureCategoriesQuery } = optionsApi;
