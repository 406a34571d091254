import type { FastifyInstance, FastifyReply } from 'fastify';
import * as v from 'valibot';
import { described, errorResponses } from '../../http/responses';
import type { ValibotTypeProvider } from '../../http/validation';
import { notFound } from '../../http/errors';
import * as accounts from '../accounts/accounts.repository';
import { createOidcClient, type OidcClient, type OidcIdentity } from './oidc-client';
import * as repo from './social-auth.repository';
import { STATE_COOKIE, sealAttempt, stateCookieKey, stateCookieOptions, unsealAttempt } from './state-cookie';

/** Lithuanian texts of this module. */
export const SOCIAL_AUTH_MESSAGES = {
  disabled: 'Prisijungimas per socialinį tinklą neįjungtas',
} as const;

/**
 * Where the owner portal takes the browser back (README "Portal routes"). The token travels in
 * the fragment: browsers never send a fragment to a server, so it reaches no access log, proxy or
 * Referer header.
 */
export const PORTAL_RETURN = {
  success: '/prisijungti/socialinis',
  failure: '/prisijungti?klaida=socialinis',
} as const;

/** Why a sign-in was refused after the provider answered; logged, never shown (one generic failure page). */
class SignInRefused extends Error {
  constructor(readonly reason: 'no-attempt' | 'email-not-verified' | 'no-email' | 'account-email-unverified' | 'account-blocked') {
    super(reason);
  }
}


export async function socialAuthRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ValibotTypeProvider>();
  const { config } = app;
  const redirectUri = `${config.publicUrl}/api/connect/google/callback`;
  const secureCookie = redirectUri.startsWith('https:');
  const oidc: OidcClient | null = config.oidc
    ? createOidcClient({ ...config.oidc, redirectUri, allowHttp: config.env !== 'production' })
    : null;
  const cookieKey = stateCookieKey(config.jwtSecret);
  const failureUrl = `${config.urls.portal}${PORTAL_RETURN.failure}`;
  if (!oidc) app.log.info('OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET not set: social sign-in is off');

  const requireEnabled = (): OidcClient => {
    if (!oidc) throw notFound(SOCIAL_AUTH_MESSAGES.disabled);
    return oidc;
  };
  const redirect = (reply: FastifyReply, url: string) => reply.header('cache-control', 'no-store').redirect(url, 302);

  /**
   * The user for a provider account: the linked one (matched by issuer + sub, so a changed
   * e-mail at the provider still finds the same user); else the user with that e-mail, now
   * linked; else a new owner still onboarding (no password, no profile type). Only an e-mail the
   * provider has verified may find or create an account — otherwise anyone could register
   * someone else's address at a provider and take over their Ratai account.
   */
  async function resolveUser(identity: OidcIdentity): Promise<{ userId: number; outcome: 'matched' | 'linked' | 'created' }> {
    if (identity.emailVerified !== true) throw new SignInRefused('email-not-verified');
    if (!identity.email) throw new SignInRefused('no-email');
    const email = accounts.normaliseEmail(identity.email);
    const { issuer, subject } = identity;

    const linked = await repo.findLinkedUser(app.db, issuer, subject, email);
    if (linked !== undefined) return { userId: linked, outcome: 'matched' };

    let outcome: 'linked' | 'created' = 'linked';
    let user = await accounts.findUserByEmail(app.db, email);
    if (!user) {
      outcome = 'created';
      // Null when a concurrent registration took the e-mail first: then link to that user.
      user = (await accounts.insertUser(app.db, { email, passwordHash: null, roles: ['owner'] })) ?? (await accounts.findUserByEmail(app.db, email));
    }
    if (!user) throw new Error('user neither found nor created');
    // An existing account is linked only when its e-mail was proved (confirmation link or reset):
    // else whoever registered someone's address first would keep a password on the account that
    // person later signs into with the provider (issue 15).
    const verified = await app.db.selectFrom('users').select('email_verified_at').where('id', '=', user.id).executeTakeFirstOrThrow();
    if (verified.email_verified_at === null) {
      if (outcome !== 'created' && user.password_hash !== null) throw new SignInRefused('account-email-unverified');
      // The provider verified this address: the account's e-mail is proved.
      await app.db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', user.id).execute();
    }
    const userId = await repo.linkIdentity(app.db, { userId: user.id, issuer, subject, email });
    return { userId, outcome };
  }

  app.get(
    '/connect/providers',
    {
      schema: {
        summary: 'Which social sign-in providers are configured',
        description: 'The login and register forms show the social button only when google is true.',
        tags: ['auth'],
        response: {
          200: v.object({ google: v.boolean() }),
        },
      },
    },
    async () => ({ google: oidc !== null }),
  );

  app.get(
    '/connect/google',
    {
      schema: {
        summary: 'Start social sign-in (OpenID Connect, authorization code + PKCE)',
        description:
          'A browser navigation, not a fetch: answers 302 to the provider with a short-lived sealed cookie (state, nonce, PKCE verifier). ' +
          `404 when social sign-in is not configured. If the provider cannot be reached, 302 to the portal's ${PORTAL_RETURN.failure}.`,
        tags: ['auth'],
        response: { 302: described(v.null(), 'Location: the provider'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const client = requireEnabled();
      try {
        const { url, attempt } = await client.begin();
        reply.setCookie(STATE_COOKIE.name, sealAttempt(cookieKey, attempt), stateCookieOptions(secureCookie));
        return redirect(reply, url.href);
      } catch (error) {
        request.log.error({ err: error }, 'social sign-in could not start (provider discovery failed)');
        return redirect(reply, failureUrl);
      }
    },
  );

  app.get(
    '/connect/google/callback',
    {
      schema: {
        summary: 'Social sign-in callback (the provider redirects here)',
        description:
          `Checks state, nonce and PKCE, requires email_verified, finds or creates the user, then 302 to the portal's ${PORTAL_RETURN.success}#token=<jwt>. ` +
          `Any failure: 302 to ${PORTAL_RETURN.failure}. 404 when social sign-in is not configured.`,
        tags: ['auth'],
        response: { 302: described(v.null(), 'Location: the owner portal'), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const client = requireEnabled();
      // Single use, whatever happens next.
      reply.setCookie(STATE_COOKIE.name, '', stateCookieOptions(secureCookie, 0));
      try {
        const attempt = unsealAttempt(cookieKey, request.cookies[STATE_COOKIE.name]);
        if (!attempt) throw new SignInRefused('no-attempt');
        const queryStart = request.url.indexOf('?');
        const identity = await client.finish(queryStart === -1 ? '' : request.url.slice(queryStart), attempt);
        const { userId, outcome } = await resolveUser(identity);
        // Blocked by the team (modules/owners): no sign-in by any route.
        const blocked = await app.db.selectFrom('users').select('blocked_at').where('id', '=', userId).executeTakeFirst();
        if (blocked?.blocked_at) throw new SignInRefused('account-blocked');
        request.log.info({ userId, outcome, issuer: identity.issuer }, 'social sign-in');
        return redirect(reply, `${config.urls.portal}${PORTAL_RETURN.success}#token=${encodeURIComponent(await app.signToken(userId))}`);
      } catch (error) {
        if (error instanceof SignInRefused) request.log.warn({ reason: error.reason }, 'social sign-in refused');
        else {
          // openid-client's errors say which check failed (state, nonce, PKCE, provider error);
          // they hold no tokens.
          const e = error instanceof Error ? (error as Error & { code?: unknown; error?: unknown }) : undefined;
          const cause = e?.cause instanceof Error ? e.cause.message : undefined;
          request.log.warn({ name: e?.name, code: e?.code, error: e?.error, message: e?.message ?? String(error), cause }, 'social sign-in failed');
        }
        return redirect(reply, failureUrl);
      }
    },
  );
}
