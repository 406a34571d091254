import { createApi } from '@reduxjs/toolkit/query/react';
import { storeBaseQuery } from './base-query';

/**
 * Cache tags (DESIGN.md: one createApi with all tag types; endpoints are injected per domain).
 * - `Car` — one car by id (the public car page, the owner's edit form, the review screen);
 * - `CarList` — public search results;
 * - `MyCars` — one of the owner's own cars by id (`/car-advertisement/mine/{id}`);
 * - `Me` — the current user, including the owner's list of cars;
 * - `Options` — makes, models, feature categories;
 * - `Article` — article categories, lists and pages;
 * - `Application` — a rental application by id;
 * - `Moderation` — the team's review queue;
 * - `Drafts` — the owner's listing drafts (issue 16);
 * - `TeamArticle` — the team's articles (drafts and scheduled ones too): `list` and one per id.
 */
export const TAG_TYPES = ['Car', 'CarList', 'MyCars', 'Me', 'Options', 'Article', 'Application', 'Moderation', 'Drafts', 'TeamArticle'] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The one RTK Query api of every app. It has no endpoints of its own: cars.ts, options.ts,
 * articles.ts, auth.ts, profiles.ts, applications.ts, leads.ts and moderation.ts inject theirs.
 * Its base query reads the base URL, token and 401 handler from the store (see makeStore).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: storeBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
