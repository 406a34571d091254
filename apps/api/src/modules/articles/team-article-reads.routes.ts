import type { FastifyInstance } from 'fastify';
import { ArticlePreviewSchema, TeamArticlesQuerySchema } from '@ratai/validation';
import type { ValibotTypeProvider } from '../../http/validation';
import { listTeamArticles } from './team-articles.repository';
import {
  ArticlePreviewResponse,
  TeamArticleListResponse,
  TeamArticleResponse,
  teamArticleDocs as common,
  teamArticleErrors as errors,
} from './team-articles.responses';
import { renderArticleHtml } from './render-article';
import { toTeamArticleSummary } from './team-articles';
import { IdParams, articleId, teamArticleAnswer } from './team-article-answer';

/** What the team's editor reads and writes nothing: the list of every article, the live preview, one article. */

export const TEAM_ARTICLES_PAGE_SIZE = 20;

export async function teamArticleReadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const answer = (id: number) => teamArticleAnswer(app, id);

  app.get(
    '/moderation/articles',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...common,
        summary: 'Straipsniai (visi)',
        description: `Every article, drafts and scheduled ones too, the last edited first, ${TEAM_ARTICLES_PAGE_SIZE} a page; ?status=draft|scheduled|published.`,
        querystring: TeamArticlesQuerySchema,
        response: { 200: TeamArticleListResponse, ...errors },
      },
    },
    async (request) => {
      const { status, page } = request.query;
      const result = await listTeamArticles(app.db, { status, page, pageSize: TEAM_ARTICLES_PAGE_SIZE });
      const now = new Date();
      return {
        data: result.rows.map((row) => toTeamArticleSummary(app.storage, row, now)),
        meta: {
          pagination: { page, pageSize: TEAM_ARTICLES_PAGE_SIZE, pageCount: Math.ceil(result.total / TEAM_ARTICLES_PAGE_SIZE), total: result.total },
        },
      };
    },
  );

  app.post(
    '/moderation/articles/preview',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...common,
        summary: 'Straipsnio peržiūra',
        description: 'JSON { markdown } → { data: { html } }: the sanitised HTML the article would store (render-article.ts). Writes nothing.',
        body: ArticlePreviewSchema,
        response: { 200: ArticlePreviewResponse, ...errors },
      },
    },
    async (request) => ({ data: { html: renderArticleHtml(request.body.markdown) } }),
  );

  app.get(
    '/moderation/articles/:id',
    {
      preValidation: [app.requireTeam],
      schema: { ...common, summary: 'Straipsnis (redaguoti)', params: IdParams, response: { 200: TeamArticleResponse, ...errors } },
    },
    async (request) => answer(articleId(request.params.id)),
  );
}
