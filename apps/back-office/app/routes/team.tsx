import { Navigate, Outlet, useLocation } from 'react-router';
import { useMeQuery } from '@ratai/api-client';
import { Alert, Button, Loading } from '@ratai/ui';
import { TeamShell } from '../components/layout/TeamShell';
import { RETURN_PARAM } from '../lib/return-path';
import { isTeamMember, NOT_TEAM_MESSAGE, useHasSession } from '../lib/session';

/**
 * Every page but the login: without a session → `/prisijungti` (back here afterwards); with a
 * session of an account without the team role → the refusal (the API answers such an account 403
 * on every team route anyway); a team member gets the shell and the page.
 */
export default function TeamLayout() {
  const hasSession = useHasSession();
  const location = useLocation();
  const me = useMeQuery(undefined, { skip: !hasSession });

  if (!hasSession) {
    const back = location.pathname + location.search;
    return <Navigate to={back === '/' ? '/prisijungti' : `/prisijungti?${RETURN_PARAM}=${encodeURIComponent(back)}`} replace />;
  }
  if (me.data && isTeamMember(me.data)) {
    return (
      <TeamShell email={me.data.email}>
        <Outlet />
      </TeamShell>
    );
  }
  if (me.data || (me.isSuccess && me.data === null)) {
    return (
      <TeamShell>
        <Alert type="danger" title="Prieiga negalima" action={<Button href="/atsijungti">Atsijungti</Button>}>
          {NOT_TEAM_MESSAGE}
        </Alert>
      </TeamShell>
    );
  }
  return (
    <TeamShell>
      {me.isError ? (
        <Alert type="danger" action={<Button onClick={() => void me.refetch()}>Bandyti dar kartą</Button>}>
          Nepavyko įkelti paskyros duomenų.
        </Alert>
      ) : (
        <Loading />
      )}
    </TeamShell>
  );
}
