import { useSyncExternalStore } from 'react';
import { readToken } from '@ratai/api-client';
import type { User } from '@ratai/domain';

/** Where a 401 answer sends the browser: the session is cleared, then the login with a note. */
export const SESSION_ENDED_PATH = '/atsijungti?sesija=baigesi';

const noSubscribe = () => () => undefined;

/** Whether a session token exists (the `token` cookie). Login, logout and 401 navigate afterwards, which re-renders. */
export function useHasSession(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => readToken() !== null,
    () => false,
  );
}

/** Only team accounts work in the back office (the API refuses everyone else with 403 anyway). */
export function isTeamMember(user: Pick<User, 'systemRoles'> | null | undefined): boolean {
  return Boolean(user?.systemRoles.some((role) => role.name === 'team'));
}

/** The refusal an owner (or any account without the team role) reads. */
export const NOT_TEAM_MESSAGE =
  'Ši paskyra neturi komandos teisių. Į Ratai komandos sistemą gali prisijungti tik komandos nariai; savininkai savo skelbimus tvarko savininko paskyroje.';
