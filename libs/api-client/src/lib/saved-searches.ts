import type { SavedSearchRequest } from '@ratai/validation';
import { api } from './api';

/** Answer of the saved-search calls: the Lithuanian text to show. */
export interface SavedSearchAnswer {
  ok: true;
  message: string;
}

/** The id and HMAC token a confirmation or unsubscribe e-mail link carries. */
export interface SavedSearchLink {
  id: string;
  token: string;
}

/** Saved searches with e-mail alerts (issue 17; API module modules/saved-searches). */
export const savedSearchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /saved-searches`: saves the search, the address gets a confirmation e-mail. */
    saveSearch: build.mutation<SavedSearchAnswer, SavedSearchRequest>({
      query: (body) => ({ url: '/saved-searches', method: 'POST', body }),
    }),
    /** `POST /saved-searches/confirm` (the confirmation e-mail's page). */
    confirmSavedSearch: build.mutation<SavedSearchAnswer, SavedSearchLink>({
      query: (body) => ({ url: '/saved-searches/confirm', method: 'POST', body }),
    }),
    /** `POST /saved-searches/unsubscribe` (every alert's one-click link). */
    unsubscribeSavedSearch: build.mutation<SavedSearchAnswer, SavedSearchLink>({
      query: (body) => ({ url: '/saved-searches/unsubscribe', method: 'POST', body }),
    }),
  }),
});

export const { useSaveSearchMutation } = savedSearchesApi;
