import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@ratai/ui';

/** The question before unsaved work is left (issue 16: the form never loses work). */
export const UNSAVED_TITLE = 'Neišsaugoti pakeitimai';
export const UNSAVED_TEXT = 'Formoje yra neišsaugotų pakeitimų. Jei išeisite, jie bus prarasti.';

/**
 * The upload form's question once its fields are in the server-side draft: leaving loses no typing,
 * so the dialog says so — and names the photos, which a draft does not keep (they are sent with
 * the listing itself).
 */
export const DRAFT_KEPT_TITLE = 'Skelbimas dar nepateiktas';
export const DRAFT_KEPT_TEXT = 'Užpildyti laukai išsaugoti juodraštyje: galėsite tęsti vėliau.';
export const DRAFT_KEPT_PHOTOS_TEXT =
  'Užpildyti laukai išsaugoti juodraštyje, bet nuotraukų juodraštis nesaugo: grįžę jas turėsite pasirinkti iš naujo.';

/** What leaving loses, as the form knows it: everything unsaved, or (upload form) only the chosen photos, or nothing typed. */
export type UnsavedWork = 'changes' | 'draftWithPhotos' | 'draft';

const QUESTION: Record<UnsavedWork, { title: string; text: string }> = {
  changes: { title: UNSAVED_TITLE, text: UNSAVED_TEXT },
  draftWithPhotos: { title: DRAFT_KEPT_TITLE, text: DRAFT_KEPT_PHOTOS_TEXT },
  draft: { title: DRAFT_KEPT_TITLE, text: DRAFT_KEPT_TEXT },
};

/**
 * While `when` holds: leaving for another page of the portal asks first (the router's blocker and
 * the kit's dialog: 'Likti' stays, 'Išeiti' goes), and closing or reloading the tab gets the
 * browser's own question (`beforeunload`; browsers show their own text there).
 */
export function UnsavedChangesGuard({ when, work = 'changes' }: { when: boolean; work?: UnsavedWork }) {
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
      title={QUESTION[work].title}
      confirmLabel="Išeiti"
      cancelLabel="Likti"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {QUESTION[work].text}
    </ConfirmDialog>
  );
}
