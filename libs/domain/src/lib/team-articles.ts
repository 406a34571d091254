import type { Article, EntityId, IsoDateTime } from './entities';

/**
 * Articles as the team edits them in the back office ('Straipsniai', issue 14). The public
 * `Article` shows only published ones; the team sees drafts and scheduled ones too, with their
 * Markdown. The status is not stored: it follows from `publishedAt` (none → draft, in the
 * future → scheduled, in the past → published), so a scheduled article goes public on its date
 * with no job to run.
 */
export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** The status of an article with this publication time, at `now`. */
export function articleStatus(publishedAt: IsoDateTime | null, now: Date = new Date()): ArticleStatus {
  if (publishedAt === null) return 'draft';
  return new Date(publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** One article in the team's list (no body). */
export interface TeamArticleSummary extends Omit<Article, 'content' | 'publishedAt'> {
  status: ArticleStatus;
  /** Null for a draft; in the future for a scheduled article. */
  publishedAt: IsoDateTime | null;
  updatedAt: IsoDateTime;
}

/** One article as the editor opens it: the Markdown the team wrote and the HTML stored from it. */
export interface TeamArticle extends TeamArticleSummary {
  markdown: string;
  /** Sanitised HTML rendered from `markdown` when it was saved (what the marketplace shows). */
  content: string;
}

/** Body of create and update: the editor's fields. */
export interface TeamArticleInput {
  title: string;
  categoryId: EntityId;
  excerpt: string;
  markdown: string;
}
