import sharp from 'sharp';
import type { MatrixRow, Role, World } from './authorization-matrix.spec';
import { multipart } from '../listings/listing-helpers';

/**
 * Rows of the team's article editor (issue 14, 'Straipsniai'): the team only — anonymous 401,
 * every owner 403. Each cell writes its own draft, so publishing or a cover in one cell touches
 * nothing another cell reads.
 */
const teamOnly = (status: number): Record<Role, number> => ({ anonymous: 401, otherOwner: 403, owner: 403, team: status });

async function draft(w: World): Promise<number> {
  const category = await w.t.db.selectFrom('article_categories').select('id').executeTakeFirstOrThrow();
  const row = await w.t.db
    .insertInto('articles')
    .values({
      slug: `matricos-juodrastis-${w.remoteAddress.replace(/\./g, '-')}`,
      title: 'Matricos juodraštis',
      excerpt: 'Trumpai apie matricą ir jos langelius.',
      content_markdown: 'Tekstas',
      content_html: '<p>Tekstas</p>',
      category_id: category.id,
      published_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const json = (w: World, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => ({
  method,
  url,
  headers: w.headers,
  remoteAddress: w.remoteAddress,
  ...(payload ? { payload } : {}),
});

async function input(w: World) {
  const category = await w.t.db.selectFrom('article_categories').select('id').executeTakeFirstOrThrow();
  return { title: 'Matricos straipsnis', categoryId: category.id, excerpt: 'Trumpai apie matricą ir jos langelius.', markdown: 'Ilgesnis tekstas apie matricą.' };
}

export const articleRows: MatrixRow[] = [
  { route: 'GET /api/moderation/articles', expect: teamOnly(200), request: (w) => json(w, 'GET', '/api/moderation/articles?status=draft') },
  { route: 'GET /api/moderation/articles/:id', expect: teamOnly(200), request: async (w) => json(w, 'GET', `/api/moderation/articles/${await draft(w)}`) },
  { route: 'POST /api/moderation/articles', expect: teamOnly(201), request: async (w) => json(w, 'POST', '/api/moderation/articles', await input(w)) },
  { route: 'PUT /api/moderation/articles/:id', expect: teamOnly(200), request: async (w) => json(w, 'PUT', `/api/moderation/articles/${await draft(w)}`, await input(w)) },
  { route: 'POST /api/moderation/articles/:id/publish', expect: teamOnly(200), request: async (w) => json(w, 'POST', `/api/moderation/articles/${await draft(w)}/publish`, {}) },
  { route: 'POST /api/moderation/articles/:id/unpublish', expect: teamOnly(200), request: async (w) => json(w, 'POST', `/api/moderation/articles/${await draft(w)}/unpublish`, {}) },
  { route: 'POST /api/moderation/articles/preview', expect: teamOnly(200), request: (w) => json(w, 'POST', '/api/moderation/articles/preview', { markdown: '# Antraštė' }) },
  {
    route: 'POST /api/moderation/articles/:id/cover',
    expect: teamOnly(200),
    request: async (w) => {
      const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 20, b: 160 } } }).png().toBuffer();
      const body = await multipart({ alternativeText: 'Violetinis viršelis' }, [{ field: 'cover', name: 'virselis.png', type: 'image/png', data: png }]);
      return {
        method: 'POST',
        url: `/api/moderation/articles/${await draft(w)}/cover`,
        payload: body.payload,
        headers: { ...w.headers, ...body.headers },
        remoteAddress: w.remoteAddress,
      };
    },
  },
];
