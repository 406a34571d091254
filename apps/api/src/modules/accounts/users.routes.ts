import type { FastifyInstance } from 'fastify';
import { ChangePasswordSchema } from '@ratai/validation';
import { errorResponses } from '../../http/responses';
import type { ValibotTypeProvider } from '../../http/validation';
import { signedInUser } from '../../plugins/auth';
import { hashPassword } from './password';
import * as repo from './accounts.repository';
import type { Me } from './accounts.mapper';
import { ACCOUNT_MESSAGES } from './accounts.messages';
import { MeResponse, PasswordChangedResponse } from './accounts.responses';
import { MeQuery, authErrors, signedIn } from './accounts.schemas';
import { confirmPassword, loadMe } from './current-user';

/** The current user: `GET /users/me` and the password change of the settings page. */
export async function userRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();

  app.get(
    '/users/me',
    {
      preValidation: app.requireUser,
      schema: {
        summary: 'The current user with profiles, own listings and roles',
        description: 'Always populated; the populate query parameter of the original client (spec §7) is accepted and ignored.',
        tags: ['users'],
        ...signedIn,
        querystring: MeQuery,
        response: { 200: MeResponse, ...authErrors },
      },
    },
    async (request): Promise<Me> => {
      const user = signedInUser(request);
      return loadMe(app, user.id, user.roles);
    },
  );

  app.put(
    '/users/me/password',
    {
      preValidation: app.requireUser,
      schema: {
        summary: 'Change the password (settings page)',
        description:
          'A wrong currentPassword answers 400 at details.errors path [currentPassword] and counts towards the login lock. ' +
          'Every token issued before the change stops working; the answer carries a fresh jwt for this session.',
        tags: ['users'],
        ...signedIn,
        body: ChangePasswordSchema,
        response: { 200: PasswordChangedResponse, ...errorResponses(400, 429), ...authErrors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const input = request.body;
      await confirmPassword(app, user.id, user.email, request.ip, input.currentPassword, {
        path: 'currentPassword',
        message: ACCOUNT_MESSAGES.wrongCurrentPassword,
      });
      await repo.updatePasswordHash(app.db, user.id, await hashPassword(input.newPassword));
      request.log.info({ userId: user.id }, 'password changed');
      return { ok: true as const, jwt: await app.signToken(user.id) };
    },
  );
}
