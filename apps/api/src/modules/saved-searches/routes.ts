import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { SAVED_SEARCH_TEXTS } from '@ratai/domain';
import { SAVED_SEARCHES_PER_EMAIL, SavedSearchRequestSchema, SavedSearchTokenQuerySchema } from '@ratai/validation';
import { badRequest, notFound } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import type { ValibotTypeProvider } from '../../http/validation';
import { enqueueEmail } from '../../mail/outbox';
import { perIpLimit } from '../../plugins/external/rate-limit';
import { savedSearchConfirmation } from '../../mail/templates';
import { savedSearchLink, savedSearchLinkKey, savedSearchUrl, validSavedSearchToken } from './tokens';

/**
 * Saved searches with e-mail alerts (issue 17): anyone saves the current search with an e-mail
 * address; nothing is sent until the address confirms (double opt-in); every alert carries a
 * one-click unsubscribe link, which deletes the search. The daily alert is alerts.ts (a job).
 */

/**
 * Saves per IP address per hour (a form anyone can post: no flood of confirmation e-mails); counted
 * once the body validates, by @fastify/rate-limit (plugins/external/rate-limit.ts).
 */
export const SAVED_SEARCH_LIMIT = { max: 10, windowMs: 60 * 60 * 1000 } as const;

const MessageResponse = v.object({ ok: v.literal(true), message: v.string() });
const TAGS = ['Išsaugotos paieškos'];

/** Lower-cased and trimmed: the per-address ceiling counts one address once. */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function savedSearchRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const key = savedSearchLinkKey(app.config.dataKey);
  const marketplace = app.config.urls.marketplace;
  const limitSaves = perIpLimit(fastify, 'saved-searches', SAVED_SEARCH_LIMIT);

  app.post(
    '/saved-searches',
    {
      schema: {
        summary: 'Išsaugoti paiešką su pranešimais el. paštu',
        description:
          `Išsaugo paiešką (query – paieškos adreso dalis po „?“) laukiančią patvirtinimo ir į nurodytą adresą išsiunčia patvirtinimo laišką. ` +
          `Daugiausia ${SAVED_SEARCHES_PER_EMAIL} paieškų vienam adresui (400), ${SAVED_SEARCH_LIMIT.max} išsaugojimų per valandą iš vieno IP (429).`,
        tags: TAGS,
        body: SavedSearchRequestSchema,
        response: { 200: MessageResponse, ...errorResponses(400, 429) },
      },
      preHandler: limitSaves,
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const query = request.body.query.replace(/^\?/, '');
      await app.db.transaction().execute(async (trx) => {
        const existing = await trx
          .selectFrom('saved_searches')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('email', '=', email)
          .executeTakeFirstOrThrow();
        if (Number(existing.n) >= SAVED_SEARCHES_PER_EMAIL) throw badRequest(SAVED_SEARCH_TEXTS.tooMany);
        const id = randomUUID();
        await trx.insertInto('saved_searches').values({ id, email, query }).execute();
        const mail = savedSearchConfirmation(savedSearchUrl(marketplace, query), savedSearchLink(marketplace, key, 'confirm', id));
        await enqueueEmail(trx, { to: email, ...mail, template: 'saved_search.confirmation' });
      });
      request.log.info('saved search created (waiting for confirmation)');
      return { ok: true as const, message: SAVED_SEARCH_TEXTS.saved };
    },
  );

  app.post(
    '/saved-searches/confirm',
    {
      schema: {
        summary: 'Patvirtinti išsaugotą paiešką (nuoroda iš laiško)',
        description: 'Po patvirtinimo kasdieniame laiške bus automobiliai, patvirtinti po šios akimirkos. Pakartotinis patvirtinimas nieko nekeičia. 404 – nuoroda negalioja arba paieška ištrinta.',
        tags: TAGS,
        body: SavedSearchTokenQuerySchema,
        response: { 200: MessageResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id, token } = request.body;
      if (!validSavedSearchToken(key, 'confirm', id, token)) throw notFound(SAVED_SEARCH_TEXTS.invalidLink);
      const now = new Date();
      const updated = await app.db
        .updateTable('saved_searches')
        .set((eb) => ({
          status: 'active',
          confirmed_at: eb.fn.coalesce('confirmed_at', eb.val(now)),
          last_alerted_at: eb.fn.coalesce('last_alerted_at', eb.val(now)),
        }))
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound(SAVED_SEARCH_TEXTS.invalidLink);
      return { ok: true as const, message: SAVED_SEARCH_TEXTS.confirmed };
    },
  );

  app.post(
    '/saved-searches/unsubscribe',
    {
      schema: {
        summary: 'Atsisakyti pranešimų (nuoroda iš kiekvieno laiško)',
        description: 'Ištrina išsaugotą paiešką. Pakartotinis paspaudimas atsako taip pat (200). 404 – nuoroda netikra.',
        tags: TAGS,
        body: SavedSearchTokenQuerySchema,
        response: { 200: MessageResponse, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id, token } = request.body;
      if (!validSavedSearchToken(key, 'unsubscribe', id, token)) throw notFound(SAVED_SEARCH_TEXTS.invalidLink);
      await app.db.deleteFrom('saved_searches').where('id', '=', id).execute();
      return { ok: true as const, message: SAVED_SEARCH_TEXTS.unsubscribed };
    },
  );
}
