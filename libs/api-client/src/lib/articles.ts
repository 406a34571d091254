import type { Article, ArticleCategory, ArticleQuery, Paginated } from '@ratai/domain';
import { api } from './api';
import { listOf, segment, unwrapItem } from './response';

/** An article in a list: everything but the body. */
export type ArticleSummary = Omit<Article, 'content'>;

/** The articles section (/straipsniai): the tab bar's categories, a page of articles, one article. */
export const articlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /article-categories` — one tab per category (spec §2.19). */
    articleCategories: build.query<ArticleCategory[], void>({
      query: () => '/article-categories',
      transformResponse: (body: unknown) => listOf<ArticleCategory>(body),
      providesTags: [{ type: 'Article', id: 'categories' }],
    }),

    /** `GET /articles?category=&page=` — newest first; no category = "Visi straipsniai". */
    articles: build.query<Paginated<ArticleSummary>, ArticleQuery | void>({
      query: (query) => {
        const params = new URLSearchParams();
        if (query?.category) params.set('category', query.category);
        if (query?.page !== undefined) params.set('page', String(query.page));
        const text = params.toString();
        return text ? `/articles?${text}` : '/articles';
      },
      providesTags: (result) => [
        { type: 'Article', id: 'list' },
        ...(result?.data ?? []).map((article) => ({ type: 'Article' as const, id: article.slug })),
      ],
    }),

    /** `GET /articles/{slug}` — one article with its (sanitised) HTML. */
    article: build.query<Article, string>({
      query: (slug) => `/articles/${segment(slug)}`,
      transformResponse: (body: unknown) => unwrapItem<Article>(body),
      providesTags: (_result, _error, slug) => [{ type: 'Article', id: slug }],
    }),
  }),
});

export const { useArticleCategoriesQuery, useArticlesQuery, useArticleQuery } = articlesApi;
