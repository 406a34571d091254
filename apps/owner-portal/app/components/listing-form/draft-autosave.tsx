import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { draftSavedText, LISTING_DRAFT_FIELDS, type EntityId, type ListingDraft, type ListingDraftFields } from '@ratai/domain';
import { useCreateDraftMutation, useSaveDraftMutation } from '@ratai/api-client';

/** How long typing must pause before the draft is saved (issue 16: "debounced"). */
export const DRAFT_SAVE_DELAY_MS = 1200;

/** Said when a save failed (ours); the form keeps working and the next change tries again. */
export const DRAFT_SAVE_FAILED = 'Juodraščio išsaugoti nepavyko. Bandysime dar kartą, kai ką nors pakeisite.';

/** The form's values as a draft keeps them: the listing fields only (no photos), as text, lists and the taxi box. */
export function draftFieldsOf(values: Record<string, unknown>): ListingDraftFields {
  const fields: ListingDraftFields = {};
  for (const field of LISTING_DRAFT_FIELDS) {
    const value = values[field];
    if (field === 'isForTaxi') fields[field] = Boolean(value);
    else if (field === 'carFeatures') fields[field] = Array.isArray(value) ? value.map(String) : [];
    else fields[field] = value === null || value === undefined ? '' : String(value);
  }
  return fields;
}

export interface DraftAutosaveState {
  draftId: EntityId | null;
  /** When the draft was last saved (ISO), null before the first save. */
  savedAt: string | null;
  saving: boolean;
  failed: boolean;
  /** The fields on screen are what the server's draft holds (nothing typed would be lost). */
  upToDate: boolean;
}

/**
 * Saves the upload form's fields to a server-side draft (issue 16: the form never loses work):
 * once typing pauses for {@link DRAFT_SAVE_DELAY_MS}, only when the fields differ from what was last
 * saved. The first save creates the draft (unless the form continues one); saves run one after the
 * other, so two quick pauses never create two drafts. Photos are not part of a draft until the
 * upload (a duplicate's photos are already on the server).
 */
export function useDraftAutosave({ enabled, draft, values }: { enabled: boolean; draft?: ListingDraft; values: Record<string, unknown> }): DraftAutosaveState {
  const [createDraft] = useCreateDraftMutation();
  const [saveDraft] = useSaveDraftMutation();
  const [state, setState] = useState<Omit<DraftAutosaveState, 'upToDate'>>({ draftId: draft?.id ?? null, savedAt: draft?.updatedAt ?? null, saving: false, failed: false });
  const idRef = useRef<EntityId | null>(draft?.id ?? null);
  const fieldsJson = JSON.stringify(draftFieldsOf(values));
  // What the server holds: the draft's fields, or — for a new form — the empty form (nothing to save yet).
  const savedJson = useRef(fieldsJson);
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    if (!enabled || fieldsJson === savedJson.current) return undefined;
    const timer = setTimeout(() => {
      queue.current = queue.current.then(async () => {
        if (fieldsJson === savedJson.current) return;
        setState((current) => ({ ...current, saving: true }));
        const fields = JSON.parse(fieldsJson) as ListingDraftFields;
        try {
          const id = idRef.current;
          const saved = id === null ? await createDraft(fields).unwrap() : await saveDraft({ id, fields }).unwrap();
          idRef.current = saved.id;
          savedJson.current = fieldsJson;
          setState({ draftId: saved.id, savedAt: saved.updatedAt, saving: false, failed: false });
        } catch (error) {
          console.error('saving the listing draft failed', error);
          setState((current) => ({ ...current, saving: false, failed: true }));
        }
      });
    }, DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [enabled, fieldsJson, createDraft, saveDraft]);

  // Only a draft that exists holds anything: a new form's empty fields are not "saved".
  return { ...state, upToDate: state.draftId !== null && fieldsJson === savedJson.current };
}

const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 'Juodraštis išsaugotas 14:32' next to the upload button, read out politely when it changes. */
export function DraftStatus({ state }: { state: DraftAutosaveState }) {
  const text = state.failed ? DRAFT_SAVE_FAILED : state.savedAt ? draftSavedText(state.savedAt) : '';
  return (
    <Status role="status" aria-live="polite" data-testid="draft-status">
      {text}
    </Status>
  );
}
