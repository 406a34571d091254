import type { ArticleStatus, EntityId, Paginated, TeamArticle, TeamArticleInput, TeamArticleSummary } from '@ratai/domain';
import { api } from './api';
import { segment, unwrapItem } from './response';
import { toFormData } from './form-data';

/** Filters of the team's article list: one status, the page (20 a page, last edited first). */
export interface TeamArticlesQuery {
  status?: ArticleStatus;
  page?: number;
}

/** The cover upload: a new picture (PNG/JPEG, at most 5 MB) and/or its alternative text. */
export interface ArticleCoverUpload {
  id: EntityId;
  /** Absent: only the alternative text changes (the article must have a cover already). */
  cover?: Blob | null;
  alternativeText: string;
}

/**
 * What a write changes: the team's list and that article, the audit log ('Moderation', which the
 * back office's other lists also provide) and the public article lists and pages ('Article').
 */
const written = (id: EntityId) => [
  { type: 'TeamArticle' as const, id: 'list' },
  { type: 'TeamArticle' as const, id: String(id) },
  'Moderation' as const,
  'Article' as const,
];

/**
 * The back office's 'Straipsniai' (modules/articles/team-routes.ts of the API; the `team` role
 * only): every article with its status, the editor's reads and writes, the cover and the live
 * preview. The public side (`articles.ts`) reads published articles only.
 */
export const teamArticlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /moderation/articles?status=&page=` — last edited first, 20 a page. */
    teamArticles: build.query<Paginated<TeamArticleSummary>, TeamArticlesQuery | void>({
      query: (query) => {
        const params = new URLSearchParams();
        if (query?.status) params.set('status', query.status);
        if (query?.page !== undefined) params.set('page', String(query.page));
        const text = params.toString();
        return text ? `/moderation/articles?${text}` : '/moderation/articles';
      },
      providesTags: (result) => [
        { type: 'TeamArticle', id: 'list' },
        ...(result?.data ?? []).map((article) => ({ type: 'TeamArticle' as const, id: String(article.id) })),
      ],
    }),

    /** `GET /moderation/articles/{id}` — with its Markdown, stored HTML and status. */
    teamArticle: build.query<TeamArticle, EntityId>({
      query: (id) => `/moderation/articles/${segment(id)}`,
      transformResponse: (body: unknown) => unwrapItem<TeamArticle>(body),
      providesTags: (_result, _error, id) => [{ type: 'TeamArticle', id: String(id) }],
    }),

    /** `POST /moderation/articles` `{ title, categoryId, excerpt, markdown }` → 201, a draft. */
    createArticle: build.mutation<TeamArticle, TeamArticleInput>({
      query: (body) => ({ url: '/moderation/articles', method: 'POST', body }),
      transformResponse: (body: unknown) => unwrapItem<TeamArticle>(body),
      invalidatesTags: (result) => (result ? written(result.id) : [{ type: 'TeamArticle', id: 'list' }]),
    }),

    /** `PUT /moderation/articles/{id}` — the same fields. */
    updateArticle: build.mutation<TeamArticle, { id: EntityId } & TeamArticleInput>({
      query: ({ id, ...body }) => ({ url: `/moderation/articles/${segment(id)}`, method: 'PUT', body }),
      transformResponse: (body: unknown) => unwrapItem<TeamArticle>(body),
      invalidatesTags: (_result, _error, { id }) => written(id),
    }),

    /** `POST /moderation/articles/{id}/publish` `{ publishAt? }` — now, or scheduled at a future time (ISO with zone). */
    publishArticle: build.mutation<TeamArticle, { id: EntityId; publishAt?: string }>({
      query: ({ id, publishAt }) => ({ url: `/moderation/articles/${segment(id)}/publish`, method: 'POST', body: publishAt ? { publishAt } : {} }),
      transformResponse: (body: unknown) => unwrapItem<TeamArticle>(body),
      invalidatesTags: (_result, _error, { id }) => written(id),
    }),

    /** `POST /moderation/articles/{id}/unpublish` — back to a draft. */
    unpublishArticle: build.mutation<TeamArticle, EntityId>({
      query: (id) => ({ url: `/moderation/articles/${segment(id)}/unpublish`, method: 'POST', body: {} }),
      transformResponse: (body: unknown) => unwrapItem<TeamArticle>(body),
      invalidatesTags: (_result, _error, id) => written(id),
    }),

    /** `POST /moderation/articles/{id}/cover` multipart `cover` + `alternativeText`. */
    uploadArticleCover: build.mutation<TeamArticle, ArticleCoverUpload>({
      query: ({ id, cover, alternativeText }) => ({
        url: `/moderation/articles/${segment(id)}/cover`,
        method: 'POST',
        body: toFormData({ cover: cover ?? undefined, alternativeText }),
      }),
      transformResponse: (body: unknown) => unwrapItem<TeamArticle>(body),
      invalidatesTags: (_result, _error, { id }) => written(id),
    }),

    /**
     * `POST /moderation/articles/preview` `{ markdown }` → the sanitised HTML the article would
     * store. A query (it writes nothing), cached per text, so typing back to an earlier text
     * asks nothing.
     */
    articlePreview: build.query<string, string>({
      query: (markdown) => ({ url: '/moderation/articles/preview', method: 'POST', body: { markdown } }),
      transformResponse: (body: { data: { html: string } }) => body.data.html,
      keepUnusedDataFor: 30,
    }),
  }),
});

export const {
  useTeamArticlesQuery,
  useTeamArticleQuery,
  useCreateArticleMutation,
  useUpdateArticleMutation,
  usePublishArticleMutation,
  useUnpublishArticleMutation,
  useUploadArticleCoverMutation,
  useArticlePreviewQuery,
} = teamArticlesApi;
