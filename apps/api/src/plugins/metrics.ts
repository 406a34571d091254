import { timingSafeEqual } from 'node:crypto';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler, RouteOptions } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { IMAGE_PROCESSING_CHANNEL, type ImageProcessingEvent } from '../images/process-image';
import { unauthorized } from '../http/errors';

/**
 * Prometheus metrics at `GET /api/metrics` (prom-client, text format 0.0.4):
 * - `http_request_duration_seconds{method,route,status_code}` — every answered request, labelled
 *   by the route's PATTERN (`/api/car-advertisement/edit/:id`), never the raw URL: ids, slugs and
 *   query strings (personal data among them) stay out, and the label set stays small. Requests
 *   no route matched are `route="unmatched"`.
 * - `ratai_image_processing_seconds{outcome}` — checking and re-encoding one upload
 *   (images/process-image.ts publishes each run on a diagnostics channel).
 * - `ratai_job_queue_depth{queue,state}` — filled by the job queue through
 *   `app.metrics.setJobQueueDepthSource()`; no samples until a queue registers one.
 * - Node's process metrics (CPU, memory, event-loop lag, GC, handles) from prom-client's defaults.
 *
 * Who may read it: with METRICS_TOKEN set, only a caller sending `Authorization: Bearer <token>`
 * (Prometheus' `authorization` scrape setting); without it, anyone in development and test, and
 * nobody in production (the route is not registered and a warning is logged at start).
 */

export interface JobQueueDepth {
  queue: string;
  /** e.g. 'waiting', 'active', 'retrying', 'failed' — whatever states the queue has. */
  state: string;
  count: number;
}

export interface AppMetrics {
  registry: Registry;
  /** The job queue calls this once at start; the source is read at every scrape. */
  setJobQueueDepthSource(source: () => Promise<JobQueueDepth[]>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Seconds; from a cached search answer (~0.5 ms) to a ten-image upload (several seconds). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const IMAGE_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16];

export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    // One registry per app (not prom-client's global one), so two apps in one process (tests) do not collide.
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by route pattern',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    // The route's pattern is known when the route is added: each route gets its own timing hook
    // with it (request.routeOptions would build a dozen-field object on every request to say it).
    const observe = (route: string, request: FastifyRequest, reply: FastifyReply) =>
      requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    app.addHook('onRoute', (route: RouteOptions) => {
      const url = route.url;
      const hook: onResponseHookHandler = (request, reply, done) => {
        observe(url, request, reply);
        done();
      };
      const existing = route.onResponse;
      route.onResponse = existing === undefined ? [hook] : [...(Array.isArray(existing) ? existing : [existing]), hook];
    });
    // Requests no route matched (the not-found handler has no route of its own to hook).
    app.addHook('onResponse', (request, reply, done) => {
      if (request.is404) observe(UNMATCHED, request, reply);
      done();
    });

    const imageProcessing = new Histogram({
      name: 'ratai_image_processing_seconds',
      help: 'Checking and re-encoding one uploaded image to WebP in three widths',
      labelNames: ['outcome'] as const,
      buckets: IMAGE_BUCKETS,
      registers: [registry],
    });
    const onImage = (message: unknown) => {
      const event = message as ImageProcessingEvent;
      imageProcessing.observe({ outcome: event.outcome }, event.seconds);
    };
    subscribe(IMAGE_PROCESSING_CHANNEL, onImage);
    app.addHook('onClose', async () => {
      unsubscribe(IMAGE_PROCESSING_CHANNEL, onImage);
    });

    let jobQueueDepth: (() => Promise<JobQueueDepth[]>) | undefined;
    new Gauge({
      name: 'ratai_job_queue_depth',
      help: 'Jobs in the queue by queue and state, read at each scrape',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        if (!jobQueueDepth) return;
        for (const { queue, state, count } of await jobQueueDepth()) this.set({ queue, state }, count);
      },
    });

    app.decorate('metrics', {
      registry,
      setJobQueueDepthSource: (source) => {
        jobQueueDepth = source;
      },
    } satisfies AppMetrics);

    const token = app.config.metricsToken;
    if (!token && app.config.env === 'production') {
      app.log.warn('METRICS_TOKEN is not set: /api/metrics is off');
      return;
    }
    app.get('/api/metrics', { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
      if (token && !bearerMatches(request, token)) throw unauthorized();
      reply.type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics', decorators: { fastify: ['config'] } },
);

/** The route label of requests no route matched (a 404 must not put its raw URL in a label). */
const UNMATCHED = 'unmatched';

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const sent = Buffer.from(header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
