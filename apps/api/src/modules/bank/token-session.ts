import type * as v from 'valibot';
import type { BankDataConfig } from './bank-data-types';
import { BankDataError } from './provider-errors';
import { TokenNewSchema, TokenRefreshSchema } from './provider-schemas';
import type { Call, Method, Schema, Send } from './provider-transport';

/** Refresh or renew this long before the provider's expiry, so a token never dies mid-request. */
const EXPIRY_MARGIN_MS = 60_000;

interface HeldToken {
  token: string;
  expiresAt: number;
}

export interface TokenSession {
  /** The access token, reused until a minute before it expires, then refreshed or renewed. */
  accessToken(): Promise<string>;
  /** Drops both tokens: the next accessToken() asks for a new pair. */
  forget(): void;
}

/** Our access and refresh tokens (one session per client, so one per process). */
export function createTokenSession(send: Send, config: Pick<BankDataConfig, 'secretId' | 'secretKey'>, now: () => number): TokenSession {
  let access: HeldToken | null = null;
  let refresh: HeldToken | null = null;
  // Concurrent requests share one token request instead of each asking for a new pair.
  let pendingToken: Promise<string> | null = null;

  async function newToken(): Promise<string> {
    const t = await send('POST', '/token/new/', { secret_id: config.secretId, secret_key: config.secretKey }, null, TokenNewSchema);
    const at = now();
    access = { token: t.access, expiresAt: at + t.access_expires * 1000 };
    refresh = { token: t.refresh, expiresAt: at + t.refresh_expires * 1000 };
    return t.access;
  }

  async function refreshToken(refreshWith: string): Promise<string> {
    try {
      const t = await send('POST', '/token/refresh/', { refresh: refreshWith }, null, TokenRefreshSchema);
      access = { token: t.access, expiresAt: now() + t.access_expires * 1000 };
      return t.access;
    } catch (error) {
      // A refused refresh token (revoked, expired early) is recovered with a new pair; anything else
      // (network, 5xx) would fail the new-token request the same way, so it is passed on.
      if (error instanceof BankDataError && error.status === 401) {
        refresh = null;
        return newToken();
      }
      throw error;
    }
  }

  return {
    accessToken() {
      const at = now();
      if (access && access.expiresAt - EXPIRY_MARGIN_MS > at) return Promise.resolve(access.token);
      if (!pendingToken) {
        const refreshWith = refresh && refresh.expiresAt - EXPIRY_MARGIN_MS > at ? refresh.token : null;
        pendingToken = (refreshWith ? refreshToken(refreshWith) : newToken()).finally(() => {
          pendingToken = null;
        });
      }
      return pendingToken;
    },
    forget() {
      access = null;
      refresh = null;
    },
  };
}

/**
 * An authorised request; one retry with fresh tokens if the provider says *our token* is no
 * longer valid. An expired consent (AccessExpiredError, also a 401) is not retried: new tokens
 * would not bring it back, and each retry of an account read may spend one of the bank's reads.
 */
export function authorisedCall(send: Send, session: TokenSession): Call {
  return async function call<S extends Schema>(method: Method, path: string, schema: S, body?: unknown): Promise<v.InferOutput<S>> {
    const token = await session.accessToken();
    try {
      return await send(method, path, body, token, schema);
    } catch (error) {
      if (error instanceof BankDataError && error.kind === 'credentials' && error.status === 401) {
        session.forget();
        return send(method, path, body, await session.accessToken(), schema);
      }
      throw error;
    }
  };
}
