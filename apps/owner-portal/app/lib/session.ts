import { useSyncExternalStore } from 'react';
import { readToken } from '@ratai/api-client';

/** Where a 401 answer sends the browser (spec §7 "token-removal route"): clears, then back to login. */
export const SESSION_ENDED_PATH = '/atsijungti?sesija=baigesi';

const noSubscribe = () => () => undefined;

/**
 * Whether a session token exists (the `token` cookie, spec §6). Read on every render: login,
 * logout and the 401 route change it and then navigate, which re-renders.
 */
export function useHasSession(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => readToken() !== null,
    () => false,
  );
}
