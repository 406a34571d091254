import type { EntityId, ListingDraft, ListingDraftFields } from '@ratai/domain';
import { api } from './api';
import { segment } from './response';

/** Body of a draft save: the form's fields as typed. */
export interface SaveDraftArgs {
  id: EntityId;
  fields: ListingDraftFields;
}

/**
 * The owner's listing drafts (issue 16, API modules/listings/drafts.ts): the upload form saved on
 * the server as the owner types, and duplicates of listings. A save does not invalidate the draft
 * list (the form would refetch on every keystroke's save); creating, duplicating and deleting do.
 */
export const draftsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /listing-drafts` — the most recently saved first. */
    listingDrafts: build.query<ListingDraft[], void>({
      query: () => '/listing-drafts',
      transformResponse: (body: { data: ListingDraft[] }) => body.data,
      providesTags: ['Drafts'],
    }),
    /** `POST /listing-drafts` — a new draft with the form's fields. */
    createDraft: build.mutation<ListingDraft, ListingDraftFields>({
      query: (fields) => ({ url: '/listing-drafts', method: 'POST', body: { fields } }),
      invalidatesTags: ['Drafts'],
    }),
    /** `PUT /listing-drafts/{id}` — the autosave. */
    saveDraft: build.mutation<ListingDraft, SaveDraftArgs>({
      query: ({ id, fields }) => ({ url: `/listing-drafts/${segment(id)}`, method: 'PUT', body: { fields } }),
    }),
    /** `DELETE /listing-drafts/{id}`. */
    deleteDraft: build.mutation<{ id: EntityId; deleted: true }, EntityId>({
      query: (id) => ({ url: `/listing-drafts/${segment(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Drafts'],
    }),
    /** `POST /car-advertisement/duplicate/{id}` — the listing with its photos as a new draft. */
    duplicateCar: build.mutation<ListingDraft, EntityId>({
      query: (id) => ({ url: `/car-advertisement/duplicate/${segment(id)}`, method: 'POST' }),
      invalidatesTags: ['Drafts'],
    }),
  }),
});

export const { useListingDraftsQuery, useCreateDraftMutation, useSaveDraftMutation, useDeleteDraftMutation, useDuplicateCarMutation } = draftsApi;
