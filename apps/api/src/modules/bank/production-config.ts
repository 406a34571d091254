/**
 * In production the bank data provider must be configured on purpose: the API's defaults point
 * at the local sandbox with its well-known secrets, and silently "working" against a sandbox would
 * score real applicants on synthetic statements. Called by config/env.ts at boot.
 */
const SANDBOX_SECRETS = new Set(['sandbox-secret-id', 'sandbox-secret-key']);

/** A one-line reason the production bank configuration is unusable, or null when it is fine. */
export function bankDataProductionProblem(source: Record<string, string | undefined>): string | null {
  const url = source['BANK_DATA_URL']?.trim();
  const id = source['BANK_DATA_SECRET_ID']?.trim();
  const key = source['BANK_DATA_SECRET_KEY']?.trim();
  const missing = [!url && 'BANK_DATA_URL', !id && 'BANK_DATA_SECRET_ID', !key && 'BANK_DATA_SECRET_KEY'].filter(Boolean);
  if (missing.length > 0) {
    return `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} required in production (GoCardless Bank Account Data, e.g. BANK_DATA_URL=https://bankaccountdata.gocardless.com; the sandbox defaults are for development only)`;
  }
  let parsed: URL | null = null;
  try {
    parsed = new URL(url as string);
  } catch {
    parsed = null;
  }
  if (!parsed || parsed.protocol !== 'https:' || /^(localhost|127\.|\[::1\]|0\.0\.0\.0)/.test(parsed.hostname)) {
    return 'BANK_DATA_URL must be the provider\'s https address in production (e.g. https://bankaccountdata.gocardless.com), not the local sandbox';
  }
  if (SANDBOX_SECRETS.has(id as string) || SANDBOX_SECRETS.has(key as string)) {
    return 'BANK_DATA_SECRET_ID and BANK_DATA_SECRET_KEY must be the secrets from the GoCardless portal in production, not the sandbox defaults';
  }
  return null;
}
