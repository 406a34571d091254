import { useNavigate, useSearchParams } from 'react-router';
import { logout, useAppDispatch } from '@ratai/api-client';
import { SwitchLink } from '../components/auth/SwitchLink';
import { AuthLayout } from '../components/layout/AuthLayout';
import { InvalidResetLink, ResetPasswordForm } from '../components/recovery/ResetPasswordForm';
import { PASSWORD_CHANGED_PARAM, RECOVERY_TEXTS } from '../lib/recovery';

export const meta = () => [{ title: 'Naujas slaptažodis | Ratai' }];

/**
 * `/slaptazodzio-atkurimas?code=…`, where the reset e-mail links. The new password ends every
 * session of the account (API), so a token this browser may hold is cleared before the login
 * page, which then says the password was changed.
 */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const code = params.get('code')?.trim() ?? '';
  return (
    <AuthLayout title={RECOVERY_TEXTS.resetTitle}>
      {code ? (
        <ResetPasswordForm
          code={code}
          onSuccess={() => {
            dispatch(logout());
            navigate(`/prisijungti?${PASSWORD_CHANGED_PARAM.name}=${PASSWORD_CHANGED_PARAM.value}`, { replace: true });
          }}
        />
      ) : (
        <InvalidResetLink />
      )}
      <SwitchLink question="Prisiminėte slaptažodį?" to="/prisijungti">
        {RECOVERY_TEXTS.backToLogin}
      </SwitchLink>
    </AuthLayout>
  );
}
