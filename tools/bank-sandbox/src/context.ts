import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findInstitution, type SandboxInstitution } from './institutions';
import { badRequest, ProviderError } from './provider-errors';
import type { LimitGroup, RateLimiter } from './rate-limits';
import type { SandboxState } from './state';

/** Options of buildSandbox (README "Options"). */
export interface SandboxOptions {
  /** Absolute URL the sandbox is reached at (for requisition links and logo URLs); the request's origin when unset. */
  publicUrl?: string;
  secretId?: string;
  secretKey?: string;
  /** Clock, replaced in tests to expire tokens, agreements and the daily read limit. */
  now?: () => Date;
  /** GoCardless: access tokens live 24 h, refresh tokens 30 days. */
  accessTtlSeconds?: number;
  refreshTtlSeconds?: number;
  /** The bank's successful reads per account and scope in 24 hours (4 at GoCardless). */
  dailyReadLimit?: number;
  /** Lower the general per-minute limits (tests); GENERAL_LIMITS in rate-limits.ts by default. */
  generalLimits?: Partial<Record<LimitGroup, number>>;
  /** Requisitions a month before 402 (the free tier allows 50); unlimited when unset. */
  monthlyRequisitionLimit?: number;
  /** Banks "under maintenance": creating agreements and requisitions for them answers 503. */
  institutionsDown?: readonly string[];
  logger?: boolean;
}

export const DEFAULTS = {
  secretId: 'sandbox-secret-id',
  secretKey: 'sandbox-secret-key',
  accessTtlSeconds: 24 * 3600,
  refreshTtlSeconds: 30 * 24 * 3600,
  dailyReadLimit: 4,
};

/** What every route group gets. */
export interface SandboxContext {
  app: FastifyInstance;
  state: SandboxState;
  options: SandboxOptions & typeof DEFAULTS;
  limiter: RateLimiter;
  /** Origin for links and logos: the configured public URL or the request's own. */
  origin(request: FastifyRequest): string;
}

export function requireInstitution(value: unknown): SandboxInstitution {
  const institution = typeof value === 'string' ? findInstitution(value) : undefined;
  if (!institution) {
    throw badRequest(`Unknown Institution ID ${String(value)}`, 'Get Institution IDs from /institutions/?country={$COUNTRY_CODE}', 'institution_id');
  }
  return institution;
}

/** 503 for a bank listed in `institutionsDown`, in the provider's words. */
export function requireOperational(context: SandboxContext, institution: SandboxInstitution): void {
  if (context.options.institutionsDown?.includes(institution.id)) {
    throw new ProviderError(
      503,
      `Institution ${institution.id} is not operational`,
      `Institution ${institution.id} is down or under maintenance. Try again later or contact support for more information.`,
    );
  }
}
