import { Link, useSearchParams } from 'react-router';
import { useSendEmailConfirmationMutation } from '@ratai/api-client';
import { Alert } from '@ratai/ui';
import { CONFIRMATION_INVALID } from '@ratai/validation';
import { AuthLayout } from '../components/layout/AuthLayout';
import { Lead } from '../components/layout/Page';
import { EmailRequestForm } from '../components/recovery/EmailRequestForm';
import { CONFIRMATION_STATE, RECOVERY_TEXTS } from '../lib/recovery';

export const meta = () => [{ title: 'El. pašto patvirtinimas | Ratai' }];

/**
 * `/el-pasto-patvirtinimas?busena=…`: where the confirmation e-mail's link ends (the API confirms
 * the address and sends the browser here). A used, expired or broken link (`netinkama`, or
 * anything else) says so and offers a new link.
 */
export default function EmailConfirmation() {
  const [params] = useSearchParams();
  const [send] = useSendEmailConfirmationMutation();
  if (params.get('busena') === CONFIRMATION_STATE.confirmed) {
    return (
      <AuthLayout title={RECOVERY_TEXTS.confirmedTitle}>
        <Alert type="success" action={<Link to="/paskyra">{RECOVERY_TEXTS.confirmedAction}</Link>}>
          {RECOVERY_TEXTS.confirmedText}
        </Alert>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={RECOVERY_TEXTS.confirmInvalidTitle}>
      <Alert type="danger">{CONFIRMATION_INVALID}</Alert>
      <Lead>{RECOVERY_TEXTS.confirmResendLead}</Lead>
      <EmailRequestForm
        label={RECOVERY_TEXTS.confirmInvalidTitle}
        submitLabel={RECOVERY_TEXTS.confirmResendSubmit}
        sentText={RECOVERY_TEXTS.confirmResent}
        send={(email) => send({ email }).unwrap()}
      />
    </AuthLayout>
  );
}
