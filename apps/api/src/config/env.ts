import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { bankDataProductionProblem } from '../modules/bank/production-config';
import { loadStorageConfig, type StorageConfig } from '../storage/storage-config';

/**
 * Environment of the API, validated at boot so a typo fails fast instead of at the first request.
 * Every variable has a local default that lets one machine run the whole product.
 */
const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(65535)), '3000'),
  HOST: v.optional(v.string(), '127.0.0.1'),
  /** PostgreSQL connection string; without it the embedded PGlite under DATA_DIR is used. */
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  DATA_DIR: v.optional(v.string(), './data'),
  /** Secret for HS256 tokens; in development generated once and kept in DATA_DIR. */
  JWT_SECRET: v.optional(v.pipe(v.string(), v.minLength(32))),
  JWT_EXPIRES_IN: v.optional(v.string(), '7d'),
  /** Absolute base URL the API is reached at, used to build image URLs. */
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  TEAM_EMAIL: v.optional(v.pipe(v.string(), v.email()), 'komanda@ratai.lt'),
  TEAM_PASSWORD: v.optional(v.pipe(v.string(), v.minLength(8)), 'Komanda2026!'),
  /** Rate limits are shared through Redis when set (several API instances), in memory otherwise. */
  REDIS_URL: v.optional(v.pipe(v.string(), v.url())),
  /** Browser origins allowed to call the API (comma separated). */
  CORS_ORIGINS: v.optional(v.string(), ''),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Seed demo data (makes, articles, demo owners and cars) into an empty database at start. */
  SEED_DEMO: v.optional(v.picklist(['true', 'false']), 'true'),
  /** 32-byte key (hex or base64) for personal codes at rest; in development generated once into DATA_DIR. */
  DATA_KEY: v.optional(v.pipe(v.string(), v.minLength(32))),
  /** Bank data provider (GoCardless Bank Account Data API v2); the local sandbox by default. */
  BANK_DATA_URL: v.optional(v.pipe(v.string(), v.url()), 'http://127.0.0.1:4010'),
  BANK_DATA_SECRET_ID: v.optional(v.string(), 'sandbox-secret-id'),
  BANK_DATA_SECRET_KEY: v.optional(v.string(), 'sandbox-secret-key'),
  /** reCAPTCHA v3 server secret; verification is skipped (with a log line) when unset. */
  RECAPTCHA_SECRET: v.optional(v.string()),
  RECAPTCHA_VERIFY_URL: v.optional(v.pipe(v.string(), v.url()), 'https://www.google.com/recaptcha/api/siteverify'),
  /** SMTP server for lead e-mails (smtp://user:pass@host:port); an outbox table when unset. */
  SMTP_URL: v.optional(v.pipe(v.string(), v.url())),
  MAIL_FROM: v.optional(v.string(), 'Ratai <no-reply@ratai.lt>'),
  /** OpenID Connect social sign-in (Google in production); off unless all three are set. */
  OIDC_ISSUER: v.optional(v.pipe(v.string(), v.url())),
  OIDC_CLIENT_ID: v.optional(v.string()),
  OIDC_CLIENT_SECRET: v.optional(v.string()),
  /** Origins of the apps, for redirects back after the bank step and social sign-in. */
  MARKETPLACE_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:4200'),
  PORTAL_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:4300'),
  WIZARD_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:4400'),
  /** Bearer token Prometheus sends to read /api/metrics (plugins/metrics.ts); without it production serves no metrics. */
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(32))),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  publicUrl: string;
  teamEmail: string;
  teamPassword: string;
  redisUrl: string | undefined;
  corsOrigins: string[];
  logLevel: string;
  seedDemo: boolean;
  /** Where uploaded images are stored (disk storage). */
  uploadsDir: string;
  /** Disk or an S3-compatible bucket (STORAGE, S3_*, PUBLIC_IMAGE_BASE_URL: storage/storage-config.ts). */
  storage: StorageConfig;
  metricsToken: string | undefined;
  /** 32 bytes for AES-256-GCM of personal codes (and the HMAC key derived from it). */
  dataKey: Buffer;
  bankData: { url: string; secretId: string; secretKey: string };
  recaptcha: { secret: string | undefined; verifyUrl: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Null when social sign-in is not configured. */
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  urls: { marketplace: string; portal: string; wizard: string };
}

export class ConfigError extends Error {}

/** Reads and validates the environment. Throws ConfigError with every problem listed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = v.safeParse(EnvSchema, pickDefined(source));
  if (!result.success) {
    const problems = result.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const e = result.output;
  const dataDir = path.resolve(e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  if (production && !e.JWT_SECRET) throw new ConfigError('JWT_SECRET is required in production');
  if (production && !source['TEAM_PASSWORD']) throw new ConfigError('TEAM_PASSWORD is required in production');
  if (production && !e.DATA_KEY) throw new ConfigError('DATA_KEY is required in production');
  const bankProblem = production ? bankDataProductionProblem(source) : null;
  if (bankProblem) throw new ConfigError(bankProblem);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET ?? devSecret(dataDir, 'jwt-secret'),
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    teamEmail: e.TEAM_EMAIL,
    teamPassword: e.TEAM_PASSWORD,
    redisUrl: e.REDIS_URL,
    corsOrigins: e.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'true',
    uploadsDir: path.join(dataDir, 'uploads'),
    storage: loadStorageConfig(source),
    metricsToken: e.METRICS_TOKEN,
    dataKey: parseDataKey(e.DATA_KEY ?? devSecret(dataDir, 'data-key', 32)),
    bankData: { url: e.BANK_DATA_URL.replace(/\/$/, ''), secretId: e.BANK_DATA_SECRET_ID, secretKey: e.BANK_DATA_SECRET_KEY },
    recaptcha: { secret: e.RECAPTCHA_SECRET, verifyUrl: e.RECAPTCHA_VERIFY_URL },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : null,
    urls: {
      marketplace: e.MARKETPLACE_URL.replace(/\/$/, ''),
      portal: e.PORTAL_URL.replace(/\/$/, ''),
      wizard: e.WIZARD_URL.replace(/\/$/, ''),
    },
  };
}

/** DATA_KEY as 32 bytes: 64 hex characters or base64/base64url of 32 bytes. */
function parseDataKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64url');
  if (key.length !== 32) throw new ConfigError('DATA_KEY must be 32 bytes (64 hex characters or base64)');
  return key;
}

/** A random secret generated once per data directory, so development tokens survive restarts. */
export function devSecret(dataDir: string, name: string, bytes = 48): string {
  const file = path.join(dataDir, `.${name}`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function pickDefined(source: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(source)) if (val !== undefined && val !== '') out[k] = val;
  return out;
}
