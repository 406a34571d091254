import * as v from 'valibot';
import { ARTICLE_STATUSES, type TeamArticle, type TeamArticleSummary } from '@ratai/domain';
import { dateTime, described, errorResponses, listOf, type Equal } from '../../http/responses';
import { articleCardEntries } from './articles.responses';

/** Response schemas of the team's article routes (team-article-*.routes.ts), and their OpenAPI tag, security and errors. */

const summaryEntries = {
  ...articleCardEntries,
  status: v.picklist(ARTICLE_STATUSES),
  publishedAt: described(v.nullable(dateTime()), 'null: a draft; in the future: scheduled'),
  updatedAt: dateTime(),
};
const Summary = v.object(summaryEntries);
const Full = v.object({ ...summaryEntries, markdown: v.string(), content: described(v.string(), 'sanitised HTML rendered from markdown') });

export const TeamArticleListResponse = listOf(Summary);
export const TeamArticleResponse = v.object({ data: Full });
export const ArticlePreviewResponse = v.object({ data: v.object({ html: described(v.string(), 'sanitised HTML, as the article would store it') }) });

const summaryIsDomain: Equal<v.InferOutput<typeof Summary>, TeamArticleSummary> = true;
const fullIsDomain: Equal<v.InferOutput<typeof Full>, TeamArticle> = true;
void summaryIsDomain;
void fullIsDomain;

export const teamArticleDocs = { tags: ['Straipsniai (komanda)'], security: [{ bearer: [] }] };
export const teamArticleErrors = errorResponses(400, 401, 403, 404);
