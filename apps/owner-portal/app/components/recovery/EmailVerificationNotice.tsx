import { useState } from 'react';
import styled from 'styled-components';
import { isApiClientError, useSendEmailConfirmationMutation } from '@ratai/api-client';
import { Alert, Button } from '@ratai/ui';
import { RECOVERY_TEXTS } from '../../lib/recovery';

const Notice = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** A long address must wrap on a phone instead of running out of the banner. */
const Address = styled.strong`
  overflow-wrap: anywhere;
`;

/**
 * Shown above every account page while the account's e-mail is not confirmed (`confirmed: false`
 * from /users/me): right after registration, and until the link is opened. 'Siųsti dar kartą'
 * asks the API for a new link (the earlier one stops working).
 */
export function EmailVerificationNotice({ email }: { email: string }) {
  const [send, { isLoading }] = useSendEmailConfirmationMutation();
  const [result, setResult] = useState<{ type: 'success' | 'danger'; text: string } | null>(null);

  const resend = async () => {
    setResult(null);
    try {
      await send({ email }).unwrap();
      setResult({ type: 'success', text: RECOVERY_TEXTS.verifyResent });
    } catch (error) {
      setResult({ type: 'danger', text: isApiClientError(error) ? error.message : RECOVERY_TEXTS.sendFailed });
    }
  };

  return (
    <Notice>
      <Alert
        type="warning"
        title={RECOVERY_TEXTS.verifyTitle}
        action={
          <Button variant="secondary" size="sm" loading={isLoading} onClick={() => void resend()}>
            {RECOVERY_TEXTS.verifyResend}
          </Button>
        }
      >
        {RECOVERY_TEXTS.verifyTextBefore} <Address>{email}</Address>
        {RECOVERY_TEXTS.verifyTextAfter}
        {result ? <span role={result.type === 'danger' ? 'alert' : 'status'}> {result.text}</span> : null}
      </Alert>
    </Notice>
  );
}
