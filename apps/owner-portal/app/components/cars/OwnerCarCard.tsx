import styled from 'styled-components';
import type { CarStats, OwnCarAdvertisement } from '@ratai/domain';
import { Badge, CarCard, type BadgeTone } from '@ratai/ui';
import { usePortalConfig } from '../../lib/config';
import { listingState, stateText, type ListingState } from '../../lib/listing-state';
import { OwnerActionBar } from './OwnerActionBar';
import { CarStatsLine } from './CarStatsLine';
import { SaleStatusControl } from './SaleStatusControl';

const TONES: Record<ListingState, BadgeTone> = { pending: 'warning', public: 'success', rejected: 'danger', hidden: 'neutral' };

/** A public car with an edit waiting shows the waiting tone: something still needs the team. */
const toneOf = (car: OwnCarAdvertisement, state: ListingState): BadgeTone => (state === 'public' && car.revision ? 'warning' : TONES[state]);

const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Reason = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * One of the owner's cars: the kit's car card with its state in Lithuanian, the rejection reason
 * and (unless `actions` is false) the owner action bar. The card opens the public car page when
 * the car is public, else its edit form (a car waiting for review has no public page).
 */
export function OwnerCarCard({ car, actions = true, stats }: { car: OwnCarAdvertisement; actions?: boolean; stats?: CarStats }) {
  const { marketplaceUrl } = usePortalConfig();
  const state = listingState(car);
  const href = state === 'public' ? `${marketplaceUrl}/automobilio-nuoma/${car.slug}` : `/paskyra/automobiliai/redaguoti/${car.id}`;
  return (
    <CarCard
      car={car}
      href={href}
      footer={
        <Footer>
          <div>
            <Badge tone={toneOf(car, state)}>{stateText(car)}</Badge>
          </div>
          <CarStatsLine stats={stats} label={`${car.carMake.name} ${car.carModel.name}`} />
          {car.hiddenByTeam ? <Reason>Ratai komanda paslėpė skelbimą. Priežastis: {car.hiddenByTeam.reason}</Reason> : null}
          {car.reviewStatus === 'rejected' && car.rejectionReason ? <Reason>Atmetimo priežastis: {car.rejectionReason}</Reason> : null}
          {car.revision?.status === 'rejected' && car.revision.rejectionReason ? (
            <Reason>Pakeitimai atmesti: {car.revision.rejectionReason}</Reason>
          ) : null}
          {actions ? <SaleStatusControl car={car} /> : null}
          {actions ? <OwnerActionBar car={car} /> : null}
        </Footer>
      }
    />
  );
}

/** A responsive grid of cards. */
export const CarGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
