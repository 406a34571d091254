import { useState } from 'react';
import styled from 'styled-components';
import { CONFIRM_SOLD, SALE_STATUS_LABELS, SALE_STATUSES, type OwnCarAdvertisement, type SaleStatus } from '@ratai/domain';
import { useChangeSaleStatusMutation } from '@ratai/api-client';
import { Button, ConfirmDialog } from '@ratai/ui';

/** Heading of the control (ours: the issue names only the two states). */
export const SALE_STATUS_HEADING = 'Pardavimo būsena';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.span`
  margin-right: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * 'Laisvas' / 'Rezervuotas' / 'Parduotas / išnuomotas' (issue 16 fleet tools): three toggle buttons,
 * the current one pressed. No review by the team. Marking a car sold asks first (it leaves the
 * search); the others take effect at once. Like the visibility action, the pressed button moves only
 * after the call succeeds (the owner's car and list are refetched through the cache tags); a failure
 * is logged, as spec §8 does for the action bar.
 */
export function SaleStatusControl({ car }: { car: Pick<OwnCarAdvertisement, 'id' | 'saleStatus' | 'carMake' | 'carModel'> }) {
  const [confirming, setConfirming] = useState(false);
  const [change, state] = useChangeSaleStatusMutation();
  const name = `${car.carMake.name} ${car.carModel.name}`;

  const set = async (saleStatus: SaleStatus) => {
    try {
      await change({ id: car.id, saleStatus }).unwrap();
    } catch (error) {
      console.error('changing the sale status failed', error);
    }
    setConfirming(false);
  };

  return (
    <>
      {/* The group's name says which car (several cards on a page); the visible label stays short. */}
      <Group role="group" aria-label={`${SALE_STATUS_HEADING}: ${name}`}>
        <Label aria-hidden="true">{SALE_STATUS_HEADING}</Label>
        {SALE_STATUSES.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={car.saleStatus === status ? 'primary' : 'secondary'}
            aria-pressed={car.saleStatus === status}
            disabled={state.isLoading}
            onClick={() => {
              if (status === car.saleStatus) return;
              if (status === 'sold') setConfirming(true);
              else void set(status);
            }}
          >
            {SALE_STATUS_LABELS[status]}
          </Button>
        ))}
      </Group>
      <ConfirmDialog
        open={confirming}
        onConfirm={() => void set('sold')}
        onCancel={() => setConfirming(false)}
        loading={state.isLoading}
        confirmLabel={SALE_STATUS_LABELS.sold}
      >
        {CONFIRM_SOLD}
      </ConfirmDialog>
    </>
  );
}
