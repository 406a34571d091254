import * as v from 'valibot';
import type { Article, ArticleCategory } from '@ratai/domain';
import { dateTime, described, int, listOf, type Equal } from '../../http/responses';

/** Response schemas of the article routes. */

const Category = v.object({ id: int(), slug: v.string(), name: v.string() });
const Cover = v.object({ url: v.string(), alternativeText: v.nullable(v.string()) });

/** What a list shows of an article, public or the team's (team-articles.responses.ts adds its status and dates). */
export const articleCardEntries = {
  id: int(),
  slug: v.string(),
  title: v.string(),
  excerpt: v.string(),
  category: v.nullable(Category),
  cover: v.nullable(Cover),
};

const summaryEntries = { ...articleCardEntries, publishedAt: dateTime() };

export const ArticleCategoryListResponse = listOf(Category);
export const ArticleListResponse = listOf(v.object(summaryEntries));
const ArticleSchema = v.object({ ...summaryEntries, content: described(v.string(), 'sanitised HTML') });
export const ArticleResponse = v.object({ data: ArticleSchema });

const articleIsDomain: Equal<v.InferOutput<typeof ArticleSchema>, Article> = true;
const categoryIsDomain: Equal<v.InferOutput<typeof Category>, ArticleCategory> = true;
void articleIsDomain;
void categoryIsDomain;
