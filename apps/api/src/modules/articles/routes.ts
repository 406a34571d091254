import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@ratai/domain';
import { INVALID_VALUE, optionalSlug, SearchFilterSchema, slugRule } from '@ratai/validation';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { pagination } from '../catalog/catalog.mapper';
import { toArticle, toArticleCategory, toArticleSummary } from './articles.mapper';
import { findPublishedArticle, listArticleCategories, listArticles } from './articles.repository';

/**
 * The articles section (/straipsniai): categories for the tab bar, a paginated list per category,
 * one article with its HTML. Read-only; articles are written by the seed (see README.md).
 */

/** Articles change rarely and are public: 5 minutes in browsers and CDNs. */
const PUBLIC_CACHE = 'public, max-age=300';
const TAGS = ['Straipsniai'];

/** page and pageSize are the search's own rules (one source of truth), taken from its schema. */
const { page, pageSize } = SearchFilterSchema.pipe[0].entries;
const ArticleQuerySchema = v.object({ category: optionalSlug(INVALID_VALUE), page, pageSize });

function cachePublic(reply: FastifyReply): void {
  reply.header('cache-control', PUBLIC_CACHE);
}

export async function articleRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/article-categories',
    { schema: { summary: 'Straipsnių kategorijos', description: '{ data: [{ id, slug, name }], meta }', tags: TAGS } },
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
        querystring: {
          type: 'object',
          properties: {
            category: { type: 'string', description: 'Kategorijos slug; nenurodyta — visi straipsniai.' },
            page: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: PAGE_SIZE },
          },
        },
      },
    },
    async (request, reply) => {
      const query = parseInput(ArticleQuerySchema, request.query, { allowUnknown: true });
      const result = await listArticles(app.db, { categorySlug: query.category, page: query.page, pageSize: query.pageSize });
      cachePublic(reply);
      return {
        data: result.rows.map((row) => toArticleSummary(app.storage, row)),
        meta: { pagination: pagination(query.page, query.pageSize, result.total) },
      };
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/articles/:slug',
    {
      schema: {
        summary: 'Straipsnis',
        description: 'Straipsnis su turiniu: content — išvalytas HTML.',
        tags: TAGS,
        params: { type: 'object', properties: { slug: { type: 'string' } }, required: ['slug'] },
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
