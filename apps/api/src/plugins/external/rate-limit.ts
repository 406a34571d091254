import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../../http/errors';
import { API_MESSAGES } from '../../http/messages';

/**
 * Per-IP limits of the public forms through @fastify/rate-limit: counted per `request.ip` (the
 * address TRUST_PROXY lets us believe, config/trust-proxy.ts — a client writing its own
 * X-Forwarded-For gets nowhere), in Redis when REDIS_URL is set (every instance shares the counts),
 * in memory otherwise. A refused request answers 429 in our error shape with the route's
 * Lithuanian text, and carries the library's X-RateLimit-Limit/-Remaining/-Reset and Retry-After.
 *
 * Each limit is a hook made once with `perIpLimit` and placed where its module counted before
 * (after validation, before reading a form, …): the library's `app.rateLimit()` hook, not a
 * route's `config.rateLimit`, because
 * - two of our limits are shared by two routes (the lead forms; the recovery e-mails), and in
 *   11.2.0 `groupId` does not share a counter across routes (each route gets a store of its own:
 *   fastify/fastify-rate-limit#463) — one hook used by both routes does;
 * - `config.rateLimit` appends its hook after the route's own hooks of that stage, and the
 *   application form is counted before it is read (in the same preValidation stage).
 *
 * What the library cannot express stays a domain rule on `app.rateLimits` (plugins/rate-limit.ts,
 * the same Redis): the login lock per account + IP pair and the account's slow-down count only
 * wrong passwords and are cleared by a right one; the lookup lock is a column of the application;
 * recovery e-mails per address are refused silently (200, nothing sent), not with a 429; the
 * upload quota counts pictures per account, not requests per IP.
 *
 * skipOnError stays false: with Redis down a limited route fails (as every counter did before)
 * rather than letting a flood through.
 */

export interface IpLimit {
  max: number;
  windowMs: number;
}

export type IpLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Keys each limiter's counters hold in memory (an LRU: the oldest address is dropped first). */
const MEMORY_KEYS_PER_LIMIT = 10_000;

export const ipRateLimitPlugin = fp(
  async (app: FastifyInstance, options: { redis?: Redis }) => {
    await app.register(fastifyRateLimit, {
      global: false,
      redis: options.redis,
      nameSpace: 'ratai:ip:',
      skipOnError: false,
      keyGenerator: (request) => request.ip,
      errorResponseBuilder: () => tooManyRequests(API_MESSAGES.tooManyRequests),
    });
  },
  { name: 'ip-rate-limit' },
);

/**
 * A hook that counts the request in the limit `name` for its IP and throws the 429 past `max` in
 * `windowMs`. Make it once per limit (in the route plugin), use it on every route that shares it.
 */
export function perIpLimit(app: FastifyInstance, name: string, limit: IpLimit, message: string = API_MESSAGES.tooManyRequests): IpLimitHook {
  const hook = app.rateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    cache: MEMORY_KEYS_PER_LIMIT,
    // The name keeps limits apart in Redis, where every limiter made this way shares one prefix.
    keyGenerator: (request) => `${name}:${request.ip}`,
    errorResponseBuilder: () => tooManyRequests(message),
    onExceeded: (request) => request.log.info({ limit: name }, 'per-IP limit reached'),
  });
  return async (request, reply) => {
    await hook.call(app, request, reply);
  };
}
