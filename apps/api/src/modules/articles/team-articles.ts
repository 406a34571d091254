import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { articleStatus, type TeamArticle, type TeamArticleSummary } from '@ratai/domain';
import type { ArticleInputOutput } from '@ratai/validation';
import type { Database } from '../../db/schema';
import { HttpError, validationError } from '../../http/errors';
import type { FormFile } from '../../http/multipart-form';
import { processImage, type ProcessedImage } from '../../images/process-image';
import type { FileStorage } from '../../storage/storage';
import { recordTeamAction } from '../audit/audit.repository';
import { slugPart } from '../listings/slug';
import { toArticleCard } from './articles.mapper';
import { renderArticleHtml } from './render-article';
import { coverInUse, findTeamArticle, slugsLike, type TeamArticleFullRow, type TeamArticleRow } from './team-articles.repository';

/**
 * The writes of the team's article editor. Each one changes the article and appends its audit
 * entry in one transaction. Markdown is rendered to sanitised HTML here, at write time
 * (render-article.ts), so readers only ever get stored HTML.
 */

type App = Pick<FastifyInstance, 'db' | 'storage'>;

/** Longest slug we derive (the public route's slug rule allows 100; room for a `-<n>` suffix). */
const SLUG_BASE_MAX = 80;

/**
 * The slug of a title: Lithuanian letters transliterated (slugPart of the listings, one
 * transliteration for the whole site), cut at a word boundary, 'straipsnis' when nothing is left.
 */
export function articleSlugBase(title: string): string {
  let slug = slugPart(title);
  if (slug.length > SLUG_BASE_MAX) slug = slug.slice(0, SLUG_BASE_MAX).replace(/-[^-]*$/, '') || slug.slice(0, SLUG_BASE_MAX);
  return slug.replace(/-+$/, '') || 'straipsnis';
}

/** `base`, or `base-2`, `base-3`… whichever is free (the unique index is the final word). */
async function freeSlug(db: Kysely<Database>, title: string, exceptId?: number): Promise<string> {
  const slugBase = articleSlugBase(title);
  const taken = await slugsLike(db, slugBase, exceptId);
  if (!taken.has(slugBase)) return slugBase;
  for (let n = 2; ; n += 1) if (!taken.has(`${slugBase}-${n}`)) return `${slugBase}-${n}`;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function toTeamArticleSummary(storage: FileStorage, row: TeamArticleRow, now = new Date()): TeamArticleSummary {
  const publishedAt = row.published_at === null ? null : iso(row.published_at);
  return {
    ...toArticleCard(storage, row),
    status: articleStatus(publishedAt, now),
    publishedAt,
    updatedAt: iso(row.updated_at),
  };
}

export function toTeamArticle(storage: FileStorage, row: TeamArticleFullRow): TeamArticle {
  return { ...toTeamArticleSummary(storage, row), markdown: row.content_markdown, content: row.content_html };
}

/** Postgres' unique violation: two saves raced for one slug. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

async function withSlugRetry<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // The loser of a race for the same slug tries once more; the next free slug is read again.
    if (isUniqueViolation(error)) return write();
    throw error;
  }
}

export async function createArticle(app: App, actorId: number, input: ArticleInputOutput): Promise<number> {
  const html = renderArticleHtml(input.markdown);
  return withSlugRetry(() =>
    app.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('articles')
        .values({
          slug: await freeSlug(trx, input.title),
          title: input.title,
          excerpt: input.excerpt,
          content_markdown: input.markdown,
          content_html: html,
          category_id: input.categoryId,
          published_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordTeamAction(trx, { actorId, action: 'article.create', target: { type: 'article', id: row.id }, details: { title: input.title } });
      return row.id;
    }),
  );
}

/**
 * Saves the editor's fields. The slug follows the title while the article has never been
 * published; once it has been public its address stays, so links and the sitemap do not break.
 * Returns false when the article does not exist.
 */
export async function updateArticle(app: App, actorId: number, id: number, input: ArticleInputOutput): Promise<boolean> {
  const html = renderArticleHtml(input.markdown);
  return withSlugRetry(() =>
    app.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom('articles').select(['published_at', 'title']).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!current) return false;
      const slug = current.published_at === null && current.title !== input.title ? await freeSlug(trx, input.title, id) : undefined;
      await trx
        .updateTable('articles')
        .set({
          ...(slug ? { slug } : {}),
          title: input.title,
          excerpt: input.excerpt,
          content_markdown: input.markdown,
          content_html: html,
          category_id: input.categoryId,
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      await recordTeamAction(trx, { actorId, action: 'article.update', target: { type: 'article', id }, details: { title: input.title } });
      return true;
    }),
  );
}

/** Publishes now or at `publishAt` (a future time schedules it); false when there is no such article. */
export async function publishArticle(app: App, actorId: number, id: number, publishAt: Date): Promise<boolean> {
  return app.db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('articles').set({ published_at: publishAt, updated_at: new Date() }).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordTeamAction(trx, { actorId, action: 'article.publish', target: { type: 'article', id }, details: { publishAt: publishAt.toISOString() } });
    return true;
  });
}

/** Back to a draft: off the marketplace, its list and its sitemap. */
export async function unpublishArticle(app: App, actorId: number, id: number): Promise<boolean> {
  return app.db.transaction().execute(async (trx) => {
    const result = await trx.updateTable('articles').set({ published_at: null, updated_at: new Date() }).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordTeamAction(trx, { actorId, action: 'article.unpublish', target: { type: 'article', id } });
    return true;
  });
}

/** Storage key of a cover: content-addressed (a new cover gets a new URL; year-long caching stays safe). */
export const coverKey = (hash: string) => `articles/${hash}.webp`;

/**
 * Sets the cover and its alternative text, or only the text (`file` null, the article already
 * has a cover). The image goes through the listings' processing (type and size checks,
 * re-encoded to WebP, metadata dropped); its 1024 px variant is stored. Order, as for listings:
 * process in memory → write the file → one transaction with the audit entry; a failed
 * transaction deletes the file again, a replaced cover's file is deleted after the commit —
 * each only when no article uses it. Returns false when the article does not exist.
 */
export async function setArticleCover(
  app: App,
  log: FastifyBaseLogger,
  actorId: number,
  id: number,
  file: Pick<FormFile, 'path' | 'size' | 'field'> | null,
  alternativeText: string,
): Promise<boolean> {
  const current = await findTeamArticle(app.db, id);
  if (!current) return false;
  if (!file && !current.cover_url) throw validationError([{ path: ['cover'], message: 'Pasirinkite viršelio nuotrauką' }]);
  let image: ProcessedImage | null = null;
  if (file) {
    try {
      image = await processImage(file);
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) throw validationError([{ path: [file.field], message: error.message }]);
      throw error;
    }
  }
  const newKey = image ? coverKey(image.hash) : null;
  let wrote = false;
  try {
    if (image && newKey) {
      wrote = true;
      await app.storage.put(newKey, image.variants.gallery, 'image/webp');
    }
    const updated = await app.db.transaction().execute(async (trx: Transaction<Database>) => {
      const result = await trx
        .updateTable('articles')
        .set({ ...(newKey ? { cover_url: newKey } : {}), cover_alternative_text: alternativeText, updated_at: new Date() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await recordTeamAction(trx, { actorId, action: 'article.cover', target: { type: 'article', id }, details: { newFile: newKey !== null } });
      return true;
    });
    if (!updated) {
      if (newKey) await deleteUnusedCover(app, log, newKey);
      return false;
    }
  } catch (error) {
    if (wrote && newKey) await deleteUnusedCover(app, log, newKey);
    throw error;
  }
  const old = current.cover_url;
  if (newKey && old && old !== newKey && old.startsWith('articles/')) await deleteUnusedCover(app, log, old);
  return true;
}

/** Deletes a cover file no article uses. Never throws: an orphan costs disk, a failed answer a retried change. */
async function deleteUnusedCover(app: App, log: FastifyBaseLogger, key: string): Promise<void> {
  try {
    if (await coverInUse(app.db, key)) return;
    await app.storage.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'could not delete an article cover file');
  }
}
