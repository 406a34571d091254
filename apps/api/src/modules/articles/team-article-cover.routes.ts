import type { FastifyInstance } from 'fastify';
import { ArticleCoverSchema, UPLOAD_TOO_MANY } from '@ratai/validation';
import { notFound, validationError } from '../../http/errors';
import { errorResponses } from '../../http/responses';
import { parseRouteInput, type ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import { API_MESSAGES } from '../../http/messages';
import { readMultipartForm } from '../../http/multipart-form';
import { TeamArticleResponse, teamArticleDocs as common, teamArticleErrors as errors } from './team-articles.responses';
import { setArticleCover } from './team-articles';
import { ARTICLE_NOT_FOUND, IdParams, articleId, teamArticleAnswer } from './team-article-answer';

/** The article's cover: a picture (multipart, re-encoded to WebP) and its alternative text. */
export async function teamArticleCoverRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const answer = (id: number) => teamArticleAnswer(app, id);

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
      const form = await readMultipartForm(request, { files: 'keep', manyFilesField: 'cover' });
      const input = parseRouteInput(ArticleCoverSchema, form.fields);
      const others = Object.keys(form.files).filter((field) => field !== 'cover');
      if (others.length > 0) throw validationError(others.map((field) => ({ path: [field], message: API_MESSAGES.unknownField })));
      const covers = form.files['cover'] ?? [];
      if (covers.length > 1) throw validationError([{ path: ['cover'], message: UPLOAD_TOO_MANY }]);
      const file = covers[0] ?? null;
      if (!(await setArticleCover(app, request.log, signedInUser(request).id, id, file, input.alternativeText))) throw notFound(ARTICLE_NOT_FOUND);
      return answer(id);
    },
  );
}
