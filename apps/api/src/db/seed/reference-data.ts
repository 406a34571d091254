import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { ARTICLE_CATEGORIES } from './data/article-categories';
import { FEATURE_CATEGORIES } from './data/features';
import { CAR_MAKES } from './data/makes';
import { slugify } from './slug';

/**
 * Reference data every installation needs: makes and models, feature categories and features,
 * article categories. Each table is written in one statement that skips rows already there
 * (on conflict do nothing), so a start with nothing new costs a handful of queries, and entries
 * added to the lists later are added on the next start.
 */
type Db = Kysely<Database>;

export async function seedMakesAndModels(db: Db): Promise<void> {
  await db
    .insertInto('car_makes')
    .values(CAR_MAKES.map((make) => ({ name: make.name, slug: make.slug })))
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
  const makes = await db.selectFrom('car_makes').select(['id', 'slug']).execute();
  const makeIds = new Map(makes.map((m) => [m.slug, m.id]));
  const models = CAR_MAKES.flatMap((make) => {
    const makeId = makeIds.get(make.slug);
    if (makeId === undefined) throw new Error(`Make ${make.slug} was not seeded`);
    return make.models.map((name) => ({ make_id: makeId, name, slug: slugify(name) }));
  });
  await db
    .insertInto('car_models')
    .values(models)
    .onConflict((oc) => oc.columns(['make_id', 'slug']).doNothing())
    .execute();
}

export async function seedFeatures(db: Db): Promise<void> {
  await db
    .insertInto('car_feature_categories')
    .values(FEATURE_CATEGORIES.map((category, position) => ({ name: category.name, position })))
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const categories = await db.selectFrom('car_feature_categories').select(['id', 'name']).execute();
  const categoryIds = new Map(categories.map((c) => [c.name, c.id]));
  const features = FEATURE_CATEGORIES.flatMap((category) => {
    const categoryId = categoryIds.get(category.name);
    if (categoryId === undefined) throw new Error(`Feature category ${category.name} was not seeded`);
    return category.features.map((name, position) => ({ category_id: categoryId, name, position }));
  });
  await db
    .insertInto('car_features')
    .values(features)
    .onConflict((oc) => oc.columns(['category_id', 'name']).doNothing())
    .execute();
}

export async function seedArticleCategories(db: Db): Promise<void> {
  await db
    .insertInto('article_categories')
    .values(ARTICLE_CATEGORIES.map((category, position) => ({ ...category, position })))
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute();
}
