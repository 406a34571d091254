import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  CONFIRMATION_INVALID,
  EmailConfirmationQuerySchema,
  ForgotPasswordSchema,
  RESET_CODE_INVALID,
  ResetPasswordSchema,
  SendEmailConfirmationSchema,
} from '@ratai/validation';
import * as v from 'valibot';
import type { Database } from '../../db/schema';
import { validationError } from '../../http/errors';
import { Ok, described, errorResponses } from '../../http/responses';
import type { ValibotTypeProvider } from '../../http/validation';
import { enqueueEmail } from '../../mail/outbox';
import { emailConfirmation, passwordReset } from '../../mail/templates';
import type { Kysely } from 'kysely';
import { normaliseEmail } from './accounts.repository';
import { hashPassword } from './password';
import { endSessions } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/external/rate-limit';

/**
 * Password reset and e-mail confirmation with Strapi's users-permissions call names (spec §7):
 * POST /auth/forgot-password, POST /auth/reset-password, POST /auth/send-email-confirmation,
 * GET /auth/email-confirmation?confirmation=…. Codes are 32 random bytes (base64url), stored as
 * SHA-256 only, single use; reset codes live 1 hour, confirmation codes 3 days. The answers never
 * say whether an account exists.
 */
export const RESET_CODE_TTL_MS = 60 * 60_000;
export const CONFIRMATION_CODE_TTL_MS = 3 * 24 * 60 * 60_000;
/**
 * Per IP, both e-mail-sending calls together (429; @fastify/rate-limit, one hook for both routes);
 * per address, at most 3 e-mails an hour, refused silently (200, nothing sent) — a domain rule on
 * app.rateLimits, since a 429 there would tell whether the address was asked for.
 */
export const RECOVERY_LIMITS = { perIp: { max: 10, windowMs: 15 * 60_000 }, perEmail: { max: 3, windowMs: 60 * 60_000 } } as const;
/**
 * Where the e-mail links lead in the owner portal: the reset form (`?code=…`), and the page that
 * tells how the confirmation link went (`?busena=patvirtintas` or `?busena=netinkama`).
 */
export const PORTAL_PATHS = { reset: '/slaptazodzio-atkurimas', confirmation: '/el-pasto-patvirtinimas' } as const;
export const CONFIRMATION_STATES = { confirmed: 'patvirtintas', invalid: 'netinkama' } as const;

/** A person who opened the e-mail's link in a browser (not a script): they get a page, not JSON. */
const isBrowserNavigation = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

type Purpose = 'password_reset' | 'email_confirmation';
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Writes a new code for `userId` (earlier unused codes of the same purpose stop working). */
async function issueCode(db: Kysely<Database>, userId: number, purpose: Purpose, ttlMs: number): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.updateTable('account_codes').set({ used_at: sql`now()` }).where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
  await db.insertInto('account_codes').values({ user_id: userId, purpose, code_hash: hashCode(code), expires_at: new Date(Date.now() + ttlMs) }).execute();
  return code;
}

/** Spends a code: the user's id when it is known, unused and not expired (then it is used). */
async function spendCode(db: Kysely<Database>, code: string, purpose: Purpose): Promise<number | null> {
  const row = await db
    .updateTable('account_codes')
    .set({ used_at: sql`now()` })
    .where('code_hash', '=', hashCode(code))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Queues the confirmation e-mail for a user (registration calls it in its own transaction). */
export async function sendEmailConfirmation(db: Kysely<Database>, config: FastifyInstance['config'], user: { id: number; email: string }): Promise<void> {
  const code = await issueCode(db, user.id, 'email_confirmation', CONFIRMATION_CODE_TTL_MS);
  const mail = emailConfirmation(`${config.publicUrl}/api/auth/email-confirmation?confirmation=${code}`);
  await enqueueEmail(db, { to: user.email, template: 'auth.email_confirmation', subject: mail.subject, text: mail.text, html: mail.html });
}

const ConfirmationSent = v.object({ email: v.string(), sent: v.literal(true) });

export async function recoveryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const { config } = app;
  const confirmationPage = (state: string) => `${config.urls.portal}${PORTAL_PATHS.confirmation}?busena=${state}`;

  /** Both e-mail-sending calls, once the body validates: 429 past the limit. */
  const limitPerIp = perIpLimit(fastify, 'recovery', RECOVERY_LIMITS.perIp);

  /** Counts the call per address (false: do not send again). */
  async function allowed(email: string): Promise<boolean> {
    const key = `recovery:email:${hashCode(email)}`;
    return (await app.rateLimits.increment(key, RECOVERY_LIMITS.perEmail.windowMs)) <= RECOVERY_LIMITS.perEmail.max;
  }

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        summary: 'Ask for a password reset link',
        description:
          '{ email }. Always 200 { ok: true }, whether an account has that e-mail or not. When one does, an e-mail with a link to the ' +
          `portal's ${PORTAL_PATHS.reset}?code=… is queued (valid 1 hour, single use). ${RECOVERY_LIMITS.perIp.max} calls per IP per 15 minutes (429); ` +
          `at most ${RECOVERY_LIMITS.perEmail.max} e-mails per address an hour.`,
        tags: ['auth'],
        body: ForgotPasswordSchema,
        response: { 200: Ok, ...errorResponses(400, 429) },
      },
      preHandler: limitPerIp,
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      if (!(await allowed(email))) return { ok: true as const };
      await app.db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom('users').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
        if (!user) return;
        const code = await issueCode(trx, user.id, 'password_reset', RESET_CODE_TTL_MS);
        const mail = passwordReset(`${config.urls.portal}${PORTAL_PATHS.reset}?code=${code}`);
        await enqueueEmail(trx, { to: user.email, template: 'auth.password_reset', subject: mail.subject, text: mail.text, html: mail.html });
        request.log.info({ userId: user.id }, 'password reset e-mail queued');
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        summary: 'Set a new password with the code from the e-mail',
        description:
          '{ code, password, passwordConfirmation }. The code works once and for 1 hour. Ends every existing session (tokens issued before are refused) ' +
          'and marks the e-mail verified. Also how an account made by social sign-in gets a password. 200 { ok: true }; ' +
          `400 '${RESET_CODE_INVALID}' at code for an unknown, used or expired code.`,
        tags: ['auth'],
        body: ResetPasswordSchema,
        response: { 200: Ok, ...errorResponses(400) },
      },
    },
    async (request) => {
      const input = request.body;
      const passwordHash = await hashPassword(input.password);
      const userId = await app.db.transaction().execute(async (trx) => {
        const id = await spendCode(trx, input.code, 'password_reset');
        if (id === null) return null;
        await trx
          .updateTable('users')
          .set({
            password_hash: passwordHash,
            email_verified_at: sql`coalesce(email_verified_at, now())`,
            updated_at: sql`now()`,
          })
          .where('id', '=', id)
          .execute();
        // Every existing session ends: the same session stamp as logout and the password change.
        await endSessions(trx, id);
        return id;
      });
      if (userId === null) throw validationError([{ path: ['code'], message: RESET_CODE_INVALID }]);
      request.log.info({ userId }, 'password reset');
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/send-email-confirmation',
    {
      schema: {
        summary: 'Send the e-mail confirmation link again',
        description: '{ email }. Always 200 { email, sent: true } (Strapi\'s answer), whether the account exists or is already confirmed. Limits as forgot-password.',
        tags: ['auth'],
        body: SendEmailConfirmationSchema,
        response: { 200: ConfirmationSent, ...errorResponses(400, 429) },
      },
      preHandler: limitPerIp,
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      if (await allowed(email)) {
        await app.db.transaction().execute(async (trx) => {
          const user = await trx.selectFrom('users').select(['id', 'email', 'email_verified_at']).where('email', '=', email).executeTakeFirst();
          if (!user || user.email_verified_at !== null) return;
          await sendEmailConfirmation(trx, config, user);
        });
      }
      return { email, sent: true as const };
    },
  );

  app.get(
    '/auth/email-confirmation',
    {
      schema: {
        summary: 'Confirm the e-mail (the link in the confirmation e-mail)',
        description:
          `?confirmation=<code>. Confirmed: 302 to the portal's ${PORTAL_PATHS.confirmation}?busena=${CONFIRMATION_STATES.confirmed}. ` +
          `An unknown, used, expired or malformed code: 400 '${CONFIRMATION_INVALID}', except for a browser navigation (Accept: text/html), ` +
          `which goes to ${PORTAL_PATHS.confirmation}?busena=${CONFIRMATION_STATES.invalid} (the page offers a new link) instead of a JSON error.`,
        tags: ['auth'],
        querystring: EmailConfirmationQuerySchema,
        response: { 302: described(v.null(), 'Location: the owner portal'), ...errorResponses(400) },
      },
      // Before validation, so a link cut short by a mail client also lands on the portal's page.
      preValidation: async (request, reply) => {
        if (isBrowserNavigation(request) && !v.safeParse(EmailConfirmationQuerySchema, request.query).success) {
          return reply.redirect(confirmationPage(CONFIRMATION_STATES.invalid), 302);
        }
      },
    },
    async (request, reply) => {
      const { confirmation } = request.query;
      const userId = await app.db.transaction().execute(async (trx) => {
        const id = await spendCode(trx, confirmation, 'email_confirmation');
        if (id !== null) await trx.updateTable('users').set({ email_verified_at: sql`coalesce(email_verified_at, now())` }).where('id', '=', id).execute();
        return id;
      });
      if (userId === null) {
        if (isBrowserNavigation(request)) return reply.redirect(confirmationPage(CONFIRMATION_STATES.invalid), 302);
        throw validationError([{ path: ['confirmation'], message: CONFIRMATION_INVALID }]);
      }
      request.log.info({ userId }, 'e-mail confirmed');
      return reply.redirect(confirmationPage(CONFIRMATION_STATES.confirmed), 302);
    },
  );
}
