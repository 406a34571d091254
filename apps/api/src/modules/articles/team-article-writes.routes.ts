import type { FastifyInstance } from 'fastify';
import { ArticleCoverSchema, ArticleInputSchema, EmptyBodySchema, PublishArticleSchema, UPLOAD_TOO_MANY } from '@ratai/validation';
import { notFound, validationError } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import { optionalBody, parseRouteInput, type ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import { API_MESSAGES } from '../../http/messages';
import { withMultipartForm } from '../../http/multipart-form';
import { categoryExists } from './team-articles.repository';
import { TeamArticleResponse, teamArticleDocs as common, teamArticleErrors as errors } from './team-articles.responses';
import { createArticle, publishArticle, setArticleCover, unpublishArticle, updateArticle } from './team-articles';
import { ARTICLE_NOT_FOUND, IdParams, articleId, teamArticleAnswer } from './team-article-answer';

/**
 * The team's article writes: create, update, publish (now or at a date), unpublish, and the cover
 * (a picture, multipart, re-encoded to WebP, with its alternative text).
 */
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

  app.post(
    '/moderation/articles/:id/cover',
    {
      preValidation: [app.requireTeam],
      schema: {
        ...common,
        summary: 'Straipsnio viršelis',
        description:
          'multipart/form-data: `cover` (PNG or JPEG, at most 5 MB; re-encoded to WebP) and `alternativeText`. Without `cover` only the ' +
          'alternative text changes (the article must have a cover). The replaced file is deleted when no article uses it.',
        params: IdParams,
        response: { 200: TeamArticleResponse, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (request) => {
      const id = articleId(request.params.id);
      const saved = await withMultipartForm(request, { files: 'keep', manyFilesField: 'cover' }, async (form) => {
        const input = parseRouteInput(ArticleCoverSchema, form.fields);
        const others = Object.keys(form.files).filter((field) => field !== 'cover');
        if (others.length > 0) throw validationError(others.map((field) => ({ path: [field], message: API_MESSAGES.unknownField })));
        const covers = form.files['cover'] ?? [];
        if (covers.length > 1) throw validationError([{ path: ['cover'], message: UPLOAD_TOO_MANY }]);
        return setArticleCover(app, request.log, signedInUser(request).id, id, covers[0] ?? null, input.alternativeText);
      });
      if (!saved) throw notFound(ARTICLE_NOT_FOUND);
      return answer(id);
    },
  );
}
