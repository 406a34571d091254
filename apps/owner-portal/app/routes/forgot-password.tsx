import { useForgotPasswordMutation } from '@ratai/api-client';
import { SwitchLink } from '../components/auth/SwitchLink';
import { AuthLayout } from '../components/layout/AuthLayout';
import { Lead } from '../components/layout/Page';
import { EmailRequestForm } from '../components/recovery/EmailRequestForm';
import { RECOVERY_TEXTS } from '../lib/recovery';

export const meta = () => [{ title: 'Slaptažodžio atkūrimas | Ratai' }];

/** `/slaptazodzio-priminimas`: the e-mail to send the reset link to (same confirmation for any address). */
export default function ForgotPassword() {
  const [forgotPassword] = useForgotPasswordMutation();
  return (
    <AuthLayout title={RECOVERY_TEXTS.forgotTitle}>
      <Lead>{RECOVERY_TEXTS.forgotLead}</Lead>
      <EmailRequestForm
        label={RECOVERY_TEXTS.forgotTitle}
        submitLabel={RECOVERY_TEXTS.forgotSubmit}
        sentText={RECOVERY_TEXTS.forgotSent}
        send={(email) => forgotPassword({ email }).unwrap()}
      />
      <SwitchLink question="Prisiminėte slaptažodį?" to="/prisijungti">
        {RECOVERY_TEXTS.backToLogin}
      </SwitchLink>
    </AuthLayout>
  );
}
