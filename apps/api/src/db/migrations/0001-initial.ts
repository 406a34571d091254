import { type Kysely, sql } from 'kysely';

/**
 * The enum values as they were when this migration was written, frozen here: a migration must keep
 * meaning what it meant, whatever @ratai/domain says later (a value added there gets its own migration).
 */
const AIR_CONDITIONING_TYPES = ['airConditioning', 'climateControl', 'none'];
const BODY_TYPES = ['sedan', 'hatchback', 'suv', 'crossover', 'coupe', 'convertible', 'stationWagon', 'minivan', 'pickup', 'van', 'sportCar'];
const DOOR_COUNTS = ['twoThree', 'fourFive'];
const DRIVETRAINS = ['front', 'rear', 'awd'];
const FUEL_TYPES = ['petrol', 'diesel', 'petrolGas', 'hybrid', 'hybridGas', 'hybridDiesel', 'plugIn', 'electric'];
const GEARBOXES = ['manual', 'automatic'];
const PROFILE_TYPES = ['personal', 'company'];
const REVIEW_STATUSES = ['pending', 'approved', 'rejected'];
const VISIBILITIES = ['visible', 'hidden'];

/** SQL CHECK that a text column holds one of the domain enum values. */
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`check (${column} in (${values.map((x) => `'${x}'`).join(', ')}))`);

// Migrations take Kysely<unknown>: they must not depend on today's table types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('profile_type', 'text', (c) => c.check(sql`profile_type is null or profile_type in (${sql.raw(PROFILE_TYPES.map((x) => `'${x}'`).join(', '))})`))
    // Tokens issued before this instant are refused (set on password change): sign-out everywhere.
    .addColumn('sessions_valid_after', 'timestamptz', (c) => c.notNull().defaultTo(sql`'epoch'::timestamptz`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();

  for (const table of ['company_profiles', 'personal_profiles'] as const) {
    let builder = db.schema
      .createTable(table)
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull());
    builder =
      table === 'company_profiles'
        ? builder.addColumn('company_code', 'text', (c) => c.notNull())
        : builder
            .addColumn('surname', 'text', (c) => c.notNull())
            .addColumn('individual_activity_certificate', 'text', (c) => c.notNull());
    await builder
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('vat_number', 'text')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('terms_of_service', 'boolean', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  }

  await db.schema
    .createTable('car_makes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('car_models')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('make_id', 'integer', (c) => c.notNull().references('car_makes.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addUniqueConstraint('car_models_make_slug_uq', ['make_id', 'slug'])
    .execute();

  await db.schema
    .createTable('car_feature_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('car_features')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('car_feature_categories.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('car_features_category_name_uq', ['category_id', 'name'])
    .execute();

  await db.schema
    .createTable('car_advertisements')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('visibility', 'text', (c) => c.notNull().defaultTo('visible').modifyEnd(oneOf('visibility', VISIBILITIES)))
    .addColumn('review_status', 'text', (c) => c.notNull().defaultTo('pending').modifyEnd(oneOf('review_status', REVIEW_STATUSES)))
    .addColumn('rejection_reason', 'text')
    .addColumn('make_id', 'integer', (c) => c.notNull().references('car_makes.id'))
    .addColumn('model_id', 'integer', (c) => c.notNull().references('car_models.id'))
    .addColumn('vin_code', 'text', (c) => c.notNull())
    .addColumn('production_year', 'integer', (c) => c.notNull())
    .addColumn('body_type', 'text', (c) => c.notNull().modifyEnd(oneOf('body_type', BODY_TYPES)))
    .addColumn('fuel_type', 'text', (c) => c.notNull().modifyEnd(oneOf('fuel_type', FUEL_TYPES)))
    .addColumn('gearbox', 'text', (c) => c.notNull().modifyEnd(oneOf('gearbox', GEARBOXES)))
    .addColumn('door_count', 'text', (c) => c.notNull().modifyEnd(oneOf('door_count', DOOR_COUNTS)))
    .addColumn('engine_displacement', 'integer', (c) => c.notNull())
    .addColumn('engine_power', 'integer', (c) => c.notNull())
    .addColumn('number_of_seats', 'integer', (c) => c.notNull())
    .addColumn('drivetrain', 'text', (c) => c.notNull().modifyEnd(oneOf('drivetrain', DRIVETRAINS)))
    .addColumn('inspection_year', 'integer', (c) => c.notNull())
    .addColumn('inspection_month', 'integer', (c) => c.notNull())
    .addColumn('rim_size', 'integer', (c) => c.notNull())
    .addColumn('air_conditioning', 'text', (c) => c.notNull().modifyEnd(oneOf('air_conditioning', AIR_CONDITIONING_TYPES)))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('average_fuel_consumption', sql`numeric(4,1)`, (c) => c.notNull())
    .addColumn('odometer', 'integer', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('is_for_taxi', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('from_price_per_month', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  // Public search reads only approved + visible rows: partial indexes keep them small.
  await sql`create index car_ads_public_newest_idx on car_advertisements (created_at desc, id desc) where review_status = 'approved' and visibility = 'visible'`.execute(db);
  await sql`create index car_ads_public_price_idx on car_advertisements (price, id) where review_status = 'approved' and visibility = 'visible'`.execute(db);
  await sql`create index car_ads_public_make_model_idx on car_advertisements (make_id, model_id, price) where review_status = 'approved' and visibility = 'visible'`.execute(db);
  await sql`create index car_ads_public_year_idx on car_advertisements (production_year desc, id desc) where review_status = 'approved' and visibility = 'visible'`.execute(db);
  await sql`create index car_ads_public_odometer_idx on car_advertisements (odometer, id) where review_status = 'approved' and visibility = 'visible'`.execute(db);
  await db.schema.createIndex('car_ads_owner_idx').on('car_advertisements').column('owner_id').execute();
  await db.schema.createIndex('car_ads_review_idx').on('car_advertisements').columns(['review_status', 'created_at']).execute();

  await db.schema
    .createTable('car_advertisement_features')
    .addColumn('car_advertisement_id', 'integer', (c) => c.notNull().references('car_advertisements.id').onDelete('cascade'))
    .addColumn('feature_id', 'integer', (c) => c.notNull().references('car_features.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('car_advertisement_features_pk', ['car_advertisement_id', 'feature_id'])
    .execute();

  await db.schema
    .createTable('car_images')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('car_advertisement_id', 'integer', (c) => c.notNull().references('car_advertisements.id').onDelete('cascade'))
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('ext', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('is_cover', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('car_images_ad_idx').on('car_images').columns(['car_advertisement_id', 'position']).execute();

  await db.schema
    .createTable('article_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('articles')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('content_markdown', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('article_categories.id'))
    .addColumn('cover_url', 'text')
    .addColumn('cover_alternative_text', 'text')
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('articles_category_idx').on('articles').columns(['category_id', 'published_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'articles',
    'article_categories',
    'car_images',
    'car_advertisement_features',
    'car_advertisements',
    'car_features',
    'car_feature_categories',
    'car_models',
    'car_makes',
    'personal_profiles',
    'company_profiles',
    'user_roles',
    'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
