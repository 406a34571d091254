import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FILL_APPLICATION } from '@ratai/domain';
import { Button } from '@ratai/ui';
import { TermsConsent } from './TermsConsent';

/** The calculators' consent box and 'Pildyti paraišką' button; `children` stand between the two. */
export function CalculatorSubmit({
  consent,
  consentError,
  loading,
  children,
}: {
  consent: UseFormRegisterReturn;
  consentError?: string;
  loading: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      <TermsConsent registration={consent} error={consentError} />
      {children}
      <Button type="submit" size="lg" fullWidth loading={loading}>
        {FILL_APPLICATION}
      </Button>
    </>
  );
}
