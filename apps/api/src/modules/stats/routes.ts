import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { isbot } from 'isbot';
import { CAR_STATS_DAYS, type OwnCarStats } from '@ratai/domain';
import { EmptyBodySchema, slugRule } from '@ratai/validation';
import { notFound } from '../../http/errors';
import { described, errorResponses, int, type Equal } from '../../http/responses';
import { optionalBody, type ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import { ListingIdParams, listingExists } from '../listings/listing-id';
import { countEvent, isPublicCar, ownerStats, type StatsEvent } from './stats.repository';

/**
 * Statistics per car (issue 16; README.md): the marketplace's car page reports a view and a
 * calculator use; the owner reads 30 days of views, calculator uses and applications per car.
 */

const CarStatsResponse = v.object({
  id: int(),
  views: described(int(), 'car page views'),
  calculatorUses: described(int(), 'page views in which the calculator was used'),
  applications: described(int(), 'rental applications for the car'),
});
const OwnStatsResponse = v.object({ data: v.array(CarStatsResponse), meta: v.object({ days: int() }) });
const OneStatsResponse = v.object({ data: CarStatsResponse, meta: v.object({ days: int() }) });
const statsIsDomain: Equal<v.InferOutput<typeof CarStatsResponse>, OwnCarStats> = true;
void statsIsDomain;

const SlugParams = v.object({ slug: v.string() });
const EVENTS: Record<string, StatsEvent> = { view: 'view', calculator: 'calculator' };

/**
 * Whether a request is counted: a browser that says who it is and is not a bot (isbot). Nothing
 * of the request is stored; a bot gets the answer a browser would (204, or 404 for a car that is
 * not public — what its public page tells anyway).
 */
function counted(request: FastifyRequest): boolean {
  const agent = request.headers['user-agent'];
  return typeof agent === 'string' && agent.length > 0 && !isbot(agent);
}

export async function statsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  for (const [path, event] of Object.entries(EVENTS)) {
    app.post(
      `/car-advertisements/:slug/${path}`,
      {
        schema: {
          summary: event === 'view' ? 'Count a view of a public car page' : 'Count a use of a car page\'s calculator',
          description:
            'Sent by the marketplace\'s car page from the browser (no body, no cookies, no personal data stored: one counter per car ' +
            'and day). Requests of bots (isbot on the User-Agent) and without a User-Agent answer 204 uncounted. A car that is not ' +
            'public answers 404, counted or not.',
          tags: ['statistics'],
          params: SlugParams,
          body: optionalBody(EmptyBodySchema),
          response: { 204: v.null(), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const { slug } = request.params;
        if (!v.is(slugRule(), slug)) throw notFound('Skelbimas nerastas');
        const known = counted(request) ? await countEvent(app.db, slug, event) : await isPublicCar(app.db, slug);
        if (!known) throw notFound('Skelbimas nerastas');
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/car-advertisement/stats',
    {
      preValidation: [app.requireUser],
      schema: {
        summary: 'Statistics of the owner\'s cars',
        description: `Views, calculator uses and applications of each own listing over the last ${CAR_STATS_DAYS} days (today included), newest listing first.`,
        tags: ['statistics'],
        security: [{ bearer: [] }],
        response: { 200: OwnStatsResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({ data: await ownerStats(app.db, signedInUser(request).id), meta: { days: CAR_STATS_DAYS } }),
  );

  app.get(
    '/car-advertisement/mine/:id/stats',
    {
      preValidation: [app.requireUser],
      schema: {
        summary: 'Statistics of one own car',
        description: `As /car-advertisement/stats for one listing. Another owner's listing answers 404.`,
        tags: ['statistics'],
        security: [{ bearer: [] }],
        params: ListingIdParams,
        response: { 200: OneStatsResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const [stats] = await ownerStats(app.db, signedInUser(request).id, listingExists(request.params.id));
      if (!stats) throw notFound();
      return { data: stats, meta: { days: CAR_STATS_DAYS } };
    },
  );
}
