import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Kysely } from 'kysely';
import { UPLOAD } from '@ratai/domain';
import type { AppConfig } from './config/env';
import type { Database } from './db/schema';
import { registerErrorHandling } from './http/errors';
import { registerSecurityHeaders } from './http/security-headers';
import { authPlugin } from './plugins/auth';
import { gracefulClosePlugin } from './plugins/graceful-close';
import { healthPlugin } from './plugins/health';
import { metricsPlugin } from './plugins/metrics';
import { requestIdOptions, requestIdPlugin } from './plugins/request-id';
import { rateLimitPlugin, type RateLimitStore } from './plugins/rate-limit';
import type { FileStorage } from './storage/storage';
import { storagePlugin } from './storage/storage-plugin';
import { accountRoutes } from './modules/accounts/routes';
import { listingRoutes } from './modules/listings/routes';
import { moderationRoutes } from './modules/moderation/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { articleRoutes } from './modules/articles/routes';
import { CatalogCache } from './modules/catalog/catalog-cache';
import { applicationRoutes } from './modules/applications/routes';
import { leadRoutes } from './modules/leads/routes';
import { socialAuthRoutes } from './modules/social-auth/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Recent search totals and answers; cleared by every listing change (see catalog-cache.ts). */
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
  /** Told about every route as it is registered (the authorization matrix test enumerates them). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

/** Routes whose success changes which listings are public: the listing and moderation calls. */
const LISTING_WRITES = /^\/api\/(car-advertisement|moderation\/car-advertisements|system-role\/delete-user)(\/|$)/;

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
 * Builds the API: shared plugins first (errors, security headers, auth, uploads, docs),
 * then the routes of each module under /api. Used by main.ts and by every test.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.env === 'production',
    // Query strings like ?fuelType=a&fuelType=b arrive as arrays.
    routerOptions: { maxParamLength: 200 },
    ...requestIdOptions,
  });
  await app.register(requestIdPlugin);
  await app.register(gracefulClosePlugin);

  if (options.onRoute) {
    const onRoute = options.onRoute;
    app.addHook('onRoute', (route) => onRoute({ method: route.method, url: route.url }));
  }

  app.decorate('db', db);
  app.decorate('catalogCache', new CatalogCache({ pageTtlMs: options.searchPageTtlMs }));
  // Any write to a listing may change what a search matches: forget the cached totals and
  // answers before the write's answer leaves, so the caller's next search already sees it.
  // (A callback hook, not an async one: it runs on every reply, and a GET returns at once.)
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && LISTING_WRITES.test(request.url)) app.catalogCache.clear();
    done(null, payload);
  });
  app.decorate('config', config);

  registerErrorHandling(app);
  // Before any route, so its timing hook sees every route.
  await app.register(metricsPlugin);
  // Route schemas are documentation only: input is validated by @ratai/validation inside the
  // handlers, so the Lithuanian messages of the forms are the messages of the API.
  app.setValidatorCompiler(() => (data) => ({ value: data }));

  registerSecurityHeaders(app, SECURITY_HEADER_OPTIONS);
  // The three apps live on their own origins (marketplace, portal subdomain, wizard) and call
  // /api from the browser: only the configured origins may, and without cookies — the session
  // travels in the Authorization header.
  const corsOrigins = config.corsOrigins.length > 0 ? config.corsOrigins : Object.values(config.urls);
  await app.register(fastifyCors, {
    origin: corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    credentials: false,
    maxAge: 600,
  });
  await app.register(rateLimitPlugin, { store: options.rateLimitStore, redisUrl: config.redisUrl });
  await app.register(authPlugin, { secret: config.jwtSecret, expiresIn: config.jwtExpiresIn, db });
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: UPLOAD.maxFileSizeBytes,
      files: UPLOAD.maxFilesMultiple + 1,
      fields: 200,
      fieldSize: 64 * 1024,
      parts: 260,
      headerPairs: 100,
    },
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Ratai API', version: '1.0.0', description: 'Ratai marketplace API. Errors: { data: null, error: { status, name, message, details } }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(storagePlugin, { storage: options.storage });

  await app.register(healthPlugin);

  await app.register(
    async (api) => {
      // Response schemas of these modules are documentation only: Fastify's compiled serializer
      // would silently drop every field a schema does not list, so they answer with JSON.stringify.
      api.setSerializerCompiler(() => (data) => JSON.stringify(data));
      await api.register(accountRoutes);
      await api.register(listingRoutes);
      await api.register(moderationRoutes);
      await api.register(articleRoutes);
      await api.register(applicationRoutes);
      await api.register(leadRoutes);
      await api.register(socialAuthRoutes);
    },
    { prefix: '/api' },
  );
  // The hot public reads (search, car page) keep Fastify's own compiled serializer (fast-json-
  // stringify): their response schemas are checked against the domain types and tested to
  // write what JSON.stringify writes (http/response-schema.ts, modules/cars/car.schemas.ts).
  await app.register(catalogRoutes, { prefix: '/api' });

  return app;
}
