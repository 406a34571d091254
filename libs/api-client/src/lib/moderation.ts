import type { CarAdvertisement, EntityId, Paginated, ReviewStatus } from '@ratai/domain';
import { api } from './api';
import { segment, unwrapItem } from './response';

/** A listing as the team sees it: the car plus who to contact about it. */
export type ModerationCar = CarAdvertisement & { owner: { id: EntityId; email: string } };

/** Query of the review queue: one review state (default pending, oldest first), 10 per page. */
export interface ReviewQueueQuery {
  status?: ReviewStatus;
  page?: number;
}

/** A decision touches the queue, the car and (approve/reject change what is public) the search. */
const decided = (id: EntityId) => ['Moderation' as const, { type: 'Car' as const, id }, { type: 'MyCars' as const, id }, 'CarList' as const];

/** The team's review of listings (modules/moderation of the API; the `team` role only). */
export const moderationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /moderation/car-advertisements?status=&page=`. */
    reviewQueue: build.query<Paginated<ModerationCar>, ReviewQueueQuery | void>({
      query: (query) => {
        const params = new URLSearchParams();
        if (query?.status) params.set('status', query.status);
        if (query?.page !== undefined) params.set('page', String(query.page));
        const text = params.toString();
        return text ? `/moderation/car-advertisements?${text}` : '/moderation/car-advertisements';
      },
      providesTags: (result) => [
        'Moderation',
        ...(result?.data ?? []).map((car) => ({ type: 'Car' as const, id: car.id })),
      ],
    }),

    /** `GET /moderation/car-advertisements/{id}` — any listing with its owner. */
    moderationCar: build.query<ModerationCar, EntityId>({
      query: (id) => `/moderation/car-advertisements/${segment(id)}`,
      transformResponse: (body: unknown) => unwrapItem<ModerationCar>(body),
      providesTags: (_result, _error, id) => ['Moderation', { type: 'Car', id }],
    }),

    /** `POST /moderation/car-advertisements/{id}/approve`. */
    approveCar: build.mutation<ModerationCar, EntityId>({
      query: (id) => ({ url: `/moderation/car-advertisements/${segment(id)}/approve`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => decided(id),
    }),

    /** `POST /moderation/car-advertisements/{id}/reject` — `{ reason }`, shown to the owner. */
    rejectCar: build.mutation<ModerationCar, { id: EntityId; reason: string }>({
      query: ({ id, reason }) => ({ url: `/moderation/car-advertisements/${segment(id)}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, _error, { id }) => decided(id),
    }),
  }),
});

export const { useReviewQueueQuery, useModerationCarQuery, useApproveCarMutation, useRejectCarMutation } = moderationApi;
