/** Article categories: one tab each on /straipsniai (spec §2.19), in this order. */
export interface ArticleCategorySeed {
  slug: string;
  name: string;
}

export const ARTICLE_CATEGORIES: readonly ArticleCategorySeed[] = [
  { slug: 'patarimai-pirkejams', name: 'Patarimai pirkėjams' },
  { slug: 'finansavimas', name: 'Finansavimas' },
  { slug: 'pavezejams', name: 'Pavėžėjams' },
  { slug: 'naujienos', name: 'Naujienos' },
];
