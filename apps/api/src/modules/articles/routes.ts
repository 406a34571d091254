import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { INVALID_VALUE, optionalSlug, SearchFilterSchema, slugRule } from '@ratai/validation';
import { notFound } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import { allowUnknownFields, type ValibotTypeProvider } from '../../http/validation';
import { ArticleCategoryListResponse, ArticleListResponse, ArticleResponse } from './articles.responses';
import { pagination } from '../catalog/catalog.mapper';
import { toArticle, toArticleCategory, toArticleSummary } from './articles.mapper';
import { findPublishedArticle, listArticleCategories, listArticles } from './articles.repository';

/**
 * The articles section (/straipsniai): categories for the tab bar, a paginated list per category,
 * one article with its HTML. Read-only; articles are written by the seed and the team's editor
 * (team-routes.ts; see README.md).
 */

/**
 * Public, so browsers and CDNs may keep them — for one minute: the team publishes, edits and
 * withdraws articles in the back office and checks the marketplace right after; 5 minutes (as
 * before the editor) made a fresh change look lost. The marketplace's server asks the API on
 * every page render (no cache of its own), so a change shows there at once; only a browser or
 * CDN that fetched the same URL within the last minute can still show the old answer.
 */
const PUBLIC_CACHE = 'public, max-age=60';
const TAGS = ['Straipsniai'];

/** page and pageSize are the search's own rules (one source of truth), taken from its schema. */
const { page, pageSize } = SearchFilterSchema.pipe[0].entries;
const ArticleQuerySchema = allowUnknownFields(v.object({ category: optionalSlug(INVALID_VALUE), page, pageSize }));
const SlugParams = v.object({ slug: v.string() });

function cachePublic(reply: FastifyReply): void {
  reply.header('cache-control', PUBLIC_CACHE);
}

export async function articleRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
    '/article-categories',
    {
      schema: {
        summary: 'Straipsnių kategorijos',
        description: '{ data: [{ id, slug, name }], meta }',
        tags: TAGS,
        response: { 200: ArticleCategoryListResponse },
      },
    },
    async (_request, reply) => {
      const data = (await listArticleCategories(app.db)).map(toArticleCategory);
      cachePublic(reply);
      return { data, meta: { pagination: pagination(1, Math.max(data.length, 1), data.length) } };
    },
  );

  app.get(
    '/articles',
    {
      schema: {
        summary: 'Straipsnių sąrašas',
        description: 'Paskelbti straipsniai, naujausi pirmiau, be turinio. Nežinoma kategorija → tuščias sąrašas.',
        tags: TAGS,
        querystring: ArticleQuerySchema,
        response: { 200: ArticleListResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const result = await listArticles(app.db, { categorySlug: query.category, page: query.page, pageSize: query.pageSize });
      cachePublic(reply);
      return {
        data: result.rows.map((row) => toArticleSummary(app.storage, row)),
        meta: { pagination: pagination(query.page, query.pageSize, result.total) },
      };
    },
  );

  app.get(
    '/articles/:slug',
    {
      schema: {
        summary: 'Straipsnis',
        description: 'Straipsnis su turiniu: content — išvalytas HTML.',
        tags: TAGS,
        params: SlugParams,
        response: { 200: ArticleResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const row = v.is(slugRule(), slug) ? await findPublishedArticle(app.db, slug) : undefined;
      if (!row) throw notFound('Straipsnis nerastas');
      cachePublic(reply);
      return { data: toArticle(app.storage, row) };
    },
  );
}
