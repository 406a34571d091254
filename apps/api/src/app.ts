import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCors from '@fastify/cors';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Kysely } from 'kysely';
import { UPLOAD } from '@ratai/domain';
import type { AppConfig } from './config/env';
import { fastifyTrustProxy } from './config/trust-proxy';
import type { Database } from './db/schema';
import { registerCachePolicy } from './http/cache-policy';
import { frameworkErrorOptions, registerErrorHandling } from './http/errors';
import { openApiTransform, valibotSerializerCompiler } from './http/json-schema';
import { safeLogSerializers } from './http/log-safety';
import { valibotValidatorCompiler } from './http/validation';
import { registerSecurityHeaders } from './http/security-headers';
import { registerMultipart } from './http/multipart-form';
import { prepareUploadSpool, uploadSpoolDir } from './http/upload-spool';
import { authPlugin } from './plugins/auth';
import { cookiePlugin } from './plugins/cookie';
import { gracefulClosePlugin } from './plugins/graceful-close';
import { healthPlugin } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { requestIdOptions, requestIdPlugin } from './plugins/request-id';
import { rateLimitPlugin, type RateLimitStore } from './plugins/rate-limit';
import type { FileStorage } from './storage/storage';
import { storagePlugin } from './storage/storage-plugin';
import { accountRoutes } from './modules/accounts/routes';
import { recoveryRoutes } from './modules/accounts/recovery';
import { listingRoutes } from './modules/listings/routes';
import { moderationRoutes } from './modules/moderation/routes';
import { auditRoutes } from './modules/audit/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { articleRoutes } from './modules/articles/routes';
import { teamArticleRoutes } from './modules/articles/team-routes';
import { CatalogCache } from './modules/catalog/catalog-cache';
import { startCatalogChangeFeed } from './modules/catalog/catalog-change-feed';
import { applicationRoutes } from './modules/applications/routes';
import { leadRoutes } from './modules/leads/routes';
import { teamLeadRoutes } from './modules/leads/team-routes';
import { ownerRoutes } from './modules/owners/routes';
import { savedSearchRoutes } from './modules/saved-searches/routes';
import { socialAuthRoutes } from './modules/social-auth/routes';
import { statsRoutes } from './modules/stats/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Recent search totals and answers, and car pages; cleared by every listing change (see catalog-cache.ts). */
    catalogCache: CatalogCache;
    db: Kysely<Database>;
    config: AppConfig;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  db: Kysely<Database>;
  storage?: FileStorage;
  rateLimitStore?: RateLimitStore;
  logger?: FastifyServerOptions['logger'];
  /** TTL of the search's cached answers (CatalogCache.PAGE_TTL_MS by default; 0 turns it off — the bench compares both). */
  searchPageTtlMs?: number;
  /** TTL of the public car page's cached answers (CatalogCache.CAR_PAGE_TTL_MS by default; 0 turns it off — the bench compares both). */
  carPageTtlMs?: number;
  /** TTL of the search's cached totals (CatalogCache.TOTALS_TTL_MS by default; tests shorten it). */
  searchTotalsTtlMs?: number;
  /**
   * PostgreSQL only: where the instances announce listing changes to each other so every
   * instance's search and car page caches are cleared at once (modules/catalog/catalog-change-feed.ts).
   */
  catalogChanges?: { databaseUrl: string; schema?: string };
  /** Told about every route as it is registered (the authorization matrix test enumerates them). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

/** Routes whose success changes which listings are public: the listing and moderation calls, an owner's block and unblock. */
const LISTING_WRITES = /^\/api\/(car-advertisement|moderation\/car-advertisements|moderation\/owners|system-role\/delete-user)(\/|$)/;

/** Largest JSON body we read (multipart has its own per-file limits). */
const BODY_LIMIT = 256 * 1024;

/**
 * helmet's options for the API (http/security-headers.ts). The API serves JSON and images: no
 * Content-Security-Policy (the docs page needs its own inline assets), and its pictures may be
 * shown by the apps on their own origins.
 */
export const SECURITY_HEADER_OPTIONS = {
  contentSecurityPolicy: false,
  crossOriginResourcePolicy: { policy: 'cross-origin' },
} as const;

/**
 * Every logger the API builds (the configured one and the tests' captured ones) writes requests
 * and errors through http/log-safety.ts: no query values, no masked secrets, no statement parameters.
 */
function withSafeSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = typeof logger === 'object' && logger !== null ? logger : {};
  return { ...base, serializers: { ...(base.serializers ?? {}), ...safeLogSerializers } };
}

/**
 * Builds the API: shared plugins first (errors, security headers, auth, uploads, docs),
 * then the routes of each module under /api. Used by main.ts and by every test.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: withSafeSerializers(options.logger ?? { level: config.logLevel }),
    bodyLimit: BODY_LIMIT,
    // Slow-loris (issue 18, item 8): a request whose headers and body have not all arrived within
    // requestTimeout (its headers within headersTimeout) is answered 408 and its socket closed
    // (http/errors.ts, clientErrorHandler). Node looks for such requests every
    // connectionsCheckingInterval, 30 s by default: checked more often so the limit is the limit.
    // Not connectionTimeout (an idle-socket timeout): it would also cut a request whose images are
    // still being processed, and a trickle of a byte every few seconds is never idle.
    requestTimeout: config.timeouts.requestMs,
    http: {
      headersTimeout: config.timeouts.headersMs,
      connectionsCheckingInterval: Math.max(100, Math.min(2_000, Math.floor(config.timeouts.headersMs / 4))),
    },
    // Only the configured proxies' X-Forwarded-For (config/trust-proxy.ts): never `true`, which
    // would believe whatever left-most address a client writes.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Query strings like ?fuelType=a&fuelType=b arrive as arrays.
    routerOptions: { maxParamLength: 200 },
    ...requestIdOptions,
    ...frameworkErrorOptions,
  });
  // Every route's schemas are valibot (http/validation.ts): input is parsed before the handler
  // with the @ratai/validation schemas (the forms' Lithuanian messages are the API's), responses
  // are written by JSON.stringify or, for the hot reads, a compiled serializer (http/json-schema.ts).
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(valibotSerializerCompiler);
  await app.register(requestIdPlugin);
  await app.register(gracefulClosePlugin);
  await app.register(cookiePlugin);
  // Before any route: every route but the public reads answers Cache-Control: no-store (personal data).
  registerCachePolicy(app);

  if (options.onRoute) {
    const onRoute = options.onRoute;
    app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  }

  app.decorate('db', db);
  app.decorate(
    'catalogCache',
    new CatalogCache({ pageTtlMs: options.searchPageTtlMs, carPageTtlMs: options.carPageTtlMs, totalsTtlMs: options.searchTotalsTtlMs }),
  );
  // With several instances on one PostgreSQL, each tells the others about its listing writes.
  const changeFeed = options.catalogChanges
    ? await startCatalogChangeFeed({ ...options.catalogChanges, onChange: () => app.catalogCache.clear(), log: app.log })
    : undefined;
  if (changeFeed) app.addHook('onClose', () => changeFeed.close());
  // Any write to a listing may change what a search matches and what its car page shows: forget
  // the cached totals and answers before the write's answer leaves, so the caller's next search already sees it, and
  // tell the other instances (the write has committed by now).
  // (A callback hook, not an async one: it runs on every reply, and a GET returns at once.)
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && LISTING_WRITES.test(request.url)) {
      app.catalogCache.clear();
      changeFeed?.publish();
    }
    done(null, payload);
  });
  app.decorate('config', config);

  registerErrorHandling(app);
  // Before any route, so its timing hook sees every route.
  await app.register(metricsPlugin);
  registerSecurityHeaders(app, SECURITY_HEADER_OPTIONS);
  // The three apps live on their own origins (marketplace, portal subdomain, wizard) and call
  // /api from the browser: only the configured origins may, and without cookies — the session
  // travels in the Authorization header.
  const corsOrigins = config.corsOrigins.length > 0 ? config.corsOrigins : Object.values(config.urls);
  await app.register(fastifyCors, {
    origin: corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Application-Key'],
    credentials: false,
    maxAge: 600,
  });
  await app.register(rateLimitPlugin, { store: options.rateLimitStore, redisUrl: config.redisUrl });
  await app.register(authPlugin, { secret: config.jwtSecret, expiresIn: config.jwtExpiresIn, db });
  await registerMultipart(app, {
    limits: {
      fileSize: UPLOAD.maxFileSizeBytes,
      files: UPLOAD.maxFilesMultiple + 1,
      fields: 200,
      fieldSize: 64 * 1024,
      parts: 260,
      headerPairs: 100,
    },
  });
  // Uploaded files wait on disk, not in the heap (http/upload-spool.ts); what a crash left is deleted.
  await prepareUploadSpool(uploadSpoolDir(config.dataDir));

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Ratai API', version: '1.0.0', description: 'Ratai marketplace API. Errors: { data: null, error: { status, name, message, details } }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // The document is generated from the routes' valibot schemas (http/json-schema.ts).
    transform: openApiTransform,
  });
  // The documentation page shows every route and field: public in development, in production only
  // when API_DOCS_PUBLIC=true (config/production-rules.ts).
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(storagePlugin, { storage: options.storage });

  await app.register(healthPlugin);

  await app.register(
    async (api) => {
      await api.register(accountRoutes);
      await api.register(recoveryRoutes);
      await api.register(listingRoutes);
      await api.register(moderationRoutes);
      await api.register(auditRoutes);
      await api.register(articleRoutes);
      await api.register(teamArticleRoutes);
      await api.register(applicationRoutes);
      await api.register(leadRoutes);
      await api.register(teamLeadRoutes);
      await api.register(ownerRoutes);
      await api.register(savedSearchRoutes);
      await api.register(socialAuthRoutes);
      await api.register(statsRoutes);
      await api.register(catalogRoutes);
    },
    { prefix: '/api' },
  );

  return app;
}
