import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '@ratai/domain';
import { EmptyBodySchema, LoginRequestSchema, RegisterRequestSchema } from '@ratai/validation';
import { badRequest, forbidden, validationError } from '../../http/errors';
import { errorResponses, Ok } from '../../http/responses';
import { optionalBody, type ValibotTypeProvider } from '../../http/validation';
import { revokeSession, signedInUser } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/external/rate-limit';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import * as repo from './accounts.repository';
import { toAuthUser } from './accounts.mapper';
import { ACCOUNT_MESSAGES } from './accounts.messages';
import { AuthResponseSchema } from './accounts.responses';
import { authErrors, signedIn } from './accounts.schemas';
import { LIMITS, beforePasswordCheck, clearPasswordFailures, recordPasswordFailure } from './throttle';
import { sendEmailConfirmation } from './recovery';

/** Registration, sign-in and sign-out (spec §3, §7): the `auth` routes. */
export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  // Attempts per IP, right or wrong, counted once the body validates (@fastify/rate-limit).
  const limitLogins = perIpLimit(fastify, 'login', LIMITS.loginPerIp);
  const limitRegistrations = perIpLimit(fastify, 'register', LIMITS.registerPerIp);

  app.post(
    '/auth/local/register',
    {
      schema: {
        summary: 'Register a fleet owner',
        description:
          'identifier, email and username all carry the e-mail (spec §3). The new user has the role owner and no profile type yet (onboarding). ' +
          'A taken e-mail answers 400 at details.errors path [email] — registration necessarily reveals that an address exists, so it is limited to 10 per IP per hour.',
        tags: ['auth'],
        body: RegisterRequestSchema,
        response: { 200: AuthResponseSchema, ...errorResponses(400, 429) },
      },
      preHandler: limitRegistrations,
    },
    async (request): Promise<AuthResponse> => {
      const input = request.body;
      const email = repo.normaliseEmail(input.email);
      const taken = () => validationError([{ path: ['email'], message: ACCOUNT_MESSAGES.emailTaken }]);
      if (await repo.findUserByEmail(app.db, email)) throw taken();
      // termsAgreed is required true by the schema; marketingAgreed has no column yet (see README).
      const user = await repo.insertUser(app.db, { email, passwordHash: await hashPassword(input.password), roles: ['owner'] });
      if (!user) throw taken(); // a concurrent registration of the same address won the race
      // The address is not proved yet: the confirmation e-mail (recovery.ts) does that.
      await sendEmailConfirmation(app.db, app.config, user);
      request.log.info({ userId: user.id }, 'user registered');
      return { jwt: await app.signToken(user.id), user: toAuthUser(user) };
    },
  );

  app.post(
    '/auth/local',
    {
      schema: {
        summary: 'Log in with e-mail and password',
        description:
          'One answer (400, "Neteisingas el. paštas arba slaptažodis") for an unknown e-mail and a wrong password. ' +
          '5 wrong passwords from one IP to one account in 15 minutes lock that pair (429) for the rest of the window; past 10 wrong ' +
          'passwords to an account from all IPs together every attempt on it is slowed (1 s more per failure, at most 10 s); ' +
          '20 attempts per IP in 15 minutes. A blocked account (the team, modules/owners) answers 403 with its message — after the right password only.',
        tags: ['auth'],
        body: LoginRequestSchema,
        response: { 200: AuthResponseSchema, ...errorResponses(400, 403, 429) },
      },
      preHandler: limitLogins,
    },
    async (request): Promise<AuthResponse> => {
      const input = request.body;
      const email = repo.normaliseEmail(input.identifier);
      await beforePasswordCheck(app, email, request.ip);
      const user = await repo.findUserByEmail(app.db, email);
      // An unknown e-mail still costs one argon2 verification, so timing does not tell it apart.
      const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
      if (!user || !valid) {
        await recordPasswordFailure(app, email, request.ip);
        throw badRequest(ACCOUNT_MESSAGES.loginFailed);
      }
      await clearPasswordFailures(app, email, request.ip);
      if (user.blocked_at) {
        request.log.info({ userId: user.id }, 'sign-in refused: the account is blocked');
        throw forbidden(ACCOUNT_MESSAGES.blocked);
      }
      return { jwt: await app.signToken(user.id), user: toAuthUser(user) };
    },
  );

  app.post(
    '/auth/logout',
    {
      preValidation: app.requireUser,
      schema: {
        summary: 'Log out: end the session on the server',
        description:
          'No body (or {}). Ends this session on the server: its token, and any copy of it, is refused with 401 from the next ' +
          'request on. Other sign-ins of the account (other devices) go on. The clients call it when they drop the token.',
        tags: ['auth'],
        ...signedIn,
        body: optionalBody(EmptyBodySchema),
        response: { 200: Ok, ...errorResponses(400), ...authErrors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await revokeSession(app.db, user.id, user.session);
      request.log.info({ userId: user.id }, 'logged out');
      return { ok: true as const };
    },
  );
}
