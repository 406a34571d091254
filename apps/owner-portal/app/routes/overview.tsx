import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ACCOUNT_MENU } from '@ratai/domain';
import { Alert, Button, media } from '@ratai/ui';
import { CarGrid, OwnerCarCard } from '../components/cars/OwnerCarCard';
import { Card, Lead, PageTitle, SectionTitle } from '../components/layout/Page';
import { Onboarding } from '../components/onboarding/Onboarding';
import { useAccountUser } from '../lib/account-context';
import { countByState, LISTING_STATE_LABELS, type ListingState } from '../lib/listing-state';
import { isOnboarding } from '../lib/onboarding';

export const meta = () => [{ title: 'Apžvalga | Ratai' }];

/** How many of the newest listings the overview shows. */
export const LATEST_COUNT = 3;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.lg};

  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Stat = styled.div`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const STATES: ListingState[] = ['pending', 'public', 'rejected', 'hidden'];

/**
 * `/paskyra` — Apžvalga. A user still onboarding sees the stepper (spec §2.15); everyone else the
 * listings counted by state and the newest of them.
 */
export default function Overview() {
  const user = useAccountUser();
  const [params] = useSearchParams();

  if (isOnboarding(user)) {
    return (
      <>
        <PageTitle>{ACCOUNT_MENU.overview}</PageTitle>
        <Onboarding user={user} />
      </>
    );
  }

  const cars = user.carAdvertisements;
  const counts = countByState(cars);
  const latest = [...cars].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, LATEST_COUNT);

  return (
    <>
      <PageTitle>{ACCOUNT_MENU.overview}</PageTitle>
      {params.get('profilis') === 'sukurtas' ? (
        <Alert type="success">Registracija baigta. Dabar galite įkelti automobilį.</Alert>
      ) : null}
      <Stats aria-label="Skelbimai pagal būseną">
        {STATES.map((state) => (
          <Stat key={state}>
            <dt>{LISTING_STATE_LABELS[state]}</dt>
            <dd>{counts[state]}</dd>
          </Stat>
        ))}
      </Stats>
      <Card aria-labelledby="latest-title">
        <SectionTitle id="latest-title">Naujausi skelbimai</SectionTitle>
        {latest.length === 0 ? (
          <>
            <Lead>Dar neįkėlėte nė vieno automobilio.</Lead>
            <Button href="/paskyra/automobiliai/ikelti">{ACCOUNT_MENU.uploadCar}</Button>
          </>
        ) : (
          <>
            <CarGrid>
              {latest.map((car) => (
                <li key={car.id}>
                  <OwnerCarCard car={car} actions={false} />
                </li>
              ))}
            </CarGrid>
            <p>
              <Link to="/paskyra/automobiliai">Visi automobiliai ({cars.length})</Link>
            </p>
          </>
        )}
      </Card>
    </>
  );
}
