import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ACCOUNT_MENU, PAGE_SIZE } from '@ratai/domain';
import { Button, Pagination } from '@ratai/ui';
import { CarGrid, OwnerCarCard } from '../components/cars/OwnerCarCard';
import { Lead, PageTitle } from '../components/layout/Page';
import { OnboardingBanner } from '../components/onboarding/OnboardingBanner';
import { useAccountUser } from '../lib/account-context';
import { isOnboarding } from '../lib/onboarding';

export const meta = () => [{ title: 'Automobiliai | Ratai' }];

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
  }
`;

/** The page of `?page=` (1 when missing or not a page number), within 1…pageCount. */
export function pageOf(value: string | null, pageCount: number): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, Math.max(pageCount, 1)) : 1;
}

/**
 * `/paskyra/automobiliai`: the owner's cars, newest first, 10 per page (spec §9, `?page=`), each
 * with its state and the action bar (spec §2.6). The list comes with the user (`/users/me`).
 */
export default function Cars() {
  const user = useAccountUser();
  const onboarding = isOnboarding(user);
  const [params] = useSearchParams();
  const all = [...user.carAdvertisements].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const pageCount = Math.ceil(all.length / PAGE_SIZE);
  const page = pageOf(params.get('page'), pageCount);
  const cars = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <>
      <TitleRow>
        <PageTitle>{ACCOUNT_MENU.cars}</PageTitle>
        {onboarding ? null : <Button href="/paskyra/automobiliai/ikelti">{ACCOUNT_MENU.uploadCar}</Button>}
      </TitleRow>
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
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} hrefFor={(n) => `/paskyra/automobiliai?page=${n}`} /> : null}
    </>
  );
}
