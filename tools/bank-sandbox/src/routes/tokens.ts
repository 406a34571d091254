import type { SandboxContext } from '../context';
import { badRequest, ProviderError } from '../provider-errors';
import { record } from '../request-helpers';

/** POST /token/new/ and /token/refresh/: the JWT pair's lifetimes, opaque tokens. */
export function registerTokenRoutes({ app, state, options }: SandboxContext): void {
  app.post('/api/v2/token/new/', async (request) => {
    const body = record(request.body);
    const id = body['secret_id'];
    const key = body['secret_key'];
    if (typeof id !== 'string' || typeof key !== 'string' || !id || !key) {
      throw badRequest('Invalid request', 'secret_id and secret_key are required');
    }
    if (id !== options.secretId || key !== options.secretKey) {
      throw new ProviderError(401, 'Authentication failed', 'No active account found with the given credentials');
    }
    return {
      access: state.issueToken('access', options.accessTtlSeconds),
      access_expires: options.accessTtlSeconds,
      refresh: state.issueToken('refresh', options.refreshTtlSeconds),
      refresh_expires: options.refreshTtlSeconds,
    };
  });

  app.post('/api/v2/token/refresh/', async (request) => {
    const refresh = record(request.body)['refresh'];
    if (typeof refresh !== 'string' || !refresh) throw badRequest('Invalid request', 'refresh is required');
    if (!state.validToken(refresh, 'refresh')) throw new ProviderError(401, 'Invalid token', 'Token is invalid or expired');
    return { access: state.issueToken('access', options.accessTtlSeconds), access_expires: options.accessTtlSeconds };
  });

  // Bearer authentication on every /api/v2 path except the two token endpoints, as GoCardless does.
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/v2/') || path.startsWith('/api/v2/token/')) return;
    const header = request.headers.authorization;
    if (!header) {
      throw new ProviderError(401, 'Authentication credentials were not provided.', 'Authentication credentials were not provided.');
    }
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (!state.validToken(token, 'access')) throw new ProviderError(401, 'Invalid token', 'Token is invalid or expired');
  });
}
