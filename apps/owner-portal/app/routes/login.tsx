import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { readToken } from '@ratai/api-client';
import { Alert } from '@ratai/ui';
import { LoginForm } from '../components/auth/LoginForm';
import { SocialSignIn } from '../components/auth/SocialSignIn';
import { SwitchLink } from '../components/auth/SwitchLink';
import { AuthLayout } from '../components/layout/AuthLayout';
import { PASSWORD_CHANGED_PARAM, RECOVERY_TEXTS } from '../lib/recovery';
import { RETURN_PARAM, safeReturnPath } from '../lib/return-path';

export const meta = () => [{ title: 'Prisijungimas | Ratai' }];

/** Texts of the returns to this page (ours: the spec shows none). */
export const LOGIN_NOTES = {
  social: 'Nepavyko prisijungti per socialinį tinklą. Bandykite dar kartą.',
  sessionEnded: 'Jūsų sesija baigėsi. Prisijunkite iš naujo.',
};

/** `/prisijungti` (spec §2.14): the login form; on success back to the page asked for, else `/paskyra?afterAuth=true`. */
export default function Login() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Read once: after this page's own login the token exists too, and its navigation must win.
  const [hasSession] = useState(() => readToken() !== null);
  const target = safeReturnPath(params.get(RETURN_PARAM));
  // A signed-in user has nothing to do here (but a 401 return must be able to sign in again).
  if (hasSession && params.get('sesija') !== 'baigesi') return <Navigate to="/paskyra" replace />;
  return (
    <AuthLayout title="Prisijungimas">
      {params.get('klaida') === 'socialinis' ? <Alert type="danger">{LOGIN_NOTES.social}</Alert> : null}
      {params.get('sesija') === 'baigesi' ? <Alert type="info">{LOGIN_NOTES.sessionEnded}</Alert> : null}
      {params.get(PASSWORD_CHANGED_PARAM.name) === PASSWORD_CHANGED_PARAM.value ? <Alert type="success">{RECOVERY_TEXTS.passwordChanged}</Alert> : null}
      <SocialSignIn />
      <LoginForm onSuccess={() => navigate(target, { replace: true })} />
      <SwitchLink question="Neturite paskyros?" to="/registracija">
        Registruokitės
      </SwitchLink>
    </AuthLayout>
  );
}
