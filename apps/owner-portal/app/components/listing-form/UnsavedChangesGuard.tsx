import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@ratai/ui';

/** The question before unsaved work is left (issue 16: the form never loses work). */
export const UNSAVED_TITLE = 'Neišsaugoti pakeitimai';
export const UNSAVED_TEXT = 'Formoje yra neišsaugotų pakeitimų. Jei išeisite, jie bus prarasti.';

/**
 * While `when` holds: leaving for another page of the portal asks first (the router's blocker and
 * the kit's dialog: 'Likti' stays, 'Išeiti' goes), and closing or reloading the tab gets the
 * browser's own question (`beforeunload`; browsers show their own text there).
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={UNSAVED_TITLE}
      confirmLabel="Išeiti"
      cancelLabel="Likti"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {UNSAVED_TEXT}
    </ConfirmDialog>
  );
}
