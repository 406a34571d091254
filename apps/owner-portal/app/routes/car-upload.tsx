import { useState } from 'react';
import { ACCOUNT_MENU } from '@ratai/domain';
import { PageTitle } from '../components/layout/Page';
import { CarListingForm } from '../components/listing-form/CarListingForm';
import { ListingSaved } from '../components/listing-form/ListingSaved';
import { OnboardingBanner } from '../components/onboarding/OnboardingBanner';
import { useAccountUser } from '../lib/account-context';
import { isOnboarding } from '../lib/onboarding';

export const meta = () => [{ title: 'Įkelk automobilį | Ratai' }];

/** `/paskyra/automobiliai/ikelti`: the upload form, then the success screen (spec §2.11, §4). */
export default function CarUpload() {
  const user = useAccountUser();
  const onboarding = isOnboarding(user);
  const [round, setRound] = useState(0);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <PageTitle>{ACCOUNT_MENU.uploadCar}</PageTitle>
      {saved ? (
        <ListingSaved
          mode="create"
          onAnother={() => {
            setSaved(false);
            setRound(round + 1);
          }}
        />
      ) : (
        <>
          {onboarding ? <OnboardingBanner /> : null}
          <CarListingForm key={round} submitDisabled={onboarding} onSaved={() => setSaved(true)} />
        </>
      )}
    </>
  );
}
