import type { Article, ArticleCategory, ArticleCover } from '@ratai/domain';
import type { FileStorage } from '../../storage/storage';
import type { ArticleCardRow, ArticleCategoryRow, ArticleListRow, ArticleRow } from './articles.repository';

/** snake_case rows → the camelCase shapes of @ratai/domain. */

/** An article in a list: everything but the body. */
export type ArticleSummary = Omit<Article, 'content'>;
export type ArticleCard = Omit<Article, 'content' | 'publishedAt'>;

export function toArticleCategory(row: ArticleCategoryRow): ArticleCategory {
  return { id: row.id, slug: row.slug, name: row.name };
}

/**
 * cover_url holds a storage key (e.g. 'articles/….webp') for covers we store, turned into a URL
 * here so a change of PUBLIC_URL or storage does not leave stale links in the table, or an
 * absolute http(s) URL for a cover hosted elsewhere.
 */
export function toCover(storage: FileStorage, row: Pick<ArticleListRow, 'cover_url' | 'cover_alternative_text'>): ArticleCover | null {
  if (!row.cover_url) return null;
  const url = /^https?:\/\//.test(row.cover_url) ? row.cover_url : storage.url(row.cover_url);
  return { url, alternativeText: row.cover_alternative_text };
}

/** What a list shows of an article, public or the team's (team-articles.ts adds its status and dates). */
export function toArticleCard(storage: FileStorage, row: ArticleCardRow): ArticleCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: { id: row.category_id, slug: row.category_slug, name: row.category_name },
    cover: toCover(storage, row),
  };
}

export function toArticleSummary(storage: FileStorage, row: ArticleListRow): ArticleSummary {
  return { ...toArticleCard(storage, row), publishedAt: new Date(row.published_at).toISOString() };
}

/** The whole article; `content` is the stored, already sanitised HTML. */
export function toArticle(storage: FileStorage, row: ArticleRow): Article {
  return { ...toArticleSummary(storage, row), content: row.content_html };
}
