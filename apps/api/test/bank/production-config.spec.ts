import { ConfigError, loadConfig } from '../../src/config/env';
import { bankDataProductionProblem } from '../../src/modules/bank/production-config';

/** In production the bank data provider must be configured on purpose: no silent sandbox default. */

/** Every other production setting (config/production-rules.ts), so only the bank's line is left. */
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'j'.repeat(48),
  TEAM_PASSWORD: 'Komanda-Prod-2026!',
  DATA_KEY: 'ab'.repeat(32),
  DATA_DIR: '/tmp/ratai-production-config-test',
  SEED_DEMO: 'false',
  RECAPTCHA_SECRET: 'recaptcha-secret',
  RECAPTCHA_SITE_KEY: 'recaptcha-site-key',
  SMTP_URL: 'smtps://ratai:slaptas@smtp.example.lt:465',
  CORS_ORIGINS: 'https://ratai.lt',
};
const PROVIDER = {
  BANK_DATA_URL: 'https://bankaccountdata.gocardless.com',
  BANK_DATA_SECRET_ID: 'a1b2c3d4-real-id',
  BANK_DATA_SECRET_KEY: 'f'.repeat(64),
};

describe('bankDataProductionProblem', () => {
  it.each<[string, Record<string, string>, RegExp | null]>([
    ['all three set to the provider', PROVIDER, null],
    ['nothing set', {}, /^BANK_DATA_URL, BANK_DATA_SECRET_ID, BANK_DATA_SECRET_KEY are required in production/],
    ['the key missing', { ...PROVIDER, BANK_DATA_SECRET_KEY: ' ' }, /^BANK_DATA_SECRET_KEY is required in production/],
    ['the local sandbox', { ...PROVIDER, BANK_DATA_URL: 'http://127.0.0.1:4010' }, /https address in production/],
    ['plain http', { ...PROVIDER, BANK_DATA_URL: 'http://bankaccountdata.gocardless.com' }, /https address/],
    ['the sandbox secrets', { ...PROVIDER, BANK_DATA_SECRET_ID: 'sandbox-secret-id' }, /not the sandbox defaults/],
  ])('%s', (_case, env, problem) => {
    const answer = bankDataProductionProblem(env);
    if (problem === null) expect(answer).toBeNull();
    else expect(answer).toMatch(problem);
  });
});

describe('loadConfig', () => {
  it('refuses to boot in production without the provider, with one clear line', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(ConfigError);
    expect(() => loadConfig(PRODUCTION)).toThrow(/^BANK_DATA_URL, BANK_DATA_SECRET_ID, BANK_DATA_SECRET_KEY are required in production/);
  });

  it('boots in production with the provider configured', () => {
    expect(loadConfig({ ...PRODUCTION, ...PROVIDER }).bankData).toEqual({
      url: 'https://bankaccountdata.gocardless.com',
      secretId: PROVIDER.BANK_DATA_SECRET_ID,
      secretKey: PROVIDER.BANK_DATA_SECRET_KEY,
    });
  });

  it('keeps the sandbox default for development', () => {
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/ratai-production-config-test' }).bankData.url).toBe('http://127.0.0.1:4010');
  });
});
