import { randomBytes } from 'node:crypto';
import { ConfigError, loadConfig, type AppConfig } from '../../../apps/api/src/config/env';
import { log } from './common';

/**
 * The API's config for the benchmark: production settings (what a deployment runs), with fresh
 * secrets, logging silent, no demo seed. Should production grow a requirement we do not know of
 * yet, falls back to development settings with a warning rather than not running at all; the
 * report shows which one was used.
 */
export function benchConfig(dataDir: string, extra: Record<string, string> = {}): AppConfig {
  const env = {
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    TEAM_PASSWORD: randomBytes(12).toString('hex'),
    DATA_KEY: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1:3000',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // What production refuses to start without (apps/api/src/config/production-rules.ts); the
    // benchmark calls no provider, sends no e-mail and checks no reCAPTCHA token.
    BANK_DATA_URL: 'https://bankaccountdata.gocardless.com',
    BANK_DATA_SECRET_ID: randomBytes(16).toString('hex'),
    BANK_DATA_SECRET_KEY: randomBytes(32).toString('hex'),
    RECAPTCHA_SECRET: randomBytes(16).toString('hex'),
    RECAPTCHA_SITE_KEY: randomBytes(16).toString('hex'),
    SMTP_URL: 'smtp://127.0.0.1:1',
    CORS_ORIGINS: 'https://ratai.lt',
    ...extra,
  };
  try {
    return loadConfig({ ...env, NODE_ENV: 'production' });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log(`production config rejected (${error.message}); using NODE_ENV=development`);
    return loadConfig({ ...env, NODE_ENV: 'development' });
  }
}
