import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { FileStorage } from '../../storage/storage';
import { existingArticleSlugs, insertArticleIfMissing } from '../../modules/articles/articles.repository';
import { renderArticleHtml } from '../../modules/articles/render-article';
import { ARTICLE_CATEGORIES } from './data/article-categories';
import { ARTICLES } from './data/articles';
import type { ArticleCoverSpec } from './images';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Hue of each category's covers, so the tabs look different at a glance. */
const CATEGORY_HUES: Record<string, number> = {
  'patarimai-pirkejams': 205,
  finansavimas: 150,
  pavezejams: 35,
  naujienos: 275,
};

/**
 * The starting articles: Markdown rendered and sanitised once here, at write time; covers drawn
 * locally and stored as files. Articles whose slug exists are skipped before any drawing, so a
 * restart does no image work.
 */
export async function seedArticles(
  db: Kysely<Database>,
  storage: FileStorage,
  renderCover: (spec: ArticleCoverSpec) => Promise<Buffer>,
): Promise<number> {
  const existing = await existingArticleSlugs(db, ARTICLES.map((a) => a.slug));
  const missing = ARTICLES.filter((a) => !existing.has(a.slug));
  if (missing.length === 0) return 0;
  const categories = await db.selectFrom('article_categories').select(['id', 'slug']).execute();
  const categoryIds = new Map(categories.map((c) => [c.slug, c.id]));
  const now = Date.now();
  let written = 0;
  for (const article of missing) {
    const categoryId = categoryIds.get(article.categorySlug);
    if (categoryId === undefined) throw new Error(`Article category ${article.categorySlug} was not seeded`);
    const categoryName = ARTICLE_CATEGORIES.find((c) => c.slug === article.categorySlug)?.name ?? '';
    const cover = await renderCover({ title: article.title, categoryName, hue: CATEGORY_HUES[article.categorySlug] ?? 210 });
    // Content-addressed name: a changed cover gets a new URL, so year-long browser caching stays safe.
    const key = `articles/${article.slug}-${createHash('sha256').update(cover).digest('hex').slice(0, 12)}.webp`;
    await storage.put(key, cover, 'image/webp');
    const inserted = await insertArticleIfMissing(db, {
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      content_markdown: article.markdown,
      content_html: renderArticleHtml(article.markdown),
      category_id: categoryId,
      cover_url: key,
      cover_alternative_text: `Viršelis: ${article.title}`,
      published_at: new Date(now - article.publishedDaysAgo * DAY_MS),
    });
    if (inserted) written += 1;
  }
  return written;
}
