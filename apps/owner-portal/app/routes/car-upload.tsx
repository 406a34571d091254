import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ACCOUNT_MENU, draftSavedText, type ListingDraft } from '@ratai/domain';
import { useListingDraftsQuery } from '@ratai/api-client';
import { Alert, Loading } from '@ratai/ui';
import { PageTitle } from '../components/layout/Page';
import { CarListingForm } from '../components/listing-form/CarListingForm';
import { ListingSaved } from '../components/listing-form/ListingSaved';
import { OnboardingBanner } from '../components/onboarding/OnboardingBanner';
import { useAccountUser } from '../lib/account-context';
import { isOnboarding } from '../lib/onboarding';

export const meta = () => [{ title: 'Įkelk automobilį | Ratai' }];

/** The query parameter naming the draft to continue (a duplicate, or one picked in the car list). */
export const DRAFT_PARAM = 'juodrastis';

/**
 * Which draft the form continues (issue 16): the one named in `?juodrastis=`, else the most recent
 * autosaved upload form (a duplicate waits in the car list's 'Juodraščiai' until opened), else none.
 */
export function draftToContinue(drafts: readonly ListingDraft[], requested: string | null): ListingDraft | null {
  if (requested !== null) return drafts.find((draft) => String(draft.id) === requested) ?? null;
  return drafts.find((draft) => draft.sourceListingId === null) ?? null;
}

/** `/paskyra/automobiliai/ikelti`: the upload form, then the success screen (spec §2.11, §4). */
export default function CarUpload() {
  const user = useAccountUser();
  const onboarding = isOnboarding(user);
  const [params] = useSearchParams();
  const drafts = useListingDraftsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [round, setRound] = useState(0);
  const [saved, setSaved] = useState(false);
  // Chosen once when the drafts arrive: the form's own first save adds a draft to the list, and
  // the form must not start over then.
  const [draft, setDraft] = useState<ListingDraft | null | undefined>(undefined);
  useEffect(() => {
    if (draft !== undefined) return;
    if (drafts.data) setDraft(draftToContinue(drafts.data, params.get(DRAFT_PARAM)));
    else if (drafts.isError) setDraft(null);
  }, [draft, drafts.data, drafts.isError, params]);

  return (
    <>
      <PageTitle>{ACCOUNT_MENU.uploadCar}</PageTitle>
      {saved ? (
        <ListingSaved
          mode="create"
          onAnother={() => {
            setSaved(false);
            setDraft(null);
            setRound(round + 1);
          }}
        />
      ) : draft === undefined ? (
        <Loading />
      ) : (
        <>
          {onboarding ? <OnboardingBanner /> : null}
          {draft ? (
            <Alert type="info" title="Tęsiate juodraštį">
              {draft.sourceListingId === null
                ? `${draftSavedText(draft.updatedAt)}. Tęskite, kur baigėte.`
                : 'Tai skelbimo kopija su jo nuotraukomis. Įrašykite VIN kodą, patikrinkite duomenis ir įkelkite skelbimą.'}
            </Alert>
          ) : null}
          <CarListingForm key={`${round}-${draft?.id ?? 'naujas'}`} draft={draft ?? undefined} submitDisabled={onboarding} onSaved={() => setSaved(true)} />
        </>
      )}
    </>
  );
}
