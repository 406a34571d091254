import type { ArticleStatus, TeamArticleSummary } from '@ratai/domain';

/** The badge colour of each status: a draft is not public, a scheduled one waits, a published one is live. */
export const ARTICLE_STATUS_TONE: Record<ArticleStatus, 'neutral' | 'info' | 'success'> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
};

/**
 * The article's address on the marketplace (apps/marketplace/app/routes.ts:
 * `/straipsniai/:categorySlug/:articleSlug`); null without a category.
 */
export function publicArticleUrl(marketplaceUrl: string, article: Pick<TeamArticleSummary, 'slug' | 'category'>): string | null {
  if (!article.category) return null;
  return `${marketplaceUrl.replace(/\/$/, '')}/straipsniai/${encodeURIComponent(article.category.slug)}/${encodeURIComponent(article.slug)}`;
}
