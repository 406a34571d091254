import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '@ratai/ui';

/** The consent box of the calculators and request forms, linking the terms and the privacy policy. */
export function TermsConsent({
  registration,
  error,
  children,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  children?: ReactNode;
}) {
  return (
    <Checkbox
      {...registration}
      error={error}
      label={
        children ?? (
          <>
            Sutinku su <Link to="/taisykles">taisyklėmis</Link> ir{' '}
            <Link to="/privatumo-politika">privatumo politika</Link>
          </>
        )
      }
    />
  );
}
