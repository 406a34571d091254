import { ACCOUNT_MENU } from '@ratai/domain';
import { Button } from '@ratai/ui';
import { CarGrid, OwnerCarCard } from '../components/cars/OwnerCarCard';
import { ButtonRow, Lead, PageTitle } from '../components/layout/Page';
import { OnboardingBanner } from '../components/onboarding/OnboardingBanner';
import { useAccountUser } from '../lib/account-context';
import { isOnboarding } from '../lib/onboarding';

export const meta = () => [{ title: 'Automobiliai | Ratai' }];

/** `/paskyra/automobiliai`: the owner's cars, newest first, each with its state and the action bar (spec §2.6). */
export default function Cars() {
  const user = useAccountUser();
  const onboarding = isOnboarding(user);
  const cars = [...user.carAdvertisements].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <>
      <ButtonRow style={{ justifyContent: 'space-between' }}>
        <PageTitle>{ACCOUNT_MENU.cars}</PageTitle>
        {onboarding ? null : <Button href="/paskyra/automobiliai/ikelti">{ACCOUNT_MENU.uploadCar}</Button>}
      </ButtonRow>
      {onboarding ? <OnboardingBanner /> : null}
      {cars.length === 0 ? (
        <Lead>Dar neįkėlėte nė vieno automobilio.</Lead>
      ) : (
        <CarGrid aria-label="Mano automobiliai">
          {cars.map((car) => (
            <li key={car.id}>
              <OwnerCarCard car={car} />
            </li>
          ))}
        </CarGrid>
      )}
    </>
  );
}
