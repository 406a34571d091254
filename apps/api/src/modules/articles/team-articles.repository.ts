import { sql, type Kysely } from 'kysely';
import type { ArticleStatus } from '@ratai/domain';
import type { Database } from '../../db/schema';
import { ARTICLE_LIST_COLUMNS, CATEGORY_COLUMNS, articlesWithCategory, type ArticleCardRow } from './articles.repository';

/**
 * SQL of the team's article editor (team-routes.ts): every article, drafts and scheduled ones
 * too, with its Markdown. Plain functions taking `db` (a transaction where a write needs one).
 */
type Db = Kysely<Database>;

export interface TeamArticleRow extends ArticleCardRow {
  published_at: Date | string | null;
  updated_at: Date | string;
}

export type TeamArticleFullRow = TeamArticleRow & { content_markdown: string; content_html: string };

const COLUMNS = [...ARTICLE_LIST_COLUMNS, 'ar.updated_at', ...CATEGORY_COLUMNS] as const;

/** A page of articles in one status (or all), the last edited first, with the exact total. */
export async function listTeamArticles(
  db: Db,
  query: { status?: ArticleStatus; page: number; pageSize: number },
): Promise<{ rows: TeamArticleRow[]; total: number }> {
  let filtered = articlesWithCategory(db);
  if (query.status === 'draft') filtered = filtered.where('ar.published_at', 'is', null);
  if (query.status === 'scheduled') filtered = filtered.where('ar.published_at', '>', sql<Date>`now()`);
  if (query.status === 'published') filtered = filtered.where('ar.published_at', '<=', sql<Date>`now()`);
  const [rows, count] = await Promise.all([
    filtered
      .select(COLUMNS)
      .orderBy('ar.updated_at', 'desc')
      .orderBy('ar.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.total };
}

export function findTeamArticle(db: Db, id: number): Promise<TeamArticleFullRow | undefined> {
  return articlesWithCategory(db).select(COLUMNS).select(['ar.content_markdown', 'ar.content_html']).where('ar.id', '=', id).executeTakeFirst();
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('article_categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Slugs that are `base` or `base-<n>` (to pick the next free one). */
export async function slugsLike(db: Db, slugBase: string, exceptId?: number): Promise<Set<string>> {
  let query = db
    .selectFrom('articles')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', slugBase), eb('slug', 'like', `${slugBase}-%`)]));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return new Set((await query.execute()).map((row) => row.slug));
}

/** Whether any article uses `key` as its cover (a file is deleted only when none does). */
export async function coverInUse(db: Db, key: string): Promise<boolean> {
  return (await db.selectFrom('articles').select('id').where('cover_url', '=', key).executeTakeFirst()) !== undefined;
}
