import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { loadStorageConfig, type StorageConfig } from '../storage/storage-config';
import { formatProductionProblems, productionProblems } from './production-rules';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

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
  /**
   * Proxies whose X-Forwarded-For is believed (config/trust-proxy.ts): unset/false, a hop count,
   * or the proxies' addresses/CIDR ranges. Per-IP limits and logged addresses depend on it.
   */
  TRUST_PROXY: v.optional(v.string()),
  /** Browser origins allowed to call the API (comma separated). */
  CORS_ORIGINS: v.optional(v.string(), ''),
  /**
   * Longest a client may take to send a whole request (headers and body), and its headers alone:
   * a slow-loris client trickling bytes is cut off with a 408. 120 s lets the largest listing form
   * (11 images of 5 MB, 55 MB) arrive over a 4 Mbit/s uplink.
   */
  REQUEST_TIMEOUT_MS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(500), v.maxValue(600_000)), '120000'),
  HEADERS_TIMEOUT_MS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(500), v.maxValue(120_000)), '15000'),
  /** Images one account may upload per hour (listing create and edit together; issue 18, item 4). */
  UPLOAD_IMAGES_PER_HOUR: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(100_000)), '100'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /** Seed demo data (makes, articles, demo owners and cars) into an empty database at start. */
  SEED_DEMO: v.optional(v.picklist(['true', 'false']), 'true'),
  /** 32-byte key (hex or base64) for personal codes at rest; in development generated once into DATA_KEY_FILE. */
  DATA_KEY: v.optional(v.pipe(v.string(), v.minLength(32))),
  /**
   * Development only (no DATA_KEY): where the generated key is kept. Never inside DATA_DIR — a copy
   * of the data directory must not carry the key that opens it. Default: ~/.config/ratai/data-key.
   */
  DATA_KEY_FILE: v.optional(v.string()),
  /** Bank data provider (GoCardless Bank Account Data API v2); the local sandbox by default. */
  BANK_DATA_URL: v.optional(v.pipe(v.string(), v.url()), 'http://127.0.0.1:4010'),
  BANK_DATA_SECRET_ID: v.optional(v.string(), 'sandbox-secret-id'),
  BANK_DATA_SECRET_KEY: v.optional(v.string(), 'sandbox-secret-key'),
  /** reCAPTCHA v3 server secret; verification is skipped (with a log line) when unset. */
  RECAPTCHA_SECRET: v.optional(v.string()),
  /** The pair's site key (the web apps use it): the API only checks, in production, that both are set. */
  RECAPTCHA_SITE_KEY: v.optional(v.string()),
  /** Production serves /api/docs only with API_DOCS_PUBLIC=true (config/production-rules.ts). */
  API_DOCS_PUBLIC: v.optional(v.picklist(['true', 'false']), 'false'),
  /** Lets production start with localhost CORS origins: only to try the production build on one machine. */
  CORS_ALLOW_LOCALHOST: v.optional(v.picklist(['true', 'false']), 'false'),
  RECAPTCHA_VERIFY_URL: v.optional(v.pipe(v.string(), v.url()), 'https://www.google.com/recaptcha/api/siteverify'),
  /** SMTP server for lead e-mails (smtp://user:pass@host:port); an outbox table when unset. */
  SMTP_URL: v.optional(v.pipe(v.string(), v.url())),
  MAIL_FROM: v.optional(v.string(), 'Ratai <no-reply@ratai.lt>'),
  /** How often job workers poll their queue, in seconds (src/jobs/README.md). */
  JOB_POLL_SECONDS: v.optional(v.pipe(v.string(), v.toNumber(), v.minValue(0.5), v.maxValue(60)), '2'),
  /** First retry delay of an e-mail that failed to send, in seconds (doubles with each try). */
  MAIL_RETRY_DELAY_SECONDS: v.optional(v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(1), v.maxValue(3600)), '5'),
  /**
   * When the saved searches' alert runs (cron, Vilnius time; default daily 08:05). Staging and the
   * e2e suite set a shorter one ('* * * * *') to see an alert without waiting a day.
   */
  SAVED_SEARCH_ALERTS_CRON: v.optional(v.pipe(v.string(), v.regex(/^\S+( \S+){4}$/, 'five cron fields')), '5 8 * * *'),
  /** OpenID Connect social sign-in (Google in production); off unless all three are set. */
  OIDC_ISSUER: v.optional(v.pipe(v.string(), v.url())),
  OIDC_CLIENT_ID: v.optional(v.string()),
  OIDC_CLIENT_SECRET: v.optional(v.string()),
  /** Origins of the apps, for redirects back after the bank step and social sign-in. */
  MARKETPLACE_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:4200'),
  PORTAL_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:4300'),
  WIZARD_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:4400'),
  /** The team's back office (an internal subdomain in production): allowed by CORS with the others. */
  BACKOFFICE_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:4500'),
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
  /** Fastify's trustProxy: false, a hop count, or trusted proxy addresses/ranges. */
  trustProxy: TrustProxy;
  corsOrigins: string[];
  /** Whether /api/docs is served: always outside production, there only with API_DOCS_PUBLIC=true. */
  apiDocs: boolean;
  logLevel: string;
  /** REQUEST_TIMEOUT_MS / HEADERS_TIMEOUT_MS (Node's server.requestTimeout / headersTimeout). */
  timeouts: { requestMs: number; headersMs: number };
  seedDemo: boolean;
  /** Images one account may upload per hour (UPLOAD_IMAGES_PER_HOUR). */
  uploadImagesPerHour: number;
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
  jobs: { pollSeconds: number; mailRetryDelaySeconds: number; savedSearchAlertsCron: string };
  /** Null when social sign-in is not configured. */
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  urls: { marketplace: string; portal: string; wizard: string; backOffice: string };
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
  const urls = {
    marketplace: e.MARKETPLACE_URL.replace(/\/$/, ''),
    portal: e.PORTAL_URL.replace(/\/$/, ''),
    wizard: e.WIZARD_URL.replace(/\/$/, ''),
    backOffice: e.BACKOFFICE_URL.replace(/\/$/, ''),
  };
  const corsOrigins = e.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean);
  // Production refuses unsafe settings, every problem at once (config/production-rules.ts).
  const problems = production ? productionProblems(source, corsOrigins.length > 0 ? corsOrigins : Object.values(urls)) : [];
  if (problems.length > 0) throw new ConfigError(formatProductionProblems(problems));
  let trustProxy: TrustProxy;
  try {
    trustProxy = parseTrustProxy(e.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError(error instanceof Error ? error.message : String(error));
  }
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
    trustProxy,
    corsOrigins,
    apiDocs: !production || e.API_DOCS_PUBLIC === 'true',
    logLevel: e.LOG_LEVEL,
    // Node requires headersTimeout ≤ requestTimeout.
    timeouts: { requestMs: e.REQUEST_TIMEOUT_MS, headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS) },
    seedDemo: e.SEED_DEMO === 'true',
    uploadImagesPerHour: e.UPLOAD_IMAGES_PER_HOUR,
    uploadsDir: path.join(dataDir, 'uploads'),
    storage: loadStorageConfig(source),
    metricsToken: e.METRICS_TOKEN,
    dataKey: parseDataKey(e.DATA_KEY ?? devDataKey(dataDir, dataKeyFile(source, e.DATA_KEY_FILE))),
    bankData: { url: e.BANK_DATA_URL.replace(/\/$/, ''), secretId: e.BANK_DATA_SECRET_ID, secretKey: e.BANK_DATA_SECRET_KEY },
    recaptcha: { secret: e.RECAPTCHA_SECRET, verifyUrl: e.RECAPTCHA_VERIFY_URL },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jobs: { pollSeconds: e.JOB_POLL_SECONDS, mailRetryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS, savedSearchAlertsCron: e.SAVED_SEARCH_ALERTS_CRON },
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : null,
    urls,
  };
}

/** DATA_KEY as 32 bytes: 64 hex characters or base64/base64url of 32 bytes. */
function parseDataKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64url');
  if (key.length !== 32) throw new ConfigError('DATA_KEY must be 32 bytes (64 hex characters or base64)');
  return key;
}

/** DATA_KEY_FILE, or ~/.config/ratai/data-key (XDG_CONFIG_HOME respected): the user's, not the data directory's. */
export function dataKeyFile(source: NodeJS.ProcessEnv, configured: string | undefined): string {
  if (configured) return path.resolve(configured);
  const configHome = source['XDG_CONFIG_HOME'] || path.join(source['HOME'] || homedir(), '.config');
  return path.join(configHome, 'ratai', 'data-key');
}

/**
 * The development data key (personal codes at rest), kept apart from the database it opens
 * (issue 18, item 9): one per user account, in `keyFile`, 0600 in a 0700 directory. A key an
 * older version left inside DATA_DIR (`.data-key`) is moved there when the user has none yet, so
 * existing local data still decrypts; when the user already has another key, that data directory
 * keeps its own and a warning says how to end it.
 */
export function devDataKey(dataDir: string, keyFile: string): string {
  const inside = path.relative(dataDir, keyFile);
  if (!inside.startsWith('..') && !path.isAbsolute(inside)) {
    throw new ConfigError(`DATA_KEY_FILE (${keyFile}) is inside DATA_DIR (${dataDir}): keep the key apart from the data it opens`);
  }
  const legacy = path.join(dataDir, '.data-key');
  const legacyKey = existsSync(legacy) ? readFileSync(legacy, 'utf8').trim() : null;
  if (!existsSync(keyFile)) {
    mkdirSync(path.dirname(keyFile), { recursive: true, mode: 0o700 });
    const key = legacyKey ?? randomBytes(32).toString('base64url');
    try {
      // 'wx': several processes (test workers) may start at once; the first key written wins.
      writeFileSync(keyFile, key, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = readFileSync(keyFile, 'utf8').trim();
  if (legacyKey === null) return key;
  if (legacyKey === key) {
    unlinkSync(legacy);
    return key;
  }
  process.emitWarning(
    `${legacy} holds the data key of this data directory, beside its database; ${keyFile} holds another. ` +
      'Delete the data directory (local data only) or replace that key file with it.',
  );
  return legacyKey;
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
