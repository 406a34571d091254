import type { FastifyInstance } from 'fastify';
import { ArticleInputSchema, EmptyBodySchema, PublishArticleSchema } from '@ratai/validation';
import { notFound, validationError } from '../../http/errors';
import { optionalBody, type ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import { categoryExists } from './team-articles.repository';
import { TeamArticleResponse, teamArticleDocs as common, teamArticleErrors as errors } from './team-articles.responses';
import { createArticle, publishArticle, unpublishArticle, updateArticle } from './team-articles';
import { ARTICLE_NOT_FOUND, IdParams, articleId, teamArticleAnswer } from './team-article-answer';

/** The team's article writes: create, update, publish (now or at a date), unpublish. */

const CATEGORY_NOT_FOUND = 'Tokios kategorijos nėra';

export async function teamArticleWriteRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const answer = (id: number) => teamArticleAnswer(app, id);

  async function checkCategory(categoryId: number) {
    if (!(await categoryExists(app.db, categoryId))) throw validationError([{ path: ['categoryId'], message: CATEGORY_NOT_FOUND }]);
  }

  app.post(
    '/moderation/articles',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...common,
        summary: 'Naujas straipsnis',
        description: 'JSON { title, categoryId, excerpt, markdown } → 201 and the article, a draft. The slug comes from the title.',
        body: ArticleInputSchema,
        response: { 201: TeamArticleResponse, ...errors },
      },
    },
    async (request, reply) => {
      await checkCategory(request.body.categoryId);
      const id = await createArticle(app, signedInUser(request).id, request.body);
      reply.code(201);
      return answer(id);
    },
  );

  app.put(
    '/moderation/articles/:id',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...common,
        summary: 'Keisti straipsnį',
        description: 'The editor\'s fields. A never-published article\'s slug follows its title; a published one keeps its address.',
        params: IdParams,
        body: ArticleInputSchema,
        response: { 200: TeamArticleResponse, ...errors },
      },
    },
    async (request) => {
      const id = articleId(request.params.id);
      await checkCategory(request.body.categoryId);
      if (!(await updateArticle(app, signedInUser(request).id, id, request.body))) throw notFound(ARTICLE_NOT_FOUND);
      return answer(id);
    },
  );

  app.post(
    '/moderation/articles/:id/publish',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...common,
        summary: 'Paskelbti straipsnį',
        description: 'JSON { publishAt? }: now when absent; a future date-time (with its zone) schedules it.',
        params: IdParams,
        body: optionalBody(PublishArticleSchema),
        response: { 200: TeamArticleResponse, ...errors },
      },
    },
    async (request) => {
      const id = articleId(request.params.id);
      const at = request.body.publishAt ? new Date(request.body.publishAt) : new Date();
      if (!(await publishArticle(app, signedInUser(request).id, id, at))) throw notFound(ARTICLE_NOT_FOUND);
      return answer(id);
    },
  );

  app.post(
    '/moderation/articles/:id/unpublish',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...common,
        summary: 'Atšaukti paskelbimą',
        description: 'Back to a draft: off the marketplace, its list and its sitemap. No body (or {}).',
        params: IdParams,
        body: optionalBody(EmptyBodySchema),
        response: { 200: TeamArticleResponse, ...errors },
      },
    },
    async (request) => {
      const id = articleId(request.params.id);
      if (!(await unpublishArticle(app, signedInUser(request).id, id))) throw notFound(ARTICLE_NOT_FOUND);
      return answer(id);
    },
  );
}
