import type { FastifyInstance, onSendHookHandler, RouteOptions } from 'fastify';

/**
 * Which answers a browser or a shared cache (a CDN, a company proxy) may keep (issue 18, item 7).
 *
 * Decided by route, once, when the route is registered: the public reads below keep whatever
 * Cache-Control they set themselves (or none); every other route answers `Cache-Control: no-store`
 * on every reply, errors included — the application lookup, `/users/me`, the owner's listings, the
 * team's lists and details, the bank step, the forms. A new route is `no-store` until someone adds
 * it here on purpose, so personal data cannot become cacheable by forgetting a header.
 * `test/security/cache-policy.spec.ts` checks the whole route table.
 */
export const PUBLIC_READS: ReadonlySet<string> = new Set([
  // Catalog (only approved, visible listings; the same answer for everyone).
  'GET /api/car-advertisements',
  'GET /api/car-advertisements/:slug',
  'GET /api/car-advertisements/:slug/similar',
  'GET /api/car-makes',
  'GET /api/car-model/:makeId',
  'GET /api/car-feature-categories',
  // Articles.
  'GET /api/article-categories',
  'GET /api/articles',
  'GET /api/articles/:slug',
  // Stored images (content-hash keys, immutable).
  'GET /api/uploads/*',
]);

/** The API's documentation page and its assets (no data; served only where it is public). */
const DOCS = /^\/api\/docs(\/|$)/;

export const NO_STORE = 'no-store';

/** Whether answers of `method url` may be kept by caches (see PUBLIC_READS). */
export function isPublicRead(method: string, url: string): boolean {
  return ((method === 'GET' || method === 'HEAD') && PUBLIC_READS.has(`GET ${url}`)) || DOCS.test(url);
}

const noStore: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', NO_STORE);
  done(null, payload);
};

/**
 * Adds the no-store hook to every route that is not a public read. Register before the routes
 * (an onRoute hook sees only routes added after it); public reads pay nothing per request.
 */
export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => isPublicRead(method, route.url))) return;
    const existing = route.onSend;
    route.onSend = existing === undefined ? [noStore] : [...(Array.isArray(existing) ? existing : [existing]), noStore];
  });
}
