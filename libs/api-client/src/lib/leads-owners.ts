import type { EntityId, LeadKind, LeadStatus, Paginated, TeamLead, TeamLeadDetail, TeamOwner, TeamOwnerDetail, TeamOwnerListing } from '@ratai/domain';
import { api } from './api';
import { segment } from './response';

/** Filters of the team's lead list: status, kind, page. */
export interface TeamLeadsQuery {
  status?: LeadStatus;
  kind?: LeadKind;
  page?: number;
}

/** Search of the team's owner list: part of the e-mail or the name, and the page. */
export interface TeamOwnersQuery {
  q?: string;
  page?: number;
}

const queryString = (query: object | void) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * The back office's 'Užklausos' and 'Savininkai' (modules/leads and modules/owners of the API;
 * the `team` role only). Every change invalidates 'Moderation' (the lists, the audit log) and a
 * block or unblock also 'CarList' (the owner's cars leave or return to the search).
 */
export const leadsOwnersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /moderation/leads?status=&kind=&page=` — newest first, 20 a page. */
    teamLeads: build.query<Paginated<TeamLead>, TeamLeadsQuery | void>({
      query: (query) => `/moderation/leads${queryString(query)}`,
      providesTags: ['Moderation'],
    }),
    /** `GET /moderation/leads/{id}` — with the history. */
    teamLead: build.query<TeamLeadDetail, EntityId>({
      query: (id) => `/moderation/leads/${segment(id)}`,
      providesTags: ['Moderation'],
    }),
    /** `POST /moderation/leads/{id}/status` `{ status, note }`. */
    changeLeadStatus: build.mutation<TeamLeadDetail, { id: EntityId; status: LeadStatus; note: string }>({
      query: ({ id, status, note }) => ({ url: `/moderation/leads/${segment(id)}/status`, method: 'POST', body: { status, note } }),
      invalidatesTags: ['Moderation'],
    }),
    /** `GET /moderation/owners?q=&page=` — newest account first, 20 a page. */
    teamOwners: build.query<Paginated<TeamOwner>, TeamOwnersQuery | void>({
      query: (query) => `/moderation/owners${queryString(query)}`,
      providesTags: ['Moderation'],
    }),
    /** `GET /moderation/owners/{id}` — profile, listing counts, block. */
    teamOwner: build.query<TeamOwnerDetail, EntityId>({
      query: (id) => `/moderation/owners/${segment(id)}`,
      providesTags: ['Moderation'],
    }),
    /** `GET /moderation/owners/{id}/listings?page=` — the owner's listings, newest first, 20 a page. */
    teamOwnerListings: build.query<Paginated<TeamOwnerListing>, { id: EntityId; page?: number }>({
      query: ({ id, page }) => `/moderation/owners/${segment(id)}/listings${queryString({ page })}`,
      providesTags: ['Moderation'],
    }),
    /** `POST /moderation/owners/{id}/block` or `/unblock` `{ reason }`. */
    setOwnerBlocked: build.mutation<TeamOwnerDetail, { id: EntityId; block: boolean; reason: string }>({
      query: ({ id, block, reason }) => ({ url: `/moderation/owners/${segment(id)}/${block ? 'block' : 'unblock'}`, method: 'POST', body: { reason } }),
      invalidatesTags: ['Moderation', 'CarList'],
    }),
  }),
});

export const {
  useTeamLeadsQuery,
  useTeamLeadQuery,
  useChangeLeadStatusMutation,
  useTeamOwnersQuery,
  useTeamOwnerQuery,
  useTeamOwnerListingsQuery,
  useSetOwnerBlockedMutation,
} = leadsOwnersApi;
