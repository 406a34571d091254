import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { FUEL_TYPES, GEARBOXES, MAKES_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZE, SEARCH_SORTS } from '@ratai/domain';
import { MAX_ID, SearchFilterSchema, slugRule } from '@ratai/validation';
import { notFound } from '../../http/errors';
import { objectSchema } from '../../http/response-schema';
import { parseInput } from '../../http/validate';
import { loadCarBySlug, publicCar } from '../cars/car-read';
import { carSchema, carSummarySchema } from '../cars/car.schemas';
import { totalsKey } from './catalog-cache';
import { pagination, toFeatureCategory, toOption, toSearchCard } from './catalog.mapper';
import { listFeatureCategories, listMakes, listModelsOfMake, searchPublicCars, SEARCH_TOTAL_CAP } from './catalog.repository';

/**
 * The public read side of the marketplace: car search, the car page, and the option lists the
 * filter and the upload form load (spec §7: /car-makes, /car-model/{makeId}, /car-feature-categories).
 * Route schemas are documentation (app.ts); input is parsed with @ratai/validation in the handlers.
 */

/** Options change only when the team edits reference data: browsers and CDNs may keep them 5 minutes. */
const OPTIONS_CACHE = 'public, max-age=300';

const TAGS = ['Katalogas'];

const searchQuerystring = {
  type: 'object',
  description: 'Paieškos filtras (spec §3). Nežinomi parametrai (utm_* ir pan.) ignoruojami.',
  properties: {
    carMake: { type: 'string', description: 'Markės slug, pvz. "toyota". Nežinoma markė → tuščias sąrašas.' },
    carModel: { type: 'string', description: 'Modelio slug, pvz. "corolla".' },
    modelYearFrom: { type: 'integer', description: 'Pagaminimo metai nuo (imtinai).' },
    modelYearTo: { type: 'integer', description: 'Pagaminimo metai iki (imtinai).' },
    fuelType: { type: 'array', items: { type: 'string', enum: [...FUEL_TYPES] }, description: 'Kartojamas parametras arba "a,b".' },
    gearbox: { type: 'array', items: { type: 'string', enum: [...GEARBOXES] }, description: 'Kartojamas parametras arba "a,b".' },
    priceFrom: { type: 'number', description: 'Kaina nuo, €.' },
    priceTo: { type: 'number', description: 'Kaina iki, €.' },
    isForTaxi: { type: 'boolean', description: 'true: tik tinkantys pavėžėjams; false: tik netinkantys; nenurodyta: visi.' },
    page: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: PAGE_SIZE },
    sort: { type: 'string', enum: [...SEARCH_SORTS], default: SEARCH_SORTS[0] },
  },
} as const;

const count = { type: 'integer' } as const;

/** The search answer, in the order the handler builds it (compiled: see http/response-schema.ts). */
const searchResponse = objectSchema({
  data: { type: 'array', items: carSummarySchema },
  meta: objectSchema({
    pagination: objectSchema({ page: count, pageSize: count, pageCount: count, total: count }),
    totalIsCapped: { type: 'boolean', description: `true: more than ${SEARCH_TOTAL_CAP} matches, total = ${SEARCH_TOTAL_CAP}` },
  }),
});

/** What Fastify sends for a serialised object; the search sends its pre-serialised string with it. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** Strapi-style parameters the original client sends (§7); accepted and ignored. */
const strapiListQuerystring = {
  type: 'object',
  properties: {
    sort: { type: 'string', description: 'Ignoruojama: sąrašas visada rikiuojamas pagal pavadinimą.' },
    'pagination[page]': { type: 'integer', description: 'Ignoruojama: grąžinamas visas sąrašas.' },
    'pagination[pageSize]': { type: 'integer', description: 'Ignoruojama: grąžinamas visas sąrašas.' },
  },
} as const;

function cacheOptions(reply: FastifyReply): void {
  reply.header('cache-control', OPTIONS_CACHE);
}

/** A whole list in one page, as the Strapi-style option calls expect `meta.pagination`. */
function wholeList<T>(data: T[]) {
  return { data, meta: { pagination: pagination(1, MAKES_PAGE_SIZE, data.length) } };
}

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/car-advertisements',
    {
      schema: {
        summary: 'Viešų skelbimų paieška',
        description:
          'Tik patvirtinti ir matomi skelbimai. Atsakymas: { data: CarAdvertisementSummary[], meta: { pagination, totalIsCapped } }. ' +
          `Bendras skaičius tikslus iki ${SEARCH_TOTAL_CAP}; daugiau atitikmenų → total = ${SEARCH_TOTAL_CAP} ir totalIsCapped = true.`,
        tags: TAGS,
        querystring: searchQuerystring,
        response: { 200: searchResponse },
      },
    },
    async (request, reply) => {
      reply.type(JSON_TYPE);
      // The whole answer of a URL asked within the last seconds (catalog-cache.ts): no parsing, no SQL.
      const { pages, totals } = app.catalogCache;
      const cached = pages.get(request.url);
      if (cached !== undefined) return cached;
      // Taken before reading: a listing change from now on makes what we read unfit to keep.
      const pagesVersion = pages.version();
      const totalsVersion = totals.version();
      const filter = parseInput(SearchFilterSchema, request.query, { allowUnknown: true });
      const key = totalsKey(filter);
      const result = await searchPublicCars(app.db, filter, totals.get(key));
      totals.set(key, result.total, totalsVersion);
      const names = await app.catalogCache.makeModelNames.forRows(app.db, result.rows);
      // reply.serialize: the serializer Fastify compiled from `searchResponse` for status 200
      // (fast-json-stringify, which returns a string).
      const body = reply.serialize({
        data: result.rows.map((row, i) => toSearchCard(app.storage, row, names[i])),
        meta: {
          pagination: pagination(filter.page, filter.pageSize, result.total),
          totalIsCapped: result.totalIsCapped,
        },
      }) as string;
      pages.set(request.url, body, pagesVersion);
      return body;
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/car-advertisements/:slug',
    {
      schema: {
        summary: 'Viešas skelbimas pagal slug',
        description: 'Visas skelbimo modelis. Nepatvirtintas, atmestas ar paslėptas skelbimas → 404.',
        tags: TAGS,
        params: { type: 'object', properties: { slug: { type: 'string' } }, required: ['slug'] },
        response: { 200: objectSchema({ data: carSchema }) },
      },
    },
    async (request) => {
      const { slug } = request.params;
      // A malformed slug cannot name a listing: answer as for any missing one, without a query.
      const car = v.is(slugRule(), slug) ? await loadCarBySlug(app.db, app.storage, slug, { publicOnly: true }) : null;
      if (!car) throw notFound('Skelbimas nerastas');
      return { data: publicCar(car) };
    },
  );

  app.get(
    '/car-makes',
    {
      schema: {
        summary: 'Automobilių markės',
        description: 'Visos markės, surikiuotos pagal pavadinimą: { data: [{ id, name, slug }], meta }.',
        tags: TAGS,
        querystring: strapiListQuerystring,
      },
    },
    async (_request, reply) => {
      cacheOptions(reply);
      return wholeList((await listMakes(app.db)).map(toOption));
    },
  );

  app.get<{ Params: { makeId: string } }>(
    '/car-model/:makeId',
    {
      schema: {
        summary: 'Markės modeliai',
        description:
          'Markės modeliai pagal pavadinimą. makeId — markės id arba slug. Nežinoma markė → tuščias sąrašas (kaip ir paieškoje).',
        tags: TAGS,
        params: { type: 'object', properties: { makeId: { type: 'string', description: 'Markės id arba slug' } }, required: ['makeId'] },
        querystring: strapiListQuerystring,
      },
    },
    async (request, reply) => {
      const { makeId } = parseInput(v.object({ makeId: slugRule() }), request.params);
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
      },
    },
    async (_request, reply) => {
      cacheOptions(reply);
      return wholeList((await listFeatureCategories(app.db)).map(toFeatureCategory));
    },
  );
}
