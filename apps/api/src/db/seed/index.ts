import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env';
import type { FileStorage } from '../../storage/storage';
import type { Database } from '../schema';
import { seedArticles } from './articles';
import { ensureDemoOwners, seedDemoCars } from './demo';
import { renderArticleCover, renderCarImage, type ArticleCoverSpec, type CarImageRenderer } from './images';
import { seedArticleCategories, seedFeatures, seedMakesAndModels } from './reference-data';
import { ensureTeamUser } from './team';

export interface SeedContext {
  db: Kysely<Database>;
  storage: FileStorage;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** Draws demo car pictures; tests pass a tiny one so the suite stays fast. Default: renderCarImage. */
  renderCarImage?: CarImageRenderer;
  /** Draws article covers. Default: renderArticleCover. */
  renderArticleCover?: (spec: ArticleCoverSpec) => Promise<Buffer>;
}

export interface SeedSummary {
  articlesWritten: number;
  demoCars: number;
  demoImages: number;
  ms: number;
}

/**
 * Runs on every start (main.ts), after the migrations, and is idempotent: every insert skips
 * rows already there, and the slow parts (article covers, demo pictures) check first.
 * 1. the team account (always);
 * 2. reference data: makes and models, features, article categories and articles (always);
 * 3. demo owners and cars, only with SEED_DEMO=true and only while no demo owner has a car.
 */
export async function seedDatabase(ctx: SeedContext): Promise<SeedSummary> {
  const started = Date.now();
  const { db, storage, config, log } = ctx;

  const team = await ensureTeamUser(db, config.teamEmail, config.teamPassword);
  if (team.created) log.info({ email: config.teamEmail }, 'seed: team account created');

  await seedMakesAndModels(db);
  await seedFeatures(db);
  await seedArticleCategories(db);
  const articlesWritten = await seedArticles(db, storage, ctx.renderArticleCover ?? renderArticleCover);

  let demoCars = 0;
  let demoImages = 0;
  if (config.seedDemo) {
    const owners = await ensureDemoOwners(db);
    const demo = await seedDemoCars(db, storage, owners, team.id, { renderCarImage: ctx.renderCarImage ?? renderCarImage });
    demoCars = demo.cars;
    demoImages = demo.images;
  }

  const summary = { articlesWritten, demoCars, demoImages, ms: Date.now() - started };
  log.info(summary, 'seed: done');
  return summary;
}
