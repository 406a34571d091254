import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { ListingIdParams } from '../listings/listing-id';
import { findTeamArticle } from './team-articles.repository';
import { toTeamArticle } from './team-articles';

/** What the team's article route files share: the id parameter, the one 404, the answer `{ data: TeamArticle }`. */

export const ARTICLE_NOT_FOUND = 'Straipsnis nerastas';

/** An article id read like a listing id: anything but a positive integer is a missing article (404). */
export const IdParams = ListingIdParams;
export const articleId = (id: number | null): number => {
  if (id === null) throw notFound(ARTICLE_NOT_FOUND);
  return id;
};

/** The article as the editor reads it, after a read or a write. */
export async function teamArticleAnswer(app: FastifyInstance, id: number) {
  const row = await findTeamArticle(app.db, id);
  if (!row) throw notFound(ARTICLE_NOT_FOUND);
  return { data: toTeamArticle(app.storage, row) };
}
