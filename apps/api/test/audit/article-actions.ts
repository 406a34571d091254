import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { multipart } from '../listings/listing-helpers';
import type { ActionContext, TeamRouteCase } from './team-actions';

/**
 * What the team's article routes (issue 14, 'Straipsniai') write to the audit log, for the walk of
 * test/audit/audit-log.spec.ts: every write one entry, the reads and the preview none.
 */

async function categoryId(ctx: ActionContext): Promise<number> {
  const found = await ctx.t.db.selectFrom('article_categories').select('id').executeTakeFirst();
  if (found) return found.id;
  return (await ctx.t.db.insertInto('article_categories').values({ slug: 'zurnalo-kategorija', name: 'Žurnalo kategorija', position: 0 }).returning('id').executeTakeFirstOrThrow()).id;
}

async function draft(ctx: ActionContext): Promise<string> {
  const row = await ctx.t.db
    .insertInto('articles')
    .values({
      slug: `zurnalo-straipsnis-${ctx.remoteAddress.replace(/\./g, '-')}`,
      title: 'Žurnalo straipsnis',
      excerpt: 'Trumpai apie veiksmų žurnalą.',
      content_markdown: 'Tekstas',
      content_html: '<p>Tekstas</p>',
      category_id: await categoryId(ctx),
      published_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The id the next article will get (the create's target, known only after it). */
async function nextArticleId(ctx: ActionContext): Promise<string> {
  const seq = await sql<{ name: string }>`select pg_get_serial_sequence('articles', 'id') as name`.execute(ctx.t.db);
  const { rows } = await sql<{ next: string }>`
    select case when is_called then last_value + 1 else last_value end as next from ${sql.raw(String(seq.rows[0]?.name))}
  `.execute(ctx.t.db);
  return String(rows[0]?.next);
}

const send = (ctx: ActionContext, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): InjectOptions => ({
  method,
  url,
  headers: ctx.team.auth,
  remoteAddress: ctx.remoteAddress,
  ...(payload ? { payload } : {}),
});

const fields = async (ctx: ActionContext) => ({
  title: 'Žurnalo straipsnis',
  categoryId: await categoryId(ctx),
  excerpt: 'Trumpai apie veiksmų žurnalą.',
  markdown: 'Ilgesnis tekstas apie žurnalą.',
});

const article = (action: 'article.create' | 'article.update' | 'article.publish' | 'article.unpublish' | 'article.cover') =>
  ({ action, targetType: 'article', reason: null }) as const;

export const ARTICLE_ROUTE_CASES: TeamRouteCase[] = [
  { route: 'GET /api/moderation/articles', request: async (ctx) => ({ options: send(ctx, 'GET', '/api/moderation/articles'), target: '' }), writes: null },
  {
    route: 'GET /api/moderation/articles/:id',
    request: async (ctx) => {
      const id = await draft(ctx);
      return { options: send(ctx, 'GET', `/api/moderation/articles/${id}`), target: id };
    },
    writes: null,
  },
  {
    route: 'POST /api/moderation/articles/preview',
    request: async (ctx) => ({ options: send(ctx, 'POST', '/api/moderation/articles/preview', { markdown: '# Antraštė' }), target: '' }),
    writes: null,
  },
  {
    route: 'POST /api/moderation/articles',
    request: async (ctx) => {
      const body = await fields(ctx);
      return { options: send(ctx, 'POST', '/api/moderation/articles', body), target: await nextArticleId(ctx) };
    },
    writes: article('article.create'),
  },
  {
    route: 'PUT /api/moderation/articles/:id',
    request: async (ctx) => {
      const id = await draft(ctx);
      return { options: send(ctx, 'PUT', `/api/moderation/articles/${id}`, await fields(ctx)), target: id };
    },
    writes: article('article.update'),
  },
  {
    route: 'POST /api/moderation/articles/:id/publish',
    request: async (ctx) => {
      const id = await draft(ctx);
      return { options: send(ctx, 'POST', `/api/moderation/articles/${id}/publish`, {}), target: id };
    },
    writes: article('article.publish'),
  },
  {
    route: 'POST /api/moderation/articles/:id/unpublish',
    request: async (ctx) => {
      const id = await draft(ctx);
      return { options: send(ctx, 'POST', `/api/moderation/articles/${id}/unpublish`, {}), target: id };
    },
    writes: article('article.unpublish'),
  },
  {
    route: 'POST /api/moderation/articles/:id/cover',
    request: async (ctx) => {
      const id = await draft(ctx);
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 160, b: 20 } } }).png().toBuffer();
      const body = await multipart({ alternativeText: 'Žalias viršelis' }, [{ field: 'cover', name: 'virselis.png', type: 'image/png', data: png }]);
      return {
        options: { method: 'POST', url: `/api/moderation/articles/${id}/cover`, payload: body.payload, headers: { ...ctx.team.auth, ...body.headers }, remoteAddress: ctx.remoteAddress },
        target: id,
      };
    },
    writes: article('article.cover'),
  },
];
