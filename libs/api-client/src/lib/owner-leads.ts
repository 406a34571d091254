import type { ApplicationId, OwnerLead, OwnerLeadStatus, OwnerLeadSummary, Paginated } from '@ratai/domain';
import { api } from './api';
import { segment, unwrapItem } from './response';

/**
 * The car owner's inbox 'Užklausos' (issue 16): the applications the team passed to the signed-in
 * owner. Cached under the `Application` tag (the list as `OWNER_LEADS`, a lead by its id), so a
 * status change refreshes both.
 */
export const ownerLeadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /car-application/owner-leads?page=` — newest passing first, 10 a page, no contacts. */
    ownerLeads: build.query<Paginated<OwnerLeadSummary>, { page?: number } | void>({
      query: (query) => (query?.page && query.page > 1 ? `/car-application/owner-leads?page=${query.page}` : '/car-application/owner-leads'),
      providesTags: [{ type: 'Application', id: 'OWNER_LEADS' }],
    }),
    /** `GET /car-application/owner-leads/{id}` — one lead with the applicant's contacts (the API audits the opening). */
    ownerLead: build.query<OwnerLead, ApplicationId>({
      query: (id) => `/car-application/owner-leads/${segment(id)}`,
      transformResponse: (body: unknown) => unwrapItem<OwnerLead>(body),
      providesTags: (_result, _error, id) => [{ type: 'Application', id }],
    }),
    /** `POST /car-application/owner-leads/{id}/status` — the owner's status and an optional note; answers the lead. */
    setOwnerLeadStatus: build.mutation<OwnerLead, { id: ApplicationId; status: OwnerLeadStatus; note?: string }>({
      query: ({ id, status, note }) => ({ url: `/car-application/owner-leads/${segment(id)}/status`, method: 'POST', body: note ? { status, note } : { status } }),
      transformResponse: (body: unknown) => unwrapItem<OwnerLead>(body),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Application', id },
        { type: 'Application', id: 'OWNER_LEADS' },
      ],
    }),
  }),
});

export const { useOwnerLeadsQuery, useOwnerLeadQuery, useSetOwnerLeadStatusMutation } = ownerLeadsApi;
