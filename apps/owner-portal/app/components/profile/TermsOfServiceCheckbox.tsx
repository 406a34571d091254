import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from 'react-router';
import { Checkbox } from '@ratai/ui';

/** The profile forms' terms checkbox; the link opens the service terms (spec §2.20) in a new tab. */
export function TermsOfServiceCheckbox({ error, ...input }: Omit<ComponentPropsWithRef<'input'>, 'type'> & { error?: ReactNode }) {
  return (
    <Checkbox
      label={
        <>
          Sutinku su{' '}
          <Link to="/paskyra/sutartis" target="_blank" rel="noopener">
            paslaugų teikimo sąlygomis
          </Link>
        </>
      }
      error={error}
      {...input}
    />
  );
}
