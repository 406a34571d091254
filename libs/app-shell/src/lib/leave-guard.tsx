import { useEffect, type RefObject } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@ratai/ui';

/** The question before unsaved work is left (issue 16: a form never loses work). */
export const UNSAVED_TITLE = 'Neišsaugoti pakeitimai';
export const UNSAVED_TEXT = 'Formoje yra neišsaugotų pakeitimų. Jei išeisite, jie bus prarasti.';

export interface LeaveGuardProps {
  /** There is work that leaving would lose. */
  when: boolean;
  title?: string;
  text?: string;
  /**
   * Set to true by the form just before it navigates away itself (after a create, say): the
   * blocker reads the ref at the moment of navigation, where `when` could still be a render old.
   */
  bypass?: RefObject<boolean>;
}

/**
 * While `when` holds: leaving for another page of the app asks first (the router's blocker and
 * the kit's dialog: 'Likti' stays, 'Išeiti' goes), and closing or reloading the tab gets the
 * browser's own question (`beforeunload`; browsers show their own text there). A change of the
 * query string only (filters, pages) on the same path is not leaving.
 */
export function LeaveGuard({ when, title = UNSAVED_TITLE, text = UNSAVED_TEXT, bypass }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && !bypass?.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (bypass?.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when, bypass]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title}
      confirmLabel="Išeiti"
      cancelLabel="Likti"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {text}
    </ConfirmDialog>
  );
}
