import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import {
  LOGIN_ERROR,
  REGISTER_ERROR,
  type AuthResponse,
  type ChangeProfileTypeRequest,
  type CompanyProfile,
  type EntityId,
  type LoginRequest,
  type PersonalProfile,
  type ProfileType,
  type RegisterRequest,
  type User,
} from '@ratai/domain';
import { api, type TagType } from './api';
import type { ApiClientError } from './api-error';
import type { ApiClientOptions } from './client-options';
import { clientOf } from './client-options';
import { UNKNOWN_ERROR_TEXT } from './error-text';
import type { CompanyProfileBody, PersonalProfileBody } from './profiles';
import { listOf } from './response';

/** Body of `PUT /users/me/password` (settings page). */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Answer of the password change: the API ends every earlier session and hands a fresh token. */
export interface ChangePasswordResponse {
  ok: true;
  jwt?: string;
}

/** `{ ok: true }` of the calls that answer nothing else. */
export interface OkResponse {
  ok: true;
}

/** A social identity provider the login and register forms offer (spec §2.14). */
export interface SocialProvider {
  /** The `{provider}` of `GET /connect/{provider}`, e.g. "google"; see `socialSignInUrl`. */
  name: string;
  /** Display name when the API gives one. */
  label?: string;
}

/** A profile with its id, as `PUT /system-role/edit-user-data` takes it (spec §7 "profile with id"). */
export type EditUserDataRequest = (CompanyProfileBody | PersonalProfileBody) & { id: EntityId };

/** Cached data that belongs to whoever is signed in: refreshed when the session changes. */
const SESSION_TAGS: TagType[] = ['Me', 'MyCars', 'Moderation', 'Application'];

/** The generic text replaced by the spec's own fallback of a form (§8), keeping server and network texts. */
function withFallback(error: ApiClientError, text: string): ApiClientError {
  return error.message === UNKNOWN_ERROR_TEXT ? { ...error, message: text } : error;
}

/**
 * Accounts (modules/accounts of the API, spec §3, §4, §7). Login, registration and the password
 * change save the token they receive through the store's session (`ApiClientOptions.session`,
 * by default the browser's cookie + localStorage) before they resolve, so the app can navigate
 * straight on; the user's cached data is then refreshed.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /auth/local` — `{ identifier, password }`; failure text: the server's, else 'Prisijungimo klaida. Bandykite dar kartą.' */
    login: build.mutation<AuthResponse, LoginRequest>({
      async queryFn(body, { extra }, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/auth/local', method: 'POST', body });
        if (result.error) return { error: withFallback(result.error, LOGIN_ERROR) };
        const auth = result.data as AuthResponse;
        clientOf(extra).session.save(auth.jwt);
        return { data: auth };
      },
      invalidatesTags: (result) => (result ? SESSION_TAGS : []),
    }),

    /** `POST /auth/local/register` — failure text: the server's, else 'Registracijos klaida. Bandykite dar kartą.' */
    register: build.mutation<AuthResponse, RegisterRequest>({
      async queryFn(body, { extra }, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/auth/local/register', method: 'POST', body });
        if (result.error) return { error: withFallback(result.error, REGISTER_ERROR) };
        const auth = result.data as AuthResponse;
        clientOf(extra).session.save(auth.jwt);
        return { data: auth };
      },
      invalidatesTags: (result) => (result ? SESSION_TAGS : []),
    }),

    /**
     * `GET /users/me` — the current user, or `null` without a session: no request is made when
     * there is no token (spec §4 "Current user load: skipped when no session exists").
     */
    me: build.query<User | null, void>({
      async queryFn(_arg, { extra }, _extraOptions, baseQuery) {
        if (!clientOf(extra).getToken()) return { data: null };
        const result = await baseQuery('/users/me');
        return result.error ? { error: result.error } : { data: result.data as User };
      },
      providesTags: ['Me'],
    }),

    /** `POST /system-role/change-user-type` — `{ profileType }` after the confirmation modal; refreshes the user. */
    changeUserType: build.mutation<User, ChangeProfileTypeRequest>({
      query: (body) => ({ url: '/system-role/change-user-type', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),

    /** `POST /system-role/complete-authentication` — onboarding step 1, optionally saving the profile type. */
    completeAuthentication: build.mutation<User, { profileType?: ProfileType } | void>({
      query: (body) => ({ url: '/system-role/complete-authentication', method: 'POST', body: body ?? undefined }),
      invalidatesTags: ['Me'],
    }),

    /** `PUT /system-role/edit-user-data` — a company or personal profile with its id. */
    editUserData: build.mutation<CompanyProfile | PersonalProfile, EditUserDataRequest>({
      query: (body) => ({ url: '/system-role/edit-user-data', method: 'PUT', body }),
      invalidatesTags: ['Me'],
    }),

    /**
     * `DELETE /system-role/delete-user` — `{ password }` confirms it (API decision). The session
     * is dead afterwards: dispatch `logout()` and go home.
     */
    deleteUser: build.mutation<OkResponse, { password: string }>({
      query: (body) => ({ url: '/system-role/delete-user', method: 'DELETE', body }),
    }),

    /** `PUT /users/me/password` — saves the fresh token the API answers (earlier sessions end). */
    changePassword: build.mutation<ChangePasswordResponse, ChangePasswordRequest>({
      async queryFn(body, { extra }, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/users/me/password', method: 'PUT', body });
        if (result.error) return { error: result.error };
        const answer = result.data as ChangePasswordResponse;
        if (answer.jwt) clientOf(extra).session.save(answer.jwt);
        return { data: answer };
      },
    }),

    /** `POST /auth/forgot-password` — `{ email }`; the answer is the same whether an account has it or not. */
    forgotPassword: build.mutation<OkResponse, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),

    /**
     * `POST /auth/reset-password` — `{ code, password, passwordConfirmation }`. The API ends every
     * session of the account, so a token this browser holds is dead: dispatch `logout()` after it.
     * A used, expired or unknown code answers 400 at `code`.
     */
    resetPassword: build.mutation<OkResponse, { code: string; password: string; passwordConfirmation: string }>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),

    /** `POST /auth/send-email-confirmation` — `{ email }`: the confirmation link again (same answer for any address). */
    sendEmailConfirmation: build.mutation<{ email: string; sent: true }, { email: string }>({
      query: (body) => ({ url: '/auth/send-email-confirmation', method: 'POST', body }),
    }),

    /** `GET /connect/providers` — the configured social sign-in providers (the API answers `{ google: boolean }`); start one with `socialSignInUrl(name)`. */
    socialProviders: build.query<SocialProvider[], void>({
      query: () => '/connect/providers',
      transformResponse: (body: unknown) => toProviders(body),
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useMeQuery,
  useChangeUserTypeMutation,
  useCompleteAuthenticationMutation,
  useEditUserDataMutation,
  useDeleteUserMutation,
  useChangePasswordMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useSendEmailConfirmationMutation,
  useSocialProvidersQuery,
} = authApi;

/**
 * Logout (spec §4): clears the stored token (cookie and localStorage, through the store's
 * session) and every cached answer at once, so nothing of the previous user stays in memory, and
 * asks the API to end the session on the server (`POST /auth/logout`, issue 18 item 10): a copy
 * of the token — another tab, a stolen one — stops working too. The app then goes to the home
 * page; its token-removal route (where 401s are sent) dispatches this too.
 *
 * The call goes out with the token it ends, straight through `fetch` rather than the base query:
 * a 401 (an already-ended session) must not send the app to its token-removal route again.
 * `keepalive` lets it finish when the app navigates away at once. Its failure (offline) is
 * ignored: the token is gone from this browser either way, and it expires on its own.
 * The returned promise settles when the server has answered, for callers that want to wait.
 */
export function logout(): ThunkAction<Promise<void>, unknown, ApiClientOptions, UnknownAction> {
  return async (dispatch, _getState, extra) => {
    const client = clientOf(extra);
    const token = client.getToken();
    client.session.clear();
    dispatch(api.util.resetApiState());
    if (!token) return;
    try {
      await (client.fetchFn ?? fetch)(`${client.baseUrl}/auth/logout`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        keepalive: true,
      });
    } catch {
      // offline or the API is down: nothing more to do here
    }
  };
}

/** `{ google: true, … }`: an object whose every value is a boolean (and that is not a list envelope). */
function isFlagMap(body: unknown): body is Record<string, boolean> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const values = Object.values(body);
  return values.length > 0 && values.every((value) => typeof value === 'boolean');
}

/**
 * The providers list, read leniently (the API's `{ google: boolean }`, a list, `{ data }` or
 * `{ providers }`; names or objects),
 * since the social sign-in module is newer than this client.
 */
function toProviders(body: unknown): SocialProvider[] {
  // The API's own answer (modules/social-auth): `{ google: true }` — one flag per provider.
  if (isFlagMap(body)) {
    return Object.entries(body)
      .filter(([, enabled]) => enabled === true)
      .map(([name]) => ({ name }));
  }
  const list =
    typeof body === 'object' && body !== null && Array.isArray((body as { providers?: unknown }).providers)
      ? ((body as { providers: unknown[] }).providers)
      : listOf<unknown>(body);
  return list.flatMap((item): SocialProvider[] => {
    if (typeof item === 'string') return [{ name: item }];
    if (typeof item !== 'object' || item === null) return [];
    const { name, id, label, displayName } = item as Record<string, unknown>;
    const key = typeof name === 'string' ? name : typeof id === 'string' ? id : undefined;
    if (!key) return [];
    const text = typeof label === 'string' ? label : typeof displayName === 'string' ? displayName : undefined;
    return [text ? { name: key, label: text } : { name: key }];
  });
}
