import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../http/errors';

/**
 * Brute-force limits of the accounts module. Fixed windows: simple, and an attacker gains at most
 * one extra window's worth at a boundary. Memory, or Redis when several API instances run.
 *
 * The attempts per IP (loginPerIp, registerPerIp) are plain request limits: @fastify/rate-limit
 * counts them (plugins/external/rate-limit.ts; the hooks are made in auth.routes.ts). The password lock
 * below counts only wrong passwords and a right one clears its pair, which that library cannot
 * express: it is a domain rule on app.rateLimits (plugins/rate-limit.ts, the same Redis).
 *
 * The password lock has two factors (issue 18, item 11; apps/api/README.md "Login lock"):
 * - per **account + client IP** pair: 5 wrong passwords lock that pair (429) for the rest of the
 *   window. An attacker who knows an e-mail locks only themselves: the owner still signs in from
 *   their own address.
 * - per **account** (all addresses together): past a ceiling of wrong passwords every attempt on
 *   the account waits before its password is checked, longer the more failures — it slows an
 *   attacker spread over many addresses, and never locks the owner out.
 */
export const LIMITS = {
  /** Wrong passwords per account + IP pair before that pair is locked for the rest of the window. */
  pairFailures: { max: 5, windowMs: 15 * 60_000 },
  /** Wrong passwords per account (all IPs) after which every attempt on it is slowed down. */
  accountSlowdown: { after: 10, windowMs: 15 * 60_000, stepMs: 1_000, maxMs: 10_000 },
  /** Login attempts (right or wrong) per client IP: caps spraying one password over many e-mails. */
  loginPerIp: { max: 20, windowMs: 15 * 60_000 },
  /** Registrations per client IP: registration reveals whether an e-mail exists, so it is slowed too. */
  registerPerIp: { max: 10, windowMs: 60 * 60_000 },
} as const;

/** E-mails are hashed in keys so the counter store (possibly a shared Redis) holds no addresses. */
const emailHash = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);
const accountKey = (email: string) => `auth:fail:${emailHash(email)}`;
const pairKey = (email: string, ip: string) => `auth:fail:${emailHash(email)}:${ip}`;

/**
 * How long an attempt on an account with `failures` wrong passwords in the window waits: nothing
 * up to the ceiling, then one step more per failure past it, at most `maxMs`.
 */
export function accountDelayMs(failures: number): number {
  const { after, stepMs, maxMs } = LIMITS.accountSlowdown;
  if (failures < after) return 0;
  return Math.min((failures - after + 1) * stepMs, maxMs);
}

/** The wait itself; an object so tests can observe it without sleeping. */
export const slowdown = {
  wait: (ms: number): Promise<void> => sleep(ms),
};

/**
 * Before a password is checked: 429 while this account + IP pair is locked, then the account's
 * slow-down, if any. Both come before the password, so they answer the same whether it is right or
 * wrong — neither can be used as an oracle. Unknown e-mails are counted the same way, so the lock
 * reveals no existence either.
 */
export async function beforePasswordCheck(app: FastifyInstance, email: string, ip: string): Promise<void> {
  if ((await app.rateLimits.count(pairKey(email, ip))) >= LIMITS.pairFailures.max) throw tooManyRequests();
  const delay = accountDelayMs(await app.rateLimits.count(accountKey(email)));
  if (delay > 0) await slowdown.wait(delay);
}

export async function recordPasswordFailure(app: FastifyInstance, email: string, ip: string): Promise<void> {
  await Promise.all([
    app.rateLimits.increment(pairKey(email, ip), LIMITS.pairFailures.windowMs),
    app.rateLimits.increment(accountKey(email), LIMITS.accountSlowdown.windowMs),
  ]);
}

/**
 * A right password clears its own pair only. The account's count stays until its window ends: the
 * owner signing in must not take the slow-down off an attacker working from other addresses.
 */
export async function clearPasswordFailures(app: FastifyInstance, email: string, ip: string): Promise<void> {
  await app.rateLimits.reset(pairKey(email, ip));
}
