import { Navigate, Outlet, useLocation } from 'react-router';
import { useMeQuery } from '@ratai/api-client';
import { Alert, Button, Loading } from '@ratai/ui';
import { AccountShell } from '../components/layout/AccountShell';
import { EmailVerificationNotice } from '../components/recovery/EmailVerificationNotice';
import type { AccountContext } from '../lib/account-context';
import { loginPathFor } from '../lib/return-path';
import { useHasSession } from '../lib/session';

/**
 * `/paskyra` and everything under it (issue 6): without a session → `/prisijungti`, coming back
 * here after the login. With one, the current user (`GET /users/me`) is loaded once and handed to
 * the pages; a 401 goes through the token-removal route (root.tsx).
 */
export default function AccountLayout() {
  const hasSession = useHasSession();
  const location = useLocation();
  const me = useMeQuery(undefined, { skip: !hasSession });

  if (!hasSession) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (me.data) {
    const context: AccountContext = { user: me.data };
    return (
      <AccountShell email={me.data.email}>
        {me.data.confirmed === false ? <EmailVerificationNotice email={me.data.email} /> : null}
        <Outlet context={context} />
      </AccountShell>
    );
  }
  return (
    <AccountShell>
      {me.isError ? (
        <Alert type="danger" action={<Button onClick={() => void me.refetch()}>Bandyti dar kartą</Button>}>
          Nepavyko įkelti paskyros duomenų.
        </Alert>
      ) : (
        <Loading />
      )}
    </AccountShell>
  );
}
