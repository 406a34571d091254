import { useState } from 'react';
import { useParams } from 'react-router';
import { useMyCarQuery } from '@ratai/api-client';
import { Alert, Button, Loading } from '@ratai/ui';
import { OwnerActionBar } from '../components/cars/OwnerActionBar';
import { PageTitle } from '../components/layout/Page';
import { CarListingForm } from '../components/listing-form/CarListingForm';
import { ListingSaved } from '../components/listing-form/ListingSaved';
import { OnboardingBanner } from '../components/onboarding/OnboardingBanner';
import { useAccountUser } from '../lib/account-context';
import { isOnboarding } from '../lib/onboarding';
import { stateText } from '../lib/listing-state';

export const meta = () => [{ title: 'Skelbimo redagavimas | Ratai' }];

/** `/paskyra/automobiliai/redaguoti/{id}`: the form in edit mode with the car's data and photos (kept by id). */
export default function CarEdit() {
  const { id } = useParams();
  const carId = Number(id);
  const user = useAccountUser();
  const onboarding = isOnboarding(user);
  const valid = Number.isInteger(carId) && carId > 0;
  const car = useMyCarQuery(carId, { skip: !valid, refetchOnMountOrArgChange: true });
  const [saved, setSaved] = useState(false);

  if (!valid || car.isError) {
    return (
      <>
        <PageTitle>Skelbimas nerastas</PageTitle>
        <Alert type="danger" action={<Button href="/paskyra/automobiliai">Į automobilių sąrašą</Button>}>
          Tokio skelbimo nėra arba jis ne jūsų.
        </Alert>
      </>
    );
  }
  if (!car.data) return <Loading />;
  const data = car.data;
  return (
    <>
      <PageTitle>
        {data.carMake.name} {data.carModel.name}, {data.productionYear}
      </PageTitle>
      {saved ? (
        <ListingSaved mode="edit" />
      ) : (
        <>
          <p>Būsena: {stateText(data)}</p>
          {data.reviewStatus === 'rejected' && data.rejectionReason ? <Alert type="danger">Atmetimo priežastis: {data.rejectionReason}</Alert> : null}
          <OwnerActionBar car={data} withEdit={false} />
          <p>Pakeistas skelbimas vėl bus peržiūrėtas mūsų komandos.</p>
          {onboarding ? <OnboardingBanner /> : null}
          <CarListingForm key={data.id} car={data} submitDisabled={onboarding} onSaved={() => setSaved(true)} />
        </>
      )}
    </>
  );
}
