import { useEffect, useState } from 'react';
import { deferred } from '@ratai/app-shell';
import type { ApplicationFlow } from '../../lib/application-flow';
import { loadApplication } from '../../lib/saved-application';
import type { ApplicationWizardProps } from './ApplicationWizard';

/**
 * The application flow as a deferred part (issue 17: first-load JS ≤ 140 kB on the car application
 * page). The server renders the whole form; its code — react-hook-form, the valibot schema, the
 * api-client store with Redux Toolkit, the bank step — loads when the applicant starts on it (the
 * first pointer, touch, key or focus in it), and what was typed before that is kept. It loads at
 * once when this tab has an application of the flow to put back (Back from the bank's pages).
 * A press of 'Pateikti paraišką' before the code ran is held back and made again once it has
 * (`holdSubmit`, `useHeldSubmit` in ApplicationForm): on an untouched form the press itself is what loads the code.
 */
const DeferredWizard = deferred(() => import('./ApplicationWizard').then((module) => module.ApplicationWizardWithStore), {
  whenNear: false,
  // Sent by the browser itself, the form would put personal data in the address.
  holdSubmit: true,
});

export function ApplicationPart({ flow, initialValues }: ApplicationWizardProps) {
  const [restore, setRestore] = useState(false);
  useEffect(() => {
    setRestore(hasSavedApplication(flow));
    // The flow does not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <DeferredWizard flow={flow} initialValues={initialValues} loadNow={restore} />;
}

function hasSavedApplication(flow: ApplicationFlow): boolean {
  return loadApplication(flow) !== null;
}
