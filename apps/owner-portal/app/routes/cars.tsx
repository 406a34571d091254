import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ACCOUNT_MENU, PAGE_SIZE } from '@ratai/domain';
import { useMyCarsStatsQuery } from '@ratai/api-client';
import { Button, Pagination, Select, TextField, media } from '@ratai/ui';
import { CarGrid, OwnerCarCard } from '../components/cars/OwnerCarCard';
import { DraftList } from '../components/cars/DraftList';
import { Lead, PageTitle } from '../components/layout/Page';
import { OnboardingBanner } from '../components/onboarding/OnboardingBanner';
import { useAccountUser } from '../lib/account-context';
import { isOnboarding } from '../lib/onboarding';
import { OWN_CAR_SORTS, OWN_CAR_SORT_LABELS, searchOwnCars, sortOf } from '../lib/own-cars';

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

/** Search and order above the list: side by side on a desktop, stacked on a phone. */
const Tools = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  ${media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: end;
  }
`;

/** The page of `?page=` (1 when missing or not a page number), within 1…pageCount. */
export function pageOf(value: string | null, pageCount: number): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, Math.max(pageCount, 1)) : 1;
}

/**
 * `/paskyra/automobiliai`: the owner's cars, newest first, 10 per page (spec §9, `?page=`), each
 * with its state, its statistics of 30 days and the action bar (spec §2.6). The list comes with the
 * user (`/users/me`); search (`?paieska=`) and order (`?rikiuoti=`) work on it in the browser.
 */
export default function Cars() {
  const user = useAccountUser();
  const onboarding = isOnboarding(user);
  const [params, setParams] = useSearchParams();
  const owned = user.carAdvertisements;
  const stats = useMyCarsStatsQuery(undefined, { skip: owned.length === 0 });
  const statsById = new Map((stats.data ?? []).map((entry) => [entry.id, entry]));
  const query = params.get('paieska') ?? '';
  const sort = sortOf(params.get('rikiuoti'));
  const all = searchOwnCars(owned, query, sort, statsById);
  const pageCount = Math.ceil(all.length / PAGE_SIZE);
  const page = pageOf(params.get('page'), pageCount);
  const cars = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  /** A new search or order starts at page 1; the address keeps them (back button, shared link). */
  const setParam = (name: string, value: string, fallback: string) => {
    const next = new URLSearchParams(params);
    if (value && value !== fallback) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next, { replace: true });
  };
  const hrefFor = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `/paskyra/automobiliai?${next.toString()}`;
  };
  return (
    <>
      <TitleRow>
        <PageTitle>{ACCOUNT_MENU.cars}</PageTitle>
        {onboarding ? null : <Button href="/paskyra/automobiliai/ikelti">{ACCOUNT_MENU.uploadCar}</Button>}
      </TitleRow>
      {onboarding ? <OnboardingBanner /> : null}
      {/* Issue 16: unfinished uploads and copies, above the list so they are not forgotten. */}
      <DraftList />
      {owned.length > 1 ? (
        <Tools role="search" aria-label="Mano automobilių paieška">
          <TextField
            label="Paieška"
            type="search"
            placeholder="Markė, modelis ar metai"
            value={query}
            onChange={(event) => setParam('paieska', event.target.value, '')}
          />
          <Select
            label="Rikiuoti"
            options={OWN_CAR_SORTS.map((value) => ({ value, label: OWN_CAR_SORT_LABELS[value] }))}
            value={sort}
            onChange={(event) => setParam('rikiuoti', event.target.value, 'newest')}
          />
        </Tools>
      ) : null}
      {owned.length === 0 ? (
        <Lead>Dar neįkėlėte nė vieno automobilio.</Lead>
      ) : cars.length === 0 ? (
        <Lead role="status">Pagal paiešką „{query}“ automobilių nerasta.</Lead>
      ) : (
        <CarGrid aria-label="Mano automobiliai">
          {cars.map((car) => (
            <li key={car.id}>
              <OwnerCarCard car={car} stats={statsById.get(car.id)} />
            </li>
          ))}
        </CarGrid>
      )}
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} /> : null}
    </>
  );
}
