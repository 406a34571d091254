import { randomBytes } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';

/** What a verified token tells us, refreshed from the database on every request. */
export interface AuthUser {
  id: number;
  email: string;
  roles: string[];
  /** This request's session: its id and when its token expires (epoch seconds), for logout. */
  session: { id: string; expiresAt: number };
}

interface TokenPayload {
  sub: string;
  /**
   * The session stamp of the user row when the token was issued (users.sessions_valid_after in
   * epoch milliseconds). Logout, a password change or reset move the stamp, and every token that
   * carries the old one stops working at once (issue 18, item 10).
   */
  sv?: number;
  /** A random id of this session (one sign-in), listed in revoked_sessions once it logs out. */
  sid?: string;
  /** Expiry, seconds (set by the signer). */
  exp?: number;
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
    /** A token for the user's current session stamp (after a login, a registration, a password change). */
    signToken: (userId: number) => Promise<string>;
  }
}

/**
 * The signed-in user of a request behind `app.requireUser` or `app.requireTeam`. Those have
 * answered 401 already; the check narrows the type, and still refuses should a route lose its
 * preValidation hook (auth runs before the input is validated, so an anonymous caller learns nothing of the schema).
 */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

/**
 * Ends every session of the user on the server (password change, password reset): moves
 * the user's session stamp, so every token issued before is refused on its next request. Always a
 * new value — later than the old one by at least a millisecond — even for two calls within one
 * millisecond. Run it in the caller's transaction when there is one.
 */
export async function endSessions(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({
      sessions_valid_after: sql<Date>`greatest(date_trunc('milliseconds', clock_timestamp()), sessions_valid_after + interval '1 millisecond')`,
    })
    .where('id', '=', userId)
    .execute();
}

/**
 * Ends one session (logout): lists its id until its token would have expired anyway. Expired
 * rows are cleared on the way (cheap, by index), so the list holds live tokens only.
 */
export async function revokeSession(db: Kysely<Database>, userId: number, session: { id: string; expiresAt: number }): Promise<void> {
  await db
    .insertInto('revoked_sessions')
    .values({ session_id: session.id, user_id: userId, expires_at: new Date(session.expiresAt * 1000) })
    .onConflict((oc) => oc.column('session_id').doNothing())
    .execute();
  await db.deleteFrom('revoked_sessions').where('expires_at', '<', sql<Date>`now()`).execute();
}

/** The stamp as the token carries it (PostgreSQL keeps microseconds; the stamps are whole milliseconds). */
const stampOf = (value: Date | string) => new Date(value).getTime();

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
      const { sid, sv, exp } = payload;
      if (typeof sid !== 'string' || typeof sv !== 'number' || typeof exp !== 'number') return null;
      const user = await options.db
        .selectFrom('users')
        .select((eb) => [
          'id',
          'email',
          'sessions_valid_after',
          'blocked_at',
          eb.exists(eb.selectFrom('revoked_sessions').select('session_id').where('session_id', '=', sid)).as('revoked'),
        ])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!user) return null; // a deleted account's tokens end with it
      // This session logged out, or a password change or reset ended every session of the user.
      if (user.revoked || sv !== stampOf(user.sessions_valid_after)) return null;
      // A blocked owner (modules/owners) has no session, whatever token they hold.
      if (user.blocked_at !== null) return null;
      const roles = await options.db.selectFrom('user_roles').select('role').where('user_id', '=', id).execute();
      return { id: user.id, email: user.email, roles: roles.map((r) => r.role), session: { id: sid, expiresAt: exp } };
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
    app.decorate('signToken', async (userId: number) => {
      const user = await options.db.selectFrom('users').select('sessions_valid_after').where('id', '=', userId).executeTakeFirstOrThrow();
      return app.jwt.sign({ sub: String(userId), sv: stampOf(user.sessions_valid_after), sid: randomBytes(16).toString('base64url') });
    });
  },
  { name: 'auth' },
);
