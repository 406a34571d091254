import * as client from 'openid-client';
import type { SignInAttempt } from './state-cookie';

/**
 * The OpenID Connect relying party (openid-client 6): discovery, the authorization URL with PKCE
 * (S256), state and nonce, and the code exchange with every check openid-client makes (issuer,
 * audience, signature, nonce, state, PKCE, `iss` in the response).
 */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The API's callback, registered at the provider. */
  redirectUri: string;
  /** Plain-http issuers (a provider on the developer's machine); never in production. */
  allowHttp: boolean;
}

/** What the callback learns about the person: the provider's id for them and their e-mail. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: unknown;
}

/** Only the e-mail is needed: it finds or creates the account (data minimisation). */
const SCOPE = 'openid email';
/** Discovery and token calls are made while the browser waits on a redirect. */
const HTTP_TIMEOUT_SECONDS = 10;

export interface OidcClient {
  /** Starts an attempt: the provider URL to send the browser to and what the callback must check. */
  begin(): Promise<{ url: URL; attempt: SignInAttempt }>;
  /** Finishes an attempt from the callback URL's query string; throws on any failed check. */
  finish(callbackQuery: string, attempt: SignInAttempt): Promise<OidcIdentity>;
}

export function createOidcClient(settings: OidcSettings): OidcClient {
  let discovered: Promise<client.Configuration> | undefined;

  /**
   * Discovery once, on first use rather than at boot: the API starts (and serves everything
   * else) while the provider is unreachable. A failed discovery is forgotten, so the next
   * sign-in tries again.
   */
  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        timeout: HTTP_TIMEOUT_SECONDS,
        execute: settings.allowHttp ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    async begin() {
      const config = await configuration();
      const attempt: SignInAttempt = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: SCOPE,
        state: attempt.state,
        nonce: attempt.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(attempt.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, attempt };
    },

    async finish(callbackQuery, attempt) {
      const config = await configuration();
      // The redirect_uri sent to the token endpoint is this URL without its query, so it is built
      // from the configured callback, not from the Host header a proxy may have rewritten.
      const currentUrl = new URL(settings.redirectUri);
      currentUrl.search = callbackQuery;
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: attempt.state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token in the token response');
      let email: unknown = claims['email'];
      let emailVerified: unknown = claims['email_verified'];
      // Google puts the e-mail claims in the ID token; a provider that follows OIDC's default
      // (claims of a scope go to userinfo when an access token is issued) needs one more call.
      if (email === undefined || emailVerified === undefined) {
        const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        email = info.email;
        emailVerified = info.email_verified;
      }
      return {
        issuer: config.serverMetadata().issuer,
        subject: claims.sub,
        email: typeof email === 'string' ? email : undefined,
        emailVerified,
      };
    },
  };
}
