import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../http/errors';

/**
 * Brute-force limits of the accounts module, counted in app.rateLimits (memory, or Redis when
 * several API instances run). Fixed windows: simple, and an attacker gains at most one extra
 * window's worth at a boundary.
 */
export const LIMITS = {
  /** Wrong passwords per account before it is locked for the rest of the window. */
  accountFailures: { max: 5, windowMs: 15 * 60_000 },
  /** Login attempts (right or wrong) per client IP: caps spraying one password over many e-mails. */
  loginPerIp: { max: 20, windowMs: 15 * 60_000 },
  /** Registrations per client IP: registration reveals whether an e-mail exists, so it is slowed too. */
  registerPerIp: { max: 10, windowMs: 60 * 60_000 },
} as const;

/** E-mails are hashed in keys so the counter store (possibly a shared Redis) holds no addresses. */
const accountKey = (email: string) => `auth:fail:${createHash('sha256').update(email).digest('hex').slice(0, 32)}`;

/** Counts one attempt from `ip`; throws 429 once the attempts exceed the limit. */
export async function countIpAttempt(app: FastifyInstance, kind: 'login' | 'register', ip: string): Promise<void> {
  const limit = kind === 'login' ? LIMITS.loginPerIp : LIMITS.registerPerIp;
  const attempts = await app.rateLimits.increment(`${kind}:ip:${ip}`, limit.windowMs);
  if (attempts > limit.max) throw tooManyRequests();
}

/**
 * Throws 429 while the account is locked. Checked before the password, so a locked account
 * answers the same whether the password is right or wrong — the lock cannot be used as an oracle.
 * Unknown e-mails are counted and locked the same way, so the lock reveals no existence either.
 */
export async function assertAccountNotLocked(app: FastifyInstance, email: string): Promise<void> {
  if ((await app.rateLimits.count(accountKey(email))) >= LIMITS.accountFailures.max) throw tooManyRequests();
}

export async function recordPasswordFailure(app: FastifyInstance, email: string): Promise<void> {
  await app.rateLimits.increment(accountKey(email), LIMITS.accountFailures.windowMs);
}

export async function clearPasswordFailures(app: FastifyInstance, email: string): Promise<void> {
  await app.rateLimits.reset(accountKey(email));
}
