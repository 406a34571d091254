import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';

/** What a verified token tells us, refreshed from the database on every request. */
export interface AuthUser {
  id: number;
  email: string;
  roles: string[];
}

interface TokenPayload {
  sub: string;
  /** Issued at, seconds (set by the signer). */
  iat?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `app.requireUser` / `app.requireTeam` / `app.optionalUser`. */
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireTeam: (request: FastifyRequest) => Promise<void>;
    optionalUser: (request: FastifyRequest) => Promise<void>;
    signToken: (userId: number) => string;
  }
}

/**
 * The signed-in user of a request behind `app.requireUser` or `app.requireTeam`. Those have
 * answered 401 already; the check narrows the type, and still refuses should a route lose its
 * preHandler.
 */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

export interface AuthOptions {
  secret: string;
  expiresIn: string;
  db: Kysely<Database>;
}

/**
 * Bearer-token sessions (spec §6, §7): HS256 only — the algorithm is pinned on both sign and
 * verify, so a token with `alg: none` or another algorithm is refused. The token travels in the
 * Authorization header (the clients copy it from the `token` cookie); the API does not read the
 * cookie itself, so a cross-site request cannot ride on it.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthOptions) => {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256', expiresIn: options.expiresIn },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('authUser', null);

    async function load(request: FastifyRequest): Promise<AuthUser | null> {
      const header = request.headers.authorization;
      if (!header || !/^Bearer\s+\S+$/i.test(header)) return null;
      let payload: TokenPayload;
      try {
        payload = await request.jwtVerify<TokenPayload>();
      } catch {
        return null;
      }
      const id = Number(payload.sub);
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const user = await options.db
        .selectFrom('users')
        .select(['id', 'email', 'sessions_valid_after'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!user) return null;
      // A password change signs out every earlier session (whole seconds, as in `iat`).
      const validAfter = Math.floor(new Date(user.sessions_valid_after).getTime() / 1000);
      if (typeof payload.iat !== 'number' || payload.iat < validAfter) return null;
      const roles = await options.db.selectFrom('user_roles').select('role').where('user_id', '=', id).execute();
      return { id: user.id, email: user.email, roles: roles.map((r) => r.role) };
    }

    app.decorate('optionalUser', async (request: FastifyRequest) => {
      request.authUser = await load(request);
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      request.authUser = await load(request);
      if (!request.authUser) throw unauthorized();
    });
    app.decorate('requireTeam', async (request: FastifyRequest) => {
      request.authUser = await load(request);
      if (!request.authUser) throw unauthorized();
      if (!request.authUser.roles.includes('team')) throw forbidden();
    });
    app.decorate('signToken', (userId: number) => app.jwt.sign({ sub: String(userId) }));
  },
  { name: 'auth' },
);
