import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config/env';
import { buildTestApp } from '../helpers/build-test-app';
import { workspaceRoot } from '../mail/api-process';

/**
 * Issue 18, "Production refuses unsafe settings": NODE_ENV=production does not start with the
 * development defaults that would be unsafe with real data — one English / Lithuanian line per
 * problem, all of them at once — and serves /api/docs only with API_DOCS_PUBLIC=true.
 * Development (`npm start`) keeps every default.
 */

const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'ratai-production-rules-'));

/** A production environment that may start: every rule below breaks exactly one thing of it. */
export const SAFE_PRODUCTION: Record<string, string> = {
  NODE_ENV: 'production',
  DATA_DIR,
  JWT_SECRET: 'j'.repeat(48),
  DATA_KEY: 'ab'.repeat(32),
  TEAM_PASSWORD: 'Komanda-Prod-2026!',
  SEED_DEMO: 'false',
  BANK_DATA_URL: 'https://bankaccountdata.gocardless.com',
  BANK_DATA_SECRET_ID: 'a1b2c3d4-real-id',
  BANK_DATA_SECRET_KEY: 'f'.repeat(64),
  RECAPTCHA_SECRET: 'recaptcha-secret-of-the-pair',
  RECAPTCHA_SITE_KEY: 'recaptcha-site-key-of-the-pair',
  SMTP_URL: 'smtps://ratai:slaptas@smtp.example.lt:465',
  CORS_ORIGINS: 'https://ratai.lt,https://portalas.ratai.lt,https://paraiska.ratai.lt,https://komanda.ratai.lt',
};

/** The lines loadConfig refuses `env` with (none when it starts). */
function refusal(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env as NodeJS.ProcessEnv);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.message.split('\n');
  }
}

const without = (name: string) => {
  const env = { ...SAFE_PRODUCTION };
  delete env[name];
  return env;
};

it('starts with every setting production needs', () => {
  expect(refusal(SAFE_PRODUCTION)).toEqual([]);
});

describe.each<[string, Record<string, string | undefined>, RegExp, RegExp]>([
  ['the sandbox bank URL', { ...SAFE_PRODUCTION, BANK_DATA_URL: 'http://127.0.0.1:4010' }, /BANK_DATA_URL must be the provider's https address/, /Banko duomenų teikėjas/],
  ['the sandbox bank secrets', { ...SAFE_PRODUCTION, BANK_DATA_SECRET_ID: 'sandbox-secret-id', BANK_DATA_SECRET_KEY: 'sandbox-secret-key' }, /not the sandbox defaults/, /ne bandomosios aplinkos/],
  ['no bank settings (the sandbox defaults)', without('BANK_DATA_URL'), /BANK_DATA_URL is required in production/, /Banko duomenų teikėjas/],
  ['SEED_DEMO left at its default', without('SEED_DEMO'), /SEED_DEMO must be false in production/, /SEED_DEMO turi būti false/],
  ['SEED_DEMO=true', { ...SAFE_PRODUCTION, SEED_DEMO: 'true' }, /public demo accounts/, /viešas paskyras/],
  ['no reCAPTCHA keys', { ...without('RECAPTCHA_SECRET'), RECAPTCHA_SITE_KEY: undefined }, /RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY are required/, /privalomi/],
  ['only the reCAPTCHA secret', without('RECAPTCHA_SITE_KEY'), /only one reCAPTCHA key is set: RECAPTCHA_SITE_KEY is missing/, /trūksta RECAPTCHA_SITE_KEY/],
  ['only the reCAPTCHA site key', without('RECAPTCHA_SECRET'), /only one reCAPTCHA key is set: RECAPTCHA_SECRET is missing/, /trūksta RECAPTCHA_SECRET/],
  [
    "Google's reCAPTCHA test keys",
    { ...SAFE_PRODUCTION, RECAPTCHA_SITE_KEY: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI', RECAPTCHA_SECRET: '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe' },
    /Google's test keys/,
    /bandomieji/,
  ],
  ['no SMTP', without('SMTP_URL'), /SMTP_URL is required in production/, /SMTP_URL privalomas/],
  ['localhost in CORS_ORIGINS', { ...SAFE_PRODUCTION, CORS_ORIGINS: 'https://ratai.lt,http://localhost:4200' }, /CORS_ORIGINS must not contain localhost in production: http:\/\/localhost:4200/, /negali būti localhost/],
  ['127.0.0.1 in CORS_ORIGINS', { ...SAFE_PRODUCTION, CORS_ORIGINS: 'http://127.0.0.1:4400' }, /must not contain localhost/, /localhost/],
  ['no CORS_ORIGINS and the apps\' localhost defaults', without('CORS_ORIGINS'), /must not contain localhost in production: http:\/\/localhost:4200, http:\/\/localhost:4300/, /localhost/],
  ['no JWT_SECRET', without('JWT_SECRET'), /^JWT_SECRET is required in production/, /JWT_SECRET privalomas/],
  ['no DATA_KEY', without('DATA_KEY'), /^DATA_KEY is required in production/, /DATA_KEY privalomas/],
  ['no TEAM_PASSWORD', without('TEAM_PASSWORD'), /^TEAM_PASSWORD is required in production/, /TEAM_PASSWORD privalomas/],
])('refuses %s', (_name, env, english, lithuanian) => {
  it('with one line naming it, in English and Lithuanian', () => {
    const lines = refusal(env);
    expect(lines).toHaveLength(1);
    const [en, lt] = (lines[0] ?? '').split(' / ');
    expect(en).toMatch(english);
    expect(lt).toMatch(lithuanian);
  });
});

it('lets a local try of the production build use localhost origins only when told so', () => {
  const local = { ...SAFE_PRODUCTION, CORS_ORIGINS: 'http://localhost:4200' };
  expect(refusal(local)).toHaveLength(1);
  expect(refusal({ ...local, CORS_ALLOW_LOCALHOST: 'true' })).toEqual([]);
});

it('lists every problem at once, one line each', () => {
  const lines = refusal({ NODE_ENV: 'production', DATA_DIR });
  expect(lines.map((line) => line.split(' ')[0])).toEqual([
    'JWT_SECRET',
    'DATA_KEY',
    'TEAM_PASSWORD',
    'BANK_DATA_URL,',
    'SEED_DEMO',
    'RECAPTCHA_SECRET',
    'SMTP_URL',
    'CORS_ORIGINS',
  ]);
  for (const line of lines) expect(line).toMatch(/^[^\n]+ \/ [^\n]+$/);
});

it('leaves development alone: npm start needs none of these settings', () => {
  const config = loadConfig({ NODE_ENV: 'development', DATA_DIR });
  expect(config.seedDemo).toBe(true);
  expect(config.bankData.url).toBe('http://127.0.0.1:4010');
  expect(config.apiDocs).toBe(true);
});

describe('/api/docs', () => {
  // A whole app on a fresh database: slow on a loaded machine.
  jest.setTimeout(180_000);
  it.each<[string, Record<string, string>, number]>([
    ['production', {}, 404],
    ['production with API_DOCS_PUBLIC=true', { API_DOCS_PUBLIC: 'true' }, 200],
  ])('%s → %s', async (_name, extra, status) => {
    const { NODE_ENV, JWT_SECRET, DATA_KEY, TEAM_PASSWORD, SEED_DEMO, BANK_DATA_URL, BANK_DATA_SECRET_ID, BANK_DATA_SECRET_KEY, RECAPTCHA_SECRET, RECAPTCHA_SITE_KEY, SMTP_URL, CORS_ORIGINS } =
      SAFE_PRODUCTION as Record<string, string>;
    const t = await buildTestApp({
      NODE_ENV,
      JWT_SECRET,
      DATA_KEY,
      TEAM_PASSWORD,
      SEED_DEMO,
      BANK_DATA_URL,
      BANK_DATA_SECRET_ID,
      BANK_DATA_SECRET_KEY,
      RECAPTCHA_SECRET,
      RECAPTCHA_SITE_KEY,
      SMTP_URL,
      CORS_ORIGINS,
      ...extra,
    });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/swagger-ui.css']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(`${url} ${res.statusCode}`).toBe(`${url} ${status}`);
      }
    } finally {
      await t.close();
    }
  });
});

it('the real process prints the lines and exits 1 before touching the data directory', () => {
  const dataDir = path.join(DATA_DIR, 'refused');
  const result = spawnSync(process.execPath, [path.join(workspaceRoot, 'node_modules/tsx/dist/cli.mjs'), '--tsconfig', 'tsconfig.base.json', 'apps/api/src/main.ts'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
    env: { PATH: process.env['PATH'], HOME: process.env['HOME'], NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', JWT_SECRET: randomBytes(32).toString('hex') },
    timeout: 90_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('Ratai API refuses to start / Ratai API nepaleidžiama:');
  expect(result.stderr).toContain('SMTP_URL is required in production');
  expect(result.stderr).toContain('SEED_DEMO turi būti false');
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(existsSync(dataDir)).toBe(false);
}, 120_000);
