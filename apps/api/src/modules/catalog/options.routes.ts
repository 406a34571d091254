import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { MAKES_PAGE_SIZE } from '@ratai/domain';
import { MAX_ID, slugRule } from '@ratai/validation';
import { errorResponses } from '../../http/responses';
import { allowUnknownFields, type ValibotTypeProvider } from '../../http/validation';
import { pagination, toFeatureCategory, toOption } from './catalog.mapper';
import { CATALOG_TAGS as TAGS, FeatureCategoryListResponse, OptionListResponse } from './catalog.responses';
import { listFeatureCategories, listMakes, listModelsOfMake } from './catalog.repository';

/**
 * The option lists the filter and the upload form load (spec §7: /car-makes, /car-model/{makeId},
 * /car-feature-categories).
 */

/** Options change only when the team edits reference data: browsers and CDNs may keep them 5 minutes. */
const OPTIONS_CACHE = 'public, max-age=300';

/** Strapi-style parameters the original client sends (§7) are accepted and ignored. */
const StrapiListQuery = allowUnknownFields(v.object({}));

const MakeParams = v.object({ makeId: slugRule() });

function cacheOptions(reply: FastifyReply): void {
  reply.header('cache-control', OPTIONS_CACHE);
}

/** A whole list in one page, as the Strapi-style option calls expect `meta.pagination`. */
function wholeList<T>(data: T[]) {
  return { data, meta: { pagination: pagination(1, MAKES_PAGE_SIZE, data.length) } };
}

export async function optionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
    '/car-makes',
    {
      schema: {
        summary: 'Automobilių markės',
        description: 'Visos markės, surikiuotos pagal pavadinimą: { data: [{ id, name, slug }], meta }. Strapi parametrai (sort, pagination[…]) ignoruojami.',
        tags: TAGS,
        querystring: StrapiListQuery,
        response: { 200: OptionListResponse },
      },
    },
    async (_request, reply) => {
      cacheOptions(reply);
      return wholeList((await listMakes(app.db)).map(toOption));
    },
  );

  app.get(
    '/car-model/:makeId',
    {
      schema: {
        summary: 'Markės modeliai',
        description:
          'Markės modeliai pagal pavadinimą. makeId — markės id arba slug. Nežinoma markė → tuščias sąrašas (kaip ir paieškoje).',
        tags: TAGS,
        params: MakeParams,
        querystring: StrapiListQuery,
        response: { 200: OptionListResponse, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { makeId } = request.params;
      const id = /^\d+$/.test(makeId) ? Number(makeId) : undefined;
      // An id beyond PostgreSQL's integer range names no make; do not send it to SQL.
      const rows =
        id === undefined
          ? await listModelsOfMake(app.db, { slug: makeId })
          : id <= MAX_ID
            ? await listModelsOfMake(app.db, { id })
            : [];
      cacheOptions(reply);
      return wholeList(rows.map(toOption));
    },
  );

  app.get(
    '/car-feature-categories',
    {
      schema: {
        summary: 'Ypatybių kategorijos su ypatybėmis',
        description: '{ data: [{ id, name, features: [{ id, name }] }] } įkėlimo formos tvarka.',
        tags: TAGS,
        response: { 200: FeatureCategoryListResponse },
      },
    },
    async (_request, reply) => {
      cacheOptions(reply);
      return wholeList((await listFeatureCategories(app.db)).map(toFeatureCategory));
    },
  );
}
