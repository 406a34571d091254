import type { FastifyInstance } from 'fastify';
import { teamArticleReadRoutes } from './team-article-reads.routes';
import { teamArticleWriteRoutes } from './team-article-writes.routes';

/**
 * The team's article editor (back office 'Straipsniai', issue 14): every article (drafts and
 * scheduled ones too), create, update, publish now or at a date, unpublish, the cover with its
 * alternative text, and the live preview. Team role only: 401 without a session, 403 for anyone
 * else. Every write appends its audit entry in its transaction (team-articles.ts). The route
 * files are registered in this order so that /api/docs lists the paths as it always has.
 */
export async function teamArticleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(teamArticleReadRoutes);
  await app.register(teamArticleWriteRoutes);
}
