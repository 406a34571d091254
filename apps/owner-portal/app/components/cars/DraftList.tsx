import { useState } from 'react';
import styled from 'styled-components';
import { DUPLICATE_TEXTS, draftSavedText, type ListingDraft } from '@ratai/domain';
import { useDeleteDraftMutation, useListingDraftsQuery } from '@ratai/api-client';
import { Button, ConfirmDialog } from '@ratai/ui';

/** Our wording (issue 16 names only the saved-time line). */
export const DRAFT_LIST_TEXTS = {
  copy: 'Skelbimo kopija',
  form: 'Nebaigtas skelbimas',
  resume: 'Tęsti',
  remove: 'Ištrinti',
  confirmRemove: 'Ar tikrai norite ištrinti juodraštį?',
  photos: (count: number) => `nuotraukų: ${count}`,
} as const;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  img {
    width: 72px;
    height: 54px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Text = styled.div`
  flex: 1 1 180px;

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Heading = styled.h2`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/**
 * The owner's drafts (issue 16): unfinished upload forms and copies of listings, each with when it
 * was saved, 'Tęsti' (the upload form continues it) and 'Ištrinti' (asked first). Nothing here is
 * public or waits for review. Renders nothing without drafts.
 */
export function DraftList() {
  const drafts = useListingDraftsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [deleteDraft, deletion] = useDeleteDraftMutation();
  const [pending, setPending] = useState<ListingDraft | null>(null);
  if (!drafts.data || drafts.data.length === 0) return null;

  const remove = async (draft: ListingDraft) => {
    try {
      await deleteDraft(draft.id).unwrap();
    } catch (error) {
      console.error('deleting the draft failed', error);
    }
    setPending(null);
  };

  return (
    <section aria-labelledby="juodrasciai">
      <Heading id="juodrasciai">{DUPLICATE_TEXTS.drafts}</Heading>
      <List>
        {drafts.data.map((draft) => {
          const title = draft.sourceListingId === null ? DRAFT_LIST_TEXTS.form : DRAFT_LIST_TEXTS.copy;
          const cover = draft.headerImage?.formats?.card ?? draft.headerImage?.url;
          return (
            <Item key={draft.id}>
              {cover ? <img src={cover} alt="" width={72} height={54} /> : null}
              <Text>
                <strong>{title}</strong>
                <p>
                  {draftSavedText(draft.updatedAt)}
                  {draft.images.length > 0 ? ` · ${DRAFT_LIST_TEXTS.photos(draft.images.length)}` : ''}
                </p>
              </Text>
              <Button href={`/paskyra/automobiliai/ikelti?juodrastis=${draft.id}`} size="sm" variant="secondary" aria-label={`${DRAFT_LIST_TEXTS.resume}: ${title}, ${draftSavedText(draft.updatedAt)}`}>
                {DRAFT_LIST_TEXTS.resume}
              </Button>
              <Button size="sm" variant="danger" onClick={() => setPending(draft)} aria-label={`${DRAFT_LIST_TEXTS.remove}: ${title}, ${draftSavedText(draft.updatedAt)}`}>
                {DRAFT_LIST_TEXTS.remove}
              </Button>
            </Item>
          );
        })}
      </List>
      <ConfirmDialog
        open={pending !== null}
        onConfirm={() => pending && void remove(pending)}
        onCancel={() => setPending(null)}
        loading={deletion.isLoading}
        confirmLabel={DRAFT_LIST_TEXTS.remove}
        confirmVariant="danger"
      >
        {DRAFT_LIST_TEXTS.confirmRemove}
      </ConfirmDialog>
    </section>
  );
}
