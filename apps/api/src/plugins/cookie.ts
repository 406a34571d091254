import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * The API's one cookie parser and writer (@fastify/cookie): `request.cookies` and
 * `reply.setCookie` / `reply.clearCookie`. The session itself travels in the Authorization header,
 * not in a cookie; the only cookie the API reads and writes is social sign-in's sealed attempt
 * (modules/social-auth/state-cookie.ts). No cookie signing: that value is sealed (AES-GCM) already.
 */
export const cookiePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCookie, { hook: 'onRequest' });
  },
  { name: 'cookie' },
);
