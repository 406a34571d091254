import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { readToken } from '@ratai/api-client';
import { RegisterForm } from '../components/auth/RegisterForm';
import { SocialSignIn } from '../components/auth/SocialSignIn';
import { SwitchLink } from '../components/auth/SwitchLink';
import { AuthLayout } from '../components/layout/AuthLayout';
import { Lead } from '../components/layout/Page';
import { AFTER_AUTH_PATH } from '../lib/return-path';

export const meta = () => [{ title: 'Registracija | Ratai' }];

/** `/registracija` (spec §2.14): the registration form; on success `/paskyra?afterAuth=true` (onboarding). */
export default function Register() {
  const navigate = useNavigate();
  // Read once: after this page's own login the token exists too, and its navigation must win.
  const [hasSession] = useState(() => readToken() !== null);
  if (hasSession) return <Navigate to="/paskyra" replace />;
  return (
    <AuthLayout title="Registracija">
      <Lead>Sukurkite paskyrą ir skelbkite savo automobilius nuomai su išpirkimu.</Lead>
      <SocialSignIn />
      <RegisterForm onSuccess={() => navigate(AFTER_AUTH_PATH, { replace: true })} />
      <SwitchLink question="Jau turite paskyrą?" to="/prisijungti">
        Prisijunkite
      </SwitchLink>
    </AuthLayout>
  );
}
