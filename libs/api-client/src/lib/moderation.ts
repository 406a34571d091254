import type {
  ApplicationId,
  BulkApproveResult,
  ApplicationStatus,
  CarAdvertisement,
  CreditLight,
  EntityId,
  ListingRevision,
  Paginated,
  PipelineStatus,
  ReviewStatus,
  TeamApplication,
  TeamApplicationDetail,
} from '@ratai/domain';
import { api } from './api';
import { segment, unwrapItem } from './response';

/**
 * A listing as the team sees it: the car plus who to contact about it, and for a revision of an
 * approved listing (issue 16) the listing it would change (still public as approved) and the changes.
 */
export type ModerationCar = CarAdvertisement & {
  owner: { id: EntityId; email: string };
  revision: (ListingRevision & { of: EntityId; publicSlug: string }) | null;
};

/** Query of the review queue: one review state (default pending, oldest first), 10 per page. */
export interface ReviewQueueQuery {
  status?: ReviewStatus;
  /** The owner's e-mail. */
  owner?: string;
  /** A make's slug. */
  make?: string;
  /** A slug, a VIN or an owner's e-mail, exactly. */
  q?: string;
  page?: number;
}

/** Query of the team's application list: newest first, 10 per page, optional filters. */
export interface TeamApplicationsQuery {
  /** Part of the applicant's name or e-mail, their phone, or the application's id. */
  q?: string;
  light?: CreditLight;
  /** The bank step. */
  status?: ApplicationStatus;
  /** The team's pipeline. */
  pipeline?: PipelineStatus;
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
        if (query?.owner) params.set('owner', query.owner);
        if (query?.make) params.set('make', query.make);
        if (query?.q) params.set('q', query.q);
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

    /** `POST /moderation/car-advertisements/{id}/approve` — answers the approved listing (for a revision: the listing it was merged into). */
    approveCar: build.mutation<ModerationCar, EntityId>({
      query: (id) => ({ url: `/moderation/car-advertisements/${segment(id)}/approve`, method: 'POST' }),
      // A revision's approval answers its listing (the revision is merged and gone): the caller goes there.
      transformResponse: (body: unknown) => unwrapItem<ModerationCar>(body),
      invalidatesTags: (result, _error, id) => [...decided(id), ...(result && result.id !== id ? decided(result.id) : [])],
    }),

    /** `POST /moderation/car-advertisements/{id}/reject` — `{ reason }`, shown to the owner. */
    rejectCar: build.mutation<ModerationCar, { id: EntityId; reason: string }>({
      query: ({ id, reason }) => ({ url: `/moderation/car-advertisements/${segment(id)}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, _error, { id }) => decided(id),
    }),

    /** `POST /moderation/car-advertisements/{id}/hide` — `{ reason }`: off the public site until the team unhides it. */
    hideCar: build.mutation<ModerationCar, { id: EntityId; reason: string }>({
      query: ({ id, reason }) => ({ url: `/moderation/car-advertisements/${segment(id)}/hide`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, _error, { id }) => decided(id),
    }),

    /** `POST /moderation/car-advertisements/{id}/unhide` — `{ reason }`: the team lifts its hiding. */
    unhideCar: build.mutation<ModerationCar, { id: EntityId; reason: string }>({
      query: ({ id, reason }) => ({ url: `/moderation/car-advertisements/${segment(id)}/unhide`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, _error, { id }) => decided(id),
    }),

    /** `POST /moderation/car-advertisements/{id}/delete` — `{ reason }`: the listing is deleted for good. */
    deleteCarByTeam: build.mutation<{ id: EntityId; deleted: true }, { id: EntityId; reason: string }>({
      query: ({ id, reason }) => ({ url: `/moderation/car-advertisements/${segment(id)}/delete`, method: 'POST', body: { reason } }),
      invalidatesTags: (_result, _error, { id }) => decided(id),
    }),

    /** `POST /moderation/car-advertisements/bulk-approve` — `{ ids }`; answers per id what happened. */
    bulkApproveCars: build.mutation<BulkApproveResult[], EntityId[]>({
      query: (ids) => ({ url: '/moderation/car-advertisements/bulk-approve', method: 'POST', body: { ids } }),
      transformResponse: (body: { data: BulkApproveResult[] }) => body.data,
      invalidatesTags: (_result, _error, ids) => ids.flatMap((id) => decided(id)),
    }),

    /** `GET /moderation/car-applications?light=&status=&page=` — newest first, personal codes masked. */
    teamApplications: build.query<Paginated<TeamApplication>, TeamApplicationsQuery | void>({
      query: (query) => {
        const params = new URLSearchParams();
        if (query?.q) params.set('q', query.q);
        if (query?.light) params.set('light', query.light);
        if (query?.status) params.set('status', query.status);
        if (query?.pipeline) params.set('pipeline', query.pipeline);
        if (query?.page !== undefined) params.set('page', String(query.page));
        const text = params.toString();
        return text ? `/moderation/car-applications?${text}` : '/moderation/car-applications';
      },
      providesTags: ['Moderation'],
    }),

    /** `GET /moderation/car-applications/{id}` — one application with its light, status, bank summary and pipeline history. */
    teamApplication: build.query<TeamApplicationDetail, ApplicationId>({
      query: (id) => `/moderation/car-applications/${segment(id)}`,
      transformResponse: (body: unknown) => unwrapItem<TeamApplicationDetail>(body),
      providesTags: ['Moderation'],
    }),

    /**
     * `POST /moderation/car-applications/{id}/status` — `{ status, note }`; `sent_to_owner` is
     * 'Perduoti savininkui' and e-mails the car's owner. Answers the application with its history.
     */
    changePipelineStatus: build.mutation<TeamApplicationDetail, { id: ApplicationId; status: PipelineStatus; note: string }>({
      query: ({ id, status, note }) => ({ url: `/moderation/car-applications/${segment(id)}/status`, method: 'POST', body: { status, note } }),
      transformResponse: (body: unknown) => unwrapItem<TeamApplicationDetail>(body),
      invalidatesTags: ['Moderation'],
    }),
  }),
});

export const {
  useReviewQueueQuery,
  useModerationCarQuery,
  useApproveCarMutation,
  useRejectCarMutation,
  useHideCarMutation,
  useUnhideCarMutation,
  useDeleteCarByTeamMutation,
  useBulkApproveCarsMutation,
  useTeamApplicationsQuery,
  useTeamApplicationQuery,
  useChangePipelineStatusMutation,
} = moderationApi;
