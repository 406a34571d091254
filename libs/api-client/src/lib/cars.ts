import type {
  CarAdvertisement,
  CarAdvertisementSummary,
  ChangeSaleStatusRequest,
  ChangeVisibilityRequest,
  EntityId,
  OwnCarDetail,
  OwnCarStats,
  Paginated,
  Pagination,
  SearchFilter,
} from '@ratai/domain';
import { api } from './api';
import { segment, unwrapItem } from './response';
import { filterToSearchParams } from './search-params';

/** Answer of the search: a page of car cards. */
export interface CarSearchResult extends Paginated<CarAdvertisementSummary> {
  meta: {
    pagination: Pagination;
    /** True when the API stopped counting (its `total` is then a lower bound). */
    totalIsCapped?: boolean;
  };
}

/** Answer of the delete call. */
export interface DeleteCarResponse {
  id: EntityId;
  deleted: true;
}

/** Body of the edit call: the multipart form (see `toFormData`) of the car with this id. */
export interface EditCarArgs {
  id: EntityId;
  form: FormData;
}

/** A change to one car touches the car, the owner's copy of it, the owner's list (in Me) and the search. */
const carChanged = (id: EntityId) =>
  [
    { type: 'Car' as const, id },
    { type: 'MyCars' as const, id },
    'Me' as const,
    'CarList' as const,
  ];

/**
 * Car advertisements: the public search and car page (modules/catalog of the API) and the
 * owner's calls (modules/listings, spec §7).
 */
export const carsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /car-advertisements?<filter>` — approved, visible cars; the filter as `filterToSearchParams` writes it. */
    searchCars: build.query<CarSearchResult, SearchFilter>({
      query: (filter) => {
        const query = filterToSearchParams(filter).toString();
        return query ? `/car-advertisements?${query}` : '/car-advertisements';
      },
      // One cache entry per distinct query string: {} and { fuelType: [] } are the same search.
      serializeQueryArgs: ({ queryArgs, endpointName }) => `${endpointName}(${filterToSearchParams(queryArgs).toString()})`,
      providesTags: (result) => [
        'CarList',
        ...(result?.data ?? []).map((car) => ({ type: 'Car' as const, id: car.id })),
      ],
    }),

    /** `GET /car-advertisements/{slug}` — the public car page; 404 unless approved and visible. */
    getCarBySlug: build.query<CarAdvertisement, string>({
      query: (slug) => `/car-advertisements/${segment(slug)}`,
      transformResponse: (body: unknown) => unwrapItem<CarAdvertisement>(body),
      providesTags: (result, _error, slug) => (result ? [{ type: 'Car', id: result.id }] : [{ type: 'Car', id: slug }]),
    }),

    /**
     * `GET /car-advertisements/{slug}/similar` — up to 4 public, unsold cars of the same make or body
     * type in the car's price band (issue 16: shown on a sold car's page).
     */
    similarCars: build.query<CarAdvertisementSummary[], string>({
      query: (slug) => `/car-advertisements/${segment(slug)}/similar`,
      transformResponse: (body: { data: CarAdvertisementSummary[] }) => body.data,
      providesTags: ['CarList'],
    }),

    /** `GET /car-advertisement/mine/{id}` — one of the owner's cars, any review status (the edit form). */
    myCar: build.query<OwnCarDetail, EntityId>({
      query: (id) => `/car-advertisement/mine/${segment(id)}`,
      transformResponse: (body: unknown) => unwrapItem<OwnCarDetail>(body),
      providesTags: (_result, _error, id) => [
        { type: 'MyCars', id },
        { type: 'Car', id },
      ],
    }),

    /** `GET /car-advertisement/stats` — views, calculator uses and applications of each own car, last 30 days (issue 16). */
    myCarsStats: build.query<OwnCarStats[], void>({
      query: () => '/car-advertisement/stats',
      transformResponse: (body: { data: OwnCarStats[] }) => body.data,
      providesTags: ['MyCars'],
    }),

    /** `GET /car-advertisement/mine/{id}/stats` — the same for one own car. */
    myCarStats: build.query<OwnCarStats, EntityId>({
      query: (id) => `/car-advertisement/mine/${segment(id)}/stats`,
      transformResponse: (body: { data: OwnCarStats }) => body.data,
      providesTags: (_result, _error, id) => [{ type: 'MyCars', id }],
    }),

    /** `POST /car-advertisement/create` — multipart; the new car waits for review. */
    createCar: build.mutation<CarAdvertisement, FormData>({
      query: (form) => ({ url: '/car-advertisement/create', method: 'POST', body: form }),
      transformResponse: (body: unknown) => unwrapItem<CarAdvertisement>(body),
      invalidatesTags: ['MyCars', 'Me', 'CarList'],
    }),

    /**
     * `PUT /car-advertisement/edit/{id}` — multipart; an approved car stays public as approved and the
     * edit waits as its revision, any other car goes back to review. Answers the car as `myCar`.
     */
    editCar: build.mutation<OwnCarDetail, EditCarArgs>({
      query: ({ id, form }) => ({ url: `/car-advertisement/edit/${segment(id)}`, method: 'PUT', body: form }),
      transformResponse: (body: unknown) => unwrapItem<OwnCarDetail>(body),
      invalidatesTags: (_result, _error, { id }) => carChanged(id),
    }),

    /** `PUT /car-advertisement/change-visibility` — `{ id, visibility }`; the UI updates once this succeeds (spec §4). */
    changeVisibility: build.mutation<CarAdvertisement, ChangeVisibilityRequest>({
      query: (body) => ({ url: '/car-advertisement/change-visibility', method: 'PUT', body }),
      transformResponse: (body: unknown) => unwrapItem<CarAdvertisement>(body),
      invalidatesTags: (_result, _error, { id }) => carChanged(id),
    }),

    /**
     * `PUT /car-advertisement/change-sale-status` — `{ id, saleStatus }` (issue 16): reserved stays public
     * with a badge, sold leaves the search. No review; the UI updates once this succeeds.
     */
    changeSaleStatus: build.mutation<CarAdvertisement, ChangeSaleStatusRequest>({
      query: (body) => ({ url: '/car-advertisement/change-sale-status', method: 'PUT', body }),
      transformResponse: (body: unknown) => unwrapItem<CarAdvertisement>(body),
      invalidatesTags: (_result, _error, { id }) => carChanged(id),
    }),

    /** `DELETE /car-advertisement/delete/{id}`. */
    deleteCar: build.mutation<DeleteCarResponse, EntityId>({
      query: (id) => ({ url: `/car-advertisement/delete/${segment(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => carChanged(id),
    }),
  }),
});

export const {
  useSearchCarsQuery,
  useLazySearchCarsQuery,
  useGetCarBySlugQuery,
  useSimilarCarsQuery,
  useMyCarQuery,
  useMyCarsStatsQuery,
  useMyCarStatsQuery,
  useCreateCarMutation,
  useEditCarMutation,
  useChangeVisibilityMutation,
  useChangeSaleStatusMutation,
  useDeleteCarMutation,
} = carsApi;
