import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { slugRule } from '@ratai/validation';
import { notFound } from '../../http/errors';
import { alreadySerialized } from '../../http/json-schema';
import { errorResponses } from '../../http/responses';
import type { ValibotTypeProvider } from '../../http/validation';
import { loadCarBySlug, publicCar } from '../cars/car-read';
import { publicListing } from '../cars/public-listing';
import { totalsKey } from './catalog-cache';
import { pagination, toSearchCard } from './catalog.mapper';
import { CATALOG_TAGS as TAGS, PublicCarResponse, SearchResponse, SimilarCarsResponse } from './catalog.responses';
import { searchPublicCars, SEARCH_TOTAL_CAP, similarPublicCars } from './catalog.repository';
import { SearchQuery } from './search-filter';

/**
 * The marketplace's public reads of cars: the search, the car page and its similar cars. The
 * search and the car page answer from the catalog cache (catalog-cache.ts) when they can.
 */

/** What Fastify sends for a serialised object; the search sends its pre-serialised string with it. */
const JSON_TYPE = 'application/json; charset=utf-8';

const SlugParams = v.object({ slug: v.string() });

/** Similar cars on a car page: one row of cards. */
const SIMILAR_LIMIT = 4;
/** Built once: slugRule() builds its schema and Lithuanian messages on every call. */
const SLUG = slugRule();

export async function carReadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  app.get(
    '/car-advertisements',
    {
      schema: {
        summary: 'Viešų skelbimų paieška',
        description:
          'Tik patvirtinti ir matomi skelbimai. Atsakymas: { data: CarAdvertisementSummary[], meta: { pagination, totalIsCapped } }. ' +
          `Bendras skaičius tikslus iki ${SEARCH_TOTAL_CAP}; daugiau atitikmenų → total = ${SEARCH_TOTAL_CAP} ir totalIsCapped = true. ` +
          'Nežinomi parametrai (utm_* ir pan.) ignoruojami.',
        tags: TAGS,
        querystring: SearchQuery,
        response: { 200: SearchResponse, ...errorResponses(400) },
      },
      // The whole answer of a URL asked within the last seconds (catalog-cache.ts): sent before
      // validation — the URL was valid when its answer was cached — with no parsing and no SQL.
      preValidation: (request, reply, done) => {
        const cached = app.catalogCache.pages.get(request.url);
        if (cached === undefined) return done();
        reply.type(JSON_TYPE).send(alreadySerialized(cached));
      },
    },
    async (request, reply) => {
      reply.type(JSON_TYPE);
      const { pages, totals } = app.catalogCache;
      // Taken before reading: a listing change from now on makes what we read unfit to keep.
      const pagesVersion = pages.version();
      const totalsVersion = totals.version();
      const filter = request.query;
      const key = totalsKey(filter);
      const knownTotal = totals.get(key);
      const result = await searchPublicCars(app.db, filter, knownTotal);
      // Kept only when counted now: storing a total read from the cache would start its 30 s
      // again, and a filter searched at least every 30 s would never be counted afresh.
      if (knownTotal === undefined) totals.set(key, result.total, totalsVersion);
      const names = await app.catalogCache.makeModelNames.forRows(app.db, result.rows);
      // reply.serialize: the serializer compiled from SearchResponse for status 200
      // (fast-json-stringify, which returns a string).
      const body = reply.serialize({
        data: result.rows.map((row, i) => toSearchCard(app.storage, row, names[i])),
        meta: {
          pagination: pagination(filter.page, filter.pageSize, result.total),
          totalIsCapped: result.totalIsCapped,
        },
      }) as string;
      pages.set(request.url, body, pagesVersion);
      return alreadySerialized(body);
    },
  );

  app.get(
    '/car-advertisements/:slug',
    {
      schema: {
        summary: 'Viešas skelbimas pagal slug',
        description:
          'Visas skelbimo modelis. Nepatvirtintas, atmestas ar paslėptas skelbimas → 404. ' +
          'Parduotas (saleStatus "sold") skelbimas atsakomas: jo puslapis lieka pasiekiamas ir tai sako (paieškoje jo nebėra).',
        tags: TAGS,
        params: SlugParams,
        response: { 200: PublicCarResponse, ...errorResponses(404) },
      },
      // The car's answer sent within the last seconds (catalog-cache.ts, `cars`): no SQL, no
      // mapping, no serialisation. Only answers of public cars are kept, by their slug.
      preValidation: (request, reply, done) => {
        const cached = app.catalogCache.cars.get((request.params as { slug: string }).slug);
        if (cached === undefined) return done();
        reply.type(JSON_TYPE).send(alreadySerialized(cached));
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { cars } = app.catalogCache;
      // Taken before reading: a listing change from now on makes what we read unfit to keep.
      const version = cars.version();
      // A malformed slug cannot name a listing: answer as for any missing one, without a query.
      const car = v.is(SLUG, slug) ? await loadCarBySlug(app.db, app.storage, slug, { publicOnly: true }) : null;
      if (!car) throw notFound('Skelbimas nerastas');
      reply.type(JSON_TYPE);
      // The route's compiled serializer (PublicCarResponse), as the search does.
      const body = reply.serialize({ data: publicCar(car) }) as string;
      cars.set(slug, body, version);
      return alreadySerialized(body);
    },
  );

  app.get(
    '/car-advertisements/:slug/similar',
    {
      schema: {
        summary: 'Panašūs automobiliai',
        description:
          `Iki ${SIMILAR_LIMIT} viešų, neparduotų skelbimų tos pačios markės arba kėbulo tipo, kaina ±30 %: pirmiau tos pačios markės, ` +
          'tada artimiausios kainos. Rodomi parduoto automobilio puslapyje. Nėra viešo skelbimo su tokiu slug → 404.',
        tags: TAGS,
        params: SlugParams,
        response: { 200: SimilarCarsResponse, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const car = v.is(SLUG, slug)
        ? await app.db
            .selectFrom('car_advertisements')
            .select(['id', 'make_id', 'body_type', 'price'])
            .where('slug', '=', slug)
            .where(publicListing())
            .executeTakeFirst()
        : undefined;
      if (!car) throw notFound('Skelbimas nerastas');
      const rows = await similarPublicCars(app.db, { id: car.id, makeId: car.make_id, bodyType: car.body_type, price: car.price }, SIMILAR_LIMIT);
      const names = await app.catalogCache.makeModelNames.forRows(app.db, rows);
      return { data: rows.map((row, i) => toSearchCard(app.storage, row, names[i])) };
    },
  );
}
