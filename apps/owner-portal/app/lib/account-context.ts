import { useOutletContext } from 'react-router';
import type { User } from '@ratai/domain';

/** What the account layout hands its pages: the signed-in user (loaded, never null). */
export interface AccountContext {
  user: User;
}

/** The signed-in user of an account page (rendered inside `routes/account.tsx`). */
export function useAccountUser(): User {
  return useOutletContext<AccountContext>().user;
}
