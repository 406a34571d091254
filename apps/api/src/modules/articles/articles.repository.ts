import { sql, type Insertable, type Kysely } from 'kysely';
import type { ArticlesTable, Database } from '../../db/schema';

/**
 * Every SQL statement of the articles module: plain functions taking `db`.
 * Only published articles (published_at in the past) are read, so an article can be written
 * ahead of its date.
 */
type Db = Kysely<Database>;

export interface ArticleCategoryRow {
  id: number;
  slug: string;
  name: string;
}

/** What a list reads of an article and its category, public or the team's, but the dates (they differ). */
export interface ArticleCardRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  cover_url: string | null;
  cover_alternative_text: string | null;
  category_id: number;
  category_slug: string;
  category_name: string;
}

export interface ArticleListRow extends ArticleCardRow {
  published_at: Date | string;
}

export type ArticleRow = ArticleListRow & { content_html: string };

export function listArticleCategories(db: Db): Promise<ArticleCategoryRow[]> {
  return db.selectFrom('article_categories').select(['id', 'slug', 'name']).orderBy('position').orderBy('id').execute();
}

/** Every article with its category, drafts too: published() narrows it, the team's editor reads it all (team-articles.repository.ts). */
export function articlesWithCategory(db: Db) {
  return db.selectFrom('articles as ar').innerJoin('article_categories as c', 'c.id', 'ar.category_id');
}

function published(db: Db) {
  return articlesWithCategory(db).where('ar.published_at', '<=', sql<Date>`now()`);
}

/** What a list reads of an article (no body) and of its category; the team's list adds ar.updated_at between them. */
export const ARTICLE_LIST_COLUMNS = ['ar.id', 'ar.slug', 'ar.title', 'ar.excerpt', 'ar.cover_url', 'ar.cover_alternative_text', 'ar.published_at'] as const;
export const CATEGORY_COLUMNS = ['c.id as category_id', 'c.slug as category_slug', 'c.name as category_name'] as const;
const LIST_COLUMNS = [...ARTICLE_LIST_COLUMNS, ...CATEGORY_COLUMNS] as const;

/**
 * A page of published articles, newest first, without their bodies. There are tens of articles,
 * not thousands, so the total is an exact `count(*) over ()` in the same query; only a page past
 * the end (no row to read it from) costs a second, counting query.
 */
export async function listArticles(
  db: Db,
  query: { categorySlug?: string; page: number; pageSize: number },
): Promise<{ rows: ArticleListRow[]; total: number }> {
  const filtered = query.categorySlug ? published(db).where('c.slug', '=', query.categorySlug) : published(db);
  const rows = await filtered
    .select(LIST_COLUMNS)
    // published() keeps only rows with a date in the past: never a draft's null.
    .$narrowType<{ published_at: Date }>()
    .select(sql<number>`(count(*) over ())::int`.as('total'))
    .orderBy('ar.published_at', 'desc')
    .orderBy('ar.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const counted = await filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst();
    total = counted?.total ?? 0;
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

export function findPublishedArticle(db: Db, slug: string): Promise<ArticleRow | undefined> {
  return published(db).select(LIST_COLUMNS).select('ar.content_html').$narrowType<{ published_at: Date }>().where('ar.slug', '=', slug).executeTakeFirst();
}

/** Slugs among `slugs` that already have an article (the seed skips those before drawing covers). */
export async function existingArticleSlugs(db: Db, slugs: string[]): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = await db.selectFrom('articles').select('slug').where('slug', 'in', slugs).execute();
  return new Set(rows.map((r) => r.slug));
}

/**
 * Writes an article unless one with its slug exists (idempotent). `content_html` must come from
 * renderArticleHtml: the stored HTML is served as is.
 */
export async function insertArticleIfMissing(db: Db, values: Insertable<ArticlesTable>): Promise<boolean> {
  const result = await db
    .insertInto('articles')
    .values(values)
    .onConflict((oc) => oc.column('slug').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
