import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { DEFAULTS, type SandboxContext, type SandboxOptions } from './context';
import { registerErrorHandlers } from './provider-errors';
import { registerRateLimits } from './rate-limits';
import { registerAccountRoutes } from './routes/accounts';
import { registerAgreementRoutes } from './routes/agreements';
import { registerConsentRoutes } from './routes/consent';
import { registerInstitutionRoutes } from './routes/institutions';
import { registerRequisitionRoutes } from './routes/requisitions';
import { registerTokenRoutes } from './routes/tokens';
import { createState } from './state';

export type { SandboxOptions } from './context';
export type { ScenarioId } from './scenarios';

/**
 * A local stand-in for the GoCardless Bank Account Data API v2: the same paths (with their
 * trailing slashes), bodies, error shapes, rate limits and headers, the Lithuanian banks with their
 * history limits, a consent page instead of the bank's, and synthetic accounts. Each concern is in
 * its own file (README "Files"); this only wires them, in the order the provider checks a
 * request: rate limit, then authentication, then the route.
 */
export function buildSandbox(options: SandboxOptions = {}): FastifyInstance {
  const resolved = {
    ...options,
    secretId: options.secretId ?? DEFAULTS.secretId,
    secretKey: options.secretKey ?? DEFAULTS.secretKey,
    accessTtlSeconds: options.accessTtlSeconds ?? DEFAULTS.accessTtlSeconds,
    refreshTtlSeconds: options.refreshTtlSeconds ?? DEFAULTS.refreshTtlSeconds,
    dailyReadLimit: options.dailyReadLimit ?? DEFAULTS.dailyReadLimit,
  };
  const now = options.now ?? (() => new Date());
  const app = Fastify({ logger: options.logger ?? false });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });
  registerErrorHandlers(app);
  const limiter = registerRateLimits(app, now, { generalLimits: options.generalLimits, dailyReadLimit: resolved.dailyReadLimit });

  const context: SandboxContext = {
    app,
    state: createState(now),
    options: resolved,
    limiter,
    origin: (request: FastifyRequest) => (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, ''),
  };
  registerTokenRoutes(context);
  registerInstitutionRoutes(context);
  registerAgreementRoutes(context);
  registerRequisitionRoutes(context);
  registerAccountRoutes(context);
  registerConsentRoutes(context);
  return app;
}
