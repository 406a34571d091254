import { LeaveGuard, UNSAVED_TEXT, UNSAVED_TITLE } from '@ratai/app-shell';

export { UNSAVED_TEXT, UNSAVED_TITLE };

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

/** The listing form's leave question (the shell's LeaveGuard) with the words for what would be lost. */
export function UnsavedChangesGuard({ when, work = 'changes' }: { when: boolean; work?: UnsavedWork }) {
  return <LeaveGuard when={when} title={QUESTION[work].title} text={QUESTION[work].text} />;
}
