import type { FastifyInstance } from 'fastify';

/**
 * The provider's error bodies, as GoCardless sends them: `{ summary, detail, status_code }`, with
 * `type` on account errors (AccessExpiredError, AccountProcessing, RateLimitError, …), and
 * validation errors keyed by the field (`{ max_historical_days: { summary, detail }, status_code }`).
 */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly summary: string,
    readonly detail: string,
    readonly extra: { type?: string; field?: string; headers?: Record<string, string>; withoutStatusCode?: boolean } = {},
  ) {
    super(summary);
  }

  body(): Record<string, unknown> {
    const { type, field, withoutStatusCode } = this.extra;
    if (field) return { [field]: { summary: this.summary, detail: this.detail }, status_code: this.status };
    return {
      summary: this.summary,
      detail: this.detail,
      ...(type ? { type } : {}),
      ...(withoutStatusCode ? {} : { status_code: this.status }),
    };
  }
}

export const badRequest = (summary: string, detail: string, field?: string) => new ProviderError(400, summary, detail, { field });
export const notFound = () => new ProviderError(404, 'Not found.', 'Not found.');

/** Every error, ours or Fastify's (bad JSON, …), in the provider's shape; never a stack trace. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof ProviderError) {
      return reply.status(error.status).headers(error.extra.headers ?? {}).send(error.body());
    }
    const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) app.log.error({ err: error }, 'sandbox error');
    const summary = status === 500 ? 'Internal server error' : 'Invalid request';
    return reply.status(status).send({ summary, detail: status === 500 ? 'Unexpected error' : error.message, status_code: status });
  });
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(notFound().body());
  });
}
