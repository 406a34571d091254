import type { FastifyInstance, FastifyReply } from 'fastify';
import { ProviderError } from './provider-errors';

/**
 * GoCardless's two kinds of limit, with its header names:
 *
 * - **General**, per endpoint group and company, per minute (token/new: per hour), on every
 *   response as HTTP_X_RATELIMIT_LIMIT / _REMAINING / _RESET (seconds left in the window). Over it:
 *   429 `{ summary: 'Rate limit exceeded', detail: 'The rate limit for this resource is 100/minute.
 *   Please try again in N seconds', status_code: 429 }`. Failed requests count too.
 * - **The bank's**, per account and scope (details, balances, transactions): 4 successful reads per
 *   24 hours, on account data responses as HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_LIMIT / _REMAINING /
 *   _RESET. Over it: 429 `{ summary: "Couldn't update transactions", detail: 'Daily request limit
 *   set by the Institution has been exceeded.', type: 'RateLimitError' }` — without `status_code`,
 *   as the provider's help centre shows it. Only successful reads count. The window starts at the
 *   first counted read and lasts 24 hours (GoCardless: "four API requests per 24 hours").
 */

export type LimitGroup =
  | 'accounts'
  | 'institutions'
  | 'create'
  | 'read'
  | 'delete'
  | 'token_new'
  | 'token_refresh';

/** The published limits (GoCardless help centre, "Bank Account Data API Rate Limits"). */
export const GENERAL_LIMITS: Record<LimitGroup, { limit: number; windowSeconds: number; label: string }> = {
  accounts: { limit: 100, windowSeconds: 60, label: 'minute' },
  institutions: { limit: 300, windowSeconds: 60, label: 'minute' },
  create: { limit: 100, windowSeconds: 60, label: 'minute' },
  read: { limit: 300, windowSeconds: 60, label: 'minute' },
  delete: { limit: 100, windowSeconds: 60, label: 'minute' },
  token_new: { limit: 100, windowSeconds: 3600, label: 'hour' },
  token_refresh: { limit: 100, windowSeconds: 60, label: 'minute' },
};

export function limitGroup(method: string, path: string): LimitGroup | null {
  if (!path.startsWith('/api/v2/')) return null;
  if (path === '/api/v2/token/new/') return 'token_new';
  if (path === '/api/v2/token/refresh/') return 'token_refresh';
  if (path.startsWith('/api/v2/accounts/')) return 'accounts';
  if (path.startsWith('/api/v2/institutions/')) return 'institutions';
  if (method === 'DELETE') return 'delete';
  if (method === 'POST' || method === 'PUT') return 'create';
  return 'read';
}

export type AccountScope = 'details' | 'balances' | 'transactions';

export interface RateLimiter {
  /** Counts the account read if `success` and answers the daily headers; throws 429 when none is left. */
  checkAccountRead(accountId: string, scope: AccountScope, reply: FastifyReply): void;
}

export function registerRateLimits(
  app: FastifyInstance,
  now: () => Date,
  options: { generalLimits?: Partial<Record<LimitGroup, number>>; dailyReadLimit: number },
): RateLimiter {
  const windows = new Map<LimitGroup, { start: number; used: number }>();
  const reads = new Map<string, { start: number; used: number }>();

  app.addHook('onRequest', async (request, reply) => {
    const group = limitGroup(request.method, request.url.split('?')[0]);
    if (!group) return;
    const { windowSeconds, label } = GENERAL_LIMITS[group];
    const limit = options.generalLimits?.[group] ?? GENERAL_LIMITS[group].limit;
    const at = now().getTime();
    let window = windows.get(group);
    if (!window || at - window.start >= windowSeconds * 1000) {
      window = { start: at, used: 0 };
      windows.set(group, window);
    }
    const reset = String(Math.max(1, Math.ceil((window.start + windowSeconds * 1000 - at) / 1000)));
    if (window.used >= limit) {
      const headers = { HTTP_X_RATELIMIT_LIMIT: String(limit), HTTP_X_RATELIMIT_REMAINING: '0', HTTP_X_RATELIMIT_RESET: reset };
      throw new ProviderError(429, 'Rate limit exceeded', `The rate limit for this resource is ${limit}/${label}. Please try again in ${reset} seconds`, {
        headers,
      });
    }
    window.used += 1;
    reply.headers({ HTTP_X_RATELIMIT_LIMIT: String(limit), HTTP_X_RATELIMIT_REMAINING: String(limit - window.used), HTTP_X_RATELIMIT_RESET: reset });
  });

  return {
    checkAccountRead(accountId, scope, reply) {
      const at = now().getTime();
      const key = `${accountId}:${scope}`;
      let window = reads.get(key);
      if (!window || at - window.start >= 86_400_000) {
        window = { start: at, used: 0 };
        reads.set(key, window);
      }
      const limit = options.dailyReadLimit;
      const reset = String(Math.max(1, Math.ceil((window.start + 86_400_000 - at) / 1000)));
      if (window.used >= limit) {
        const what = scope === 'details' ? 'account details' : scope;
        throw new ProviderError(429, `Couldn't update ${what}`, 'Daily request limit set by the Institution has been exceeded.', {
          type: 'RateLimitError',
          withoutStatusCode: true,
          headers: {
            HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_LIMIT: String(limit),
            HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_REMAINING: '0',
            HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_RESET: reset,
          },
        });
      }
      window.used += 1;
      reply.headers({
        HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_LIMIT: String(limit),
        HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_REMAINING: String(limit - window.used),
        HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_RESET: reset,
      });
    },
  };
}
