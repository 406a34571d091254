import type { ArticleCategory } from '@ratai/domain';

/** The segment used for an article without a category (the API allows one; the seed has none). */
export const UNCATEGORISED = 'straipsnis';

/** The address of an article: /straipsniai/{categorySlug}/{articleSlug} (spec §2 names the first two levels). */
export function articlePath(article: { slug: string; category: Pick<ArticleCategory, 'slug'> | null }): string {
  return `/straipsniai/${article.category?.slug ?? UNCATEGORISED}/${article.slug}`;
}

/** The address of a list page: /straipsniai or /straipsniai/{categorySlug}, with ?page=n past the first. */
export function articlesListPath(categorySlug: string | undefined, page = 1): string {
  const base = categorySlug ? `/straipsniai/${categorySlug}` : '/straipsniai';
  return page > 1 ? `${base}?page=${page}` : base;
}
